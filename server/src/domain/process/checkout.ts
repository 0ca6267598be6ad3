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
import type { ProcessRow } from "./access.js"

/** TiposDeEntrega: e-ticket, box-office pickup, home delivery, named in `language`. */
export const deliveryTypes = async (
  db: Queryable,
  language: AnswerLanguage = DEFAULT_ANSWER_LANGUAGE,
): Promise<ReadonlyArray<DeliveryType>> => {
  const { rows } = await db.query<{
    id: number
    name: string
    name_en: string | null
    code: DeliveryType["cCodigo"]
    price: string | number
    requires_address: boolean
  }>("SELECT id, name, name_en, code, price, requires_address FROM delivery_types ORDER BY id")
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
    const { rows } = await tx.query<{ id: number }>(
      "SELECT id FROM addresses WHERE id = $1 AND customer_id = $2 AND NOT deleted",
      [choice.idClienteDomicilio, process.customer_id],
    )
    if (rows.length === 0) return new CheckoutChoiceNotFound({ key: "problems.checkout.addressNotFound" })
    addressId = choice.idClienteDomicilio
  }
  await tx.query("UPDATE purchase_processes SET delivery_type_id = $2, address_id = $3 WHERE id = $1", [
    process.id,
    deliveryType.idEntregaTipo,
    addressId,
  ])
  return null
}

/** The products sold with the tickets (parking, the hand programme…), named in `language`. */
export const productsOnSale = async (
  db: Queryable,
  language: AnswerLanguage,
): Promise<ReadonlyArray<FunctionProduct>> => {
  const { rows } = await db.query<{
    id: number
    name: string
    name_en: string | null
    description: string | null
    description_en: string | null
    price: string | number
    max_quantity: number
  }>("SELECT id, name, name_en, description, description_en, price, max_quantity FROM extra_products ORDER BY id")
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
  await tx.query("UPDATE purchase_processes SET products = $2::jsonb WHERE id = $1", [
    process.id,
    JSON.stringify(products),
  ])
  return { ...process, products }
}

/** FormasDePago: the methods of the card processor `cardProvider` (the registry's card id), named in `language`. */
export const paymentMethods = async (
  db: Queryable,
  cardProvider: PaymentProviderId,
  language: AnswerLanguage = DEFAULT_ANSWER_LANGUAGE,
): Promise<ReadonlyArray<PaymentMethod>> => {
  const { rows } = await db.query<{ id: number; name: string; name_en: string | null; kind: PaymentMethod["cTipo"] }>(
    // The cards: FormasDePago lists only them; the wallets are FormasDePago2's (docs/payments.md).
    "SELECT id, name, name_en, kind FROM payment_methods WHERE provider = $1 ORDER BY id",
    [cardProvider],
  )
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
  await tx.query("UPDATE purchase_processes SET payment_method = $2 WHERE id = $1", [process.id, methodId])
  return null
}
