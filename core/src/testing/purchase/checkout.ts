import * as Effect from "effect/Effect"
import type { CardInstallments, ExtraProduct, PaymentMethod } from "../../contract/checkout.js"
import type { SelectDeliveryTypeRequest, SelectExtraProductsRequest } from "../../contract/requests/index.js"
import { detectCardBrand } from "../../rules/cardBrand.js"
import { antiFraudQrFeeOf, chargeAmountsOf, installmentOf, type ChargeAmounts } from "../../rules/pricing.js"
import { requireOpen } from "../access.js"
import { badRequest, fieldProblem, notFound, unauthorized, type HttpProblem } from "../problem.js"
import type { MemoryStore, ProcessRecord } from "../store.js"
import { placesOf, placeToChargeOfClaim } from "./claims.js"

const sum = (amounts: ReadonlyArray<number>) => amounts.reduce((total, amount) => total + amount, 0)

/**
 * Every part of what the process costs paid with this card (null: no card yet), as its order will
 * record it, and how many places it has: core's chargeAmountsOf, the rule the shop shows by.
 */
export const amountsOf = (
  store: MemoryStore,
  process: ProcessRecord,
  cardBin: string | null = null,
): ChargeAmounts & { readonly places: number } => {
  const places = placesOf(store, process)
  const delivery =
    store.index.catalog.deliveryTypes.find((type) => type.idEntregaTipo === process.deliveryTypeId) ?? null
  const products = new Map(store.products.map((product) => [product.idProducto, product]))
  return {
    places: places.length,
    ...chargeAmountsOf(
      places.map((claim) => placeToChargeOfClaim(store, claim)),
      {
        delivery: delivery?.fPrecio ?? 0,
        qr: antiFraudQrFeeOf(delivery?.cCodigo ?? null),
        products: sum(process.products.map((item) => (products.get(item.idProducto)?.fPrecio ?? 0) * item.nCantidad)),
      },
      cardBin,
    ),
  }
}

/** EntregaTipo/Seleccionar: home delivery needs one of the process customer's own addresses. */
export const selectDelivery = (
  store: MemoryStore,
  process: ProcessRecord,
  choice: SelectDeliveryTypeRequest,
): Effect.Effect<void, HttpProblem> =>
  Effect.gen(function* () {
    const deliveryType = store.index.catalog.deliveryTypes.find((type) => type.idEntregaTipo === choice.idEntregaTipo)
    if (deliveryType === undefined)
      return yield* notFound("problems.checkout.noDeliveryType", { deliveryType: choice.idEntregaTipo })
    let addressId: number | null = null
    if (deliveryType.lRequiereDomicilio) {
      if (choice.idClienteDomicilio === null)
        return yield* fieldProblem("idClienteDomicilio", "problems.checkout.addressRequired")
      const customer = process.customerId === null ? undefined : store.customers.get(process.customerId)
      if (customer === undefined) return yield* unauthorized("problems.purchase.addressNeedsLogin")
      const address = customer.addresses.find((entry) => entry.id === choice.idClienteDomicilio && !entry.removed)
      if (address === undefined) return yield* notFound("problems.checkout.addressNotFound")
      addressId = address.id
    }
    process.deliveryTypeId = deliveryType.idEntregaTipo
    process.addressId = addressId
  })

/** ProductoAsignado/Lista/Obtener: the products on offer with the quantity the process chose. */
export const extraProductsOf = (store: MemoryStore, process: ProcessRecord): ReadonlyArray<ExtraProduct> => {
  const chosen = new Map(process.products.map((item) => [item.idProducto, item.nCantidad]))
  return store.products.map((product) => ({ ...product, nCantidadSeleccionada: chosen.get(product.idProducto) ?? 0 }))
}

/** ProductoAsignado/Lista/Seleccionar: replaces the whole selection; a product left out is no longer wanted. */
export const selectExtraProducts = (
  store: MemoryStore,
  process: ProcessRecord,
  choice: SelectExtraProductsRequest,
): Effect.Effect<void, HttpProblem> =>
  Effect.gen(function* () {
    const selection = new Map<number, number>()
    for (const { idProducto, nCantidad } of choice.listaProducto) {
      const product = store.products.find((candidate) => candidate.idProducto === idProducto)
      if (product === undefined) return yield* notFound("problems.checkout.noProduct", { product: idProducto })
      if (nCantidad > product.nCantidadMaxima) {
        return yield* fieldProblem("listaProducto", "problems.checkout.productLimit", {
          max: product.nCantidadMaxima,
          product: product.cNombre,
        })
      }
      if (nCantidad > 0) selection.set(idProducto, nCantidad)
    }
    process.products = [...selection].map(([idProducto, nCantidad]) => ({ idProducto, nCantidad }))
  })

export const paymentMethod = (store: MemoryStore, id: number): Effect.Effect<PaymentMethod, HttpProblem> => {
  const method = store.index.catalog.paymentMethods.find((candidate) => candidate.nFormaDePago === id)
  return method === undefined
    ? Effect.fail(notFound("problems.checkout.noPaymentMethod", { method: id }))
    : Effect.succeed(method)
}

/** The bank plan of a card: the longest BIN the card number starts with, else the `*` row (other banks). */
const planFor = (store: MemoryStore, cardBin: string) =>
  store.index.catalog.cardInstallments
    .filter((plan) => plan.cBin === "*" || cardBin.startsWith(plan.cBin))
    .toSorted((a, b) => Number(a.cBin === "*") - Number(b.cBin === "*") || b.cBin.length - a.cBin.length)[0]

/**
 * The instalments a card may pay `amount` in: debit cards pay at once; credit cards as their bank's
 * plan says, each with its surcharge. A card no brand or plan knows is a 404 the form can show.
 */
export const requireInstallments = (
  store: MemoryStore,
  method: PaymentMethod,
  cardBin: string,
  amount: number,
): Effect.Effect<CardInstallments, HttpProblem> => {
  const brand = detectCardBrand(cardBin)
  const plan = planFor(store, cardBin)
  if (plan === undefined || (brand === null && plan.cBin === "*")) {
    return Effect.fail(notFound("problems.checkout.cardUnknown"))
  }
  const offered = method.cTipo === "DEBITO" ? plan.listaCuota.filter((option) => option.nCuotas === 1) : plan.listaCuota
  return Effect.succeed({
    nFormaDePago: method.nFormaDePago,
    cCardBin: cardBin,
    cMarca: brand?.name ?? plan.cMarca,
    listaCuota: offered.map(({ nCuotas, nRecargoPorcentaje }) => installmentOf(amount, nCuotas, nRecargoPorcentaje)),
  })
}

/** What must be chosen before paying (PreValidacion checks the same); answers the amounts with this card. */
export const requireReadyToPay = (store: MemoryStore, process: ProcessRecord, cardBin: string | null = null) =>
  Effect.gen(function* () {
    yield* requireOpen(process, store.now())
    const amounts = amountsOf(store, process, cardBin)
    if (amounts.places === 0) return yield* badRequest("payment.problems.cartEmpty")
    if (process.deliveryTypeId === null) return yield* badRequest("payment.problems.deliveryMissing")
    if (process.paymentMethod === null) return yield* badRequest("payment.problems.methodMissing")
    return { amounts, methodId: process.paymentMethod }
  })
