import {
  CheckoutChoiceNotFound,
  CheckoutRefused,
  DEFAULT_ANSWER_LANGUAGE,
  inLanguage,
  isRefusal,
  PurchaseSessionRequired,
  optionalInLanguage,
  type AnswerLanguage,
  type DeliveryType,
  type ExtraProduct,
  type FunctionProduct,
  type PaymentMethod,
  type PaymentProviderId,
  type SelectDeliveryTypeRequest,
  type SelectExtraProductsRequest,
} from "@boleteria/core"
import type { Queryable } from "../../db/database.js"
import { deliveryTypeRows, extraProductRows } from "../../store/catalogue/checkoutChoices.js"
import { isOwnAddress } from "../../store/customers/deliveryAddress.js"
import { cardMethodRows } from "../../store/payments/cardMethods.js"
import {
  chooseDelivery,
  choosePaymentMethod,
  chooseProducts,
  type ProcessRow,
} from "../../store/purchases/processes.js"

/** TiposDeEntrega: e-ticket, box-office pickup, home delivery, named in `language`. */
export const deliveryTypes = async (
  db: Queryable,
  language: AnswerLanguage = DEFAULT_ANSWER_LANGUAGE,
): Promise<ReadonlyArray<DeliveryType>> => {
  const rows = await deliveryTypeRows(db)
  return rows.map((row) => ({
    idEntregaTipo: row.id,
    cNombre: inLanguage(language, row.name, row.name_en),
    cCodigo: row.code,
    fPrecio: Number(row.price),
    lRequiereDomicilio: row.requires_address,
  }))
}

/** EntregaTipo/Seleccionar: home delivery needs one of the process customer's own addresses. */
export const selectDelivery = async (
  tx: Queryable,
  process: ProcessRow,
  choice: SelectDeliveryTypeRequest,
): Promise<CheckoutChoiceNotFound | CheckoutRefused | PurchaseSessionRequired | null> => {
  const deliveryType = (await deliveryTypes(tx)).find((type) => type.idEntregaTipo === choice.idEntregaTipo)
  if (deliveryType === undefined)
    return new CheckoutChoiceNotFound({
      key: "problems.checkout.noDeliveryType",
      params: { deliveryType: choice.idEntregaTipo },
    })
  let addressId: number | null = null
  if (deliveryType.lRequiereDomicilio) {
    if (choice.idClienteDomicilio === null)
      return new CheckoutRefused({ key: "problems.checkout.addressRequired", field: "idClienteDomicilio" })
    if (process.customer_id === null) return new PurchaseSessionRequired({ key: "problems.purchase.addressNeedsLogin" })
    if (!(await isOwnAddress(tx, choice.idClienteDomicilio, process.customer_id)))
      return new CheckoutChoiceNotFound({ key: "problems.checkout.addressNotFound" })
    addressId = choice.idClienteDomicilio
  }
  await chooseDelivery(tx, process.id, deliveryType.idEntregaTipo, addressId)
  return null
}

/** The products sold with the tickets (parking, the hand programme…), named in `language`. */
export const productsOnSale = async (
  db: Queryable,
  language: AnswerLanguage,
): Promise<ReadonlyArray<FunctionProduct>> => {
  const rows = await extraProductRows(db)
  return rows.map((row) => ({
    idProducto: row.id,
    cNombre: inLanguage(language, row.name, row.name_en),
    cDescripcion: optionalInLanguage(language, row.description, row.description_en),
    fPrecio: Number(row.price),
    nCantidadMaxima: row.max_quantity,
  }))
}

/** ProductoAsignado/Lista/Obtener: the products on offer with the quantity the process chose, in `language`. */
export const extraProducts = async (
  db: Queryable,
  process: ProcessRow,
  language: AnswerLanguage = DEFAULT_ANSWER_LANGUAGE,
): Promise<ReadonlyArray<ExtraProduct>> => {
  const chosen = new Map(process.products.map((item) => [item.idProducto, item.nCantidad]))
  return (await productsOnSale(db, language)).map((product) => ({
    ...product,
    nCantidadSeleccionada: chosen.get(product.idProducto) ?? 0,
  }))
}

/** ProductoAsignado/Lista/Seleccionar: replaces the whole selection; a product left out is no longer wanted. */
export const selectExtraProducts = async (
  tx: Queryable,
  process: ProcessRow,
  choice: SelectExtraProductsRequest,
): Promise<ProcessRow | CheckoutChoiceNotFound | CheckoutRefused> => {
  const offered = new Map((await extraProducts(tx, process)).map((product) => [product.idProducto, product]))
  const selection = new Map<number, number>()
  for (const { idProducto, nCantidad } of choice.listaProducto) {
    const product = offered.get(idProducto)
    if (product === undefined)
      return new CheckoutChoiceNotFound({ key: "problems.checkout.noProduct", params: { product: idProducto } })
    if (nCantidad > product.nCantidadMaxima) {
      return new CheckoutRefused({
        key: "problems.checkout.productLimit",
        field: "listaProducto",
        params: { max: product.nCantidadMaxima, product: product.cNombre },
      })
    }
    if (nCantidad > 0) selection.set(idProducto, nCantidad)
  }
  const products = [...selection].map(([idProducto, nCantidad]) => ({ idProducto, nCantidad }))
  await chooseProducts(tx, process.id, products)
  return { ...process, products }
}

/** FormasDePago: the methods of the card processor `cardProvider` (the registry's card id), named in `language`. */
export const paymentMethods = async (
  db: Queryable,
  cardProvider: PaymentProviderId,
  language: AnswerLanguage = DEFAULT_ANSWER_LANGUAGE,
): Promise<ReadonlyArray<PaymentMethod>> => {
  // The cards: FormasDePago lists only them; the wallets are FormasDePago2's (docs/payments.md).
  const rows = await cardMethodRows(db, cardProvider)
  return rows.map((row) => ({
    nFormaDePago: row.id,
    cNombre: inLanguage(language, row.name, row.name_en),
    cTipo: row.kind,
  }))
}

export const paymentMethod = async (
  db: Queryable,
  cardProvider: PaymentProviderId,
  methodId: number,
): Promise<PaymentMethod | CheckoutChoiceNotFound> => {
  const method = (await paymentMethods(db, cardProvider)).find((candidate) => candidate.nFormaDePago === methodId)
  return (
    method ?? new CheckoutChoiceNotFound({ key: "problems.checkout.noPaymentMethod", params: { method: methodId } })
  )
}

/** FormaDePago/Seleccionar. */
export const selectPaymentMethod = async (
  tx: Queryable,
  cardProvider: PaymentProviderId,
  process: ProcessRow,
  methodId: number,
): Promise<CheckoutChoiceNotFound | null> => {
  const method = await paymentMethod(tx, cardProvider, methodId)
  if (isRefusal(method)) return method
  await choosePaymentMethod(tx, process.id, methodId)
  return null
}
