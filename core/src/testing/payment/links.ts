import * as Effect from "effect/Effect"
import type { PaymentLink, PaymentLinkView } from "../../contract/paymentLink.js"
import { paymentLinkPath } from "../../rules/paymentLink.js"
import { gone, notFound, type HttpProblem } from "../problem.js"
import { extraProductsOf, requireReadyToPay } from "../purchase/checkout.js"
import { placesOf } from "../purchase/claims.js"
import { purchaseView } from "../purchase/view.js"
import { newSecret } from "../random.js"
import type { MemoryStore, ProcessRecord } from "../store.js"
import { paymentStatusOf } from "./charges.js"

// Payment links as the reference server keeps them (server/src/domain/process/paymentLink.ts).

const NO_LINK = "problems.paymentLink.notFound"
const DEAD_LINK = "problems.paymentLink.expired"

export type LinkState = "open" | "paid" | "dead"

/** 410: the link died with its hold. */
export const deadLink = () => gone(DEAD_LINK)

/** POST …/LinkPago, for the owner: a purchase ready to pay gets a new token; the last link stops working. */
export const makePaymentLink = (store: MemoryStore, process: ProcessRecord): Effect.Effect<PaymentLink, HttpProblem> =>
  Effect.map(requireReadyToPay(store, process), () => {
    const token = newSecret()
    store.paymentLinks.set(process.id, token)
    return {
      cUrl: paymentLinkPath(process.id, token),
      cToken: token,
      dVence: new Date(process.expiresAt).toISOString(),
    }
  })

/** The process a link opens; no process, no link or another token all answer the same 404. */
export const linkedProcess = (
  store: MemoryStore,
  processId: number,
  token: string,
): Effect.Effect<ProcessRecord, HttpProblem> => {
  const process = store.paymentLinks.get(processId) === token ? store.processes.get(processId) : undefined
  return process === undefined ? Effect.fail(notFound(NO_LINK)) : Effect.succeed(process)
}

/** A link lives while its hold does: paid, it only shows what was bought; cancelled, expired or emptied, it is dead. */
const linkStateOf = (store: MemoryStore, process: ProcessRecord): LinkState => {
  if (process.state === "PAID") return "paid"
  if (process.state === "INVALIDATED" || process.expiresAt <= store.now()) return "dead"
  return placesOf(store, process).length > 0 ? "open" : "dead"
}

export const requireLinkNotDead = (
  store: MemoryStore,
  process: ProcessRecord,
): Effect.Effect<Exclude<LinkState, "dead">, HttpProblem> => {
  const state = linkStateOf(store, process)
  return state === "dead" ? Effect.fail(deadLink()) : Effect.succeed(state)
}

export const requireLinkOpen = (
  store: MemoryStore,
  process: ProcessRecord,
): Effect.Effect<ProcessRecord, HttpProblem> =>
  linkStateOf(store, process) === "open" ? Effect.succeed(process) : Effect.fail(deadLink())

/** GET /v2/LinkPago/{id}: what the link pays, never the purchase's key. */
export const paymentLinkView = (
  store: MemoryStore,
  process: ProcessRecord,
  state: Exclude<LinkState, "dead">,
): Effect.Effect<PaymentLinkView, HttpProblem> => {
  const { catalog } = store.index
  const delivery = catalog.deliveryTypes.find((type) => type.idEntregaTipo === process.deliveryTypeId)
  const method = catalog.paymentMethods.find((type) => type.nFormaDePago === process.paymentMethod)
  if (delivery === undefined || method === undefined) return Effect.fail(deadLink())
  const cart = purchaseView(store, process)
  return Effect.succeed({
    idProcesoDeCompra: process.id,
    cEstado: state === "paid" ? "PAGADO" : "ABIERTO",
    listaFuncion: cart.listaFuncion,
    oCantidadTotal: cart.oCantidadTotal,
    fPrecioTotalFinal: cart.fPrecioTotalFinal,
    oEntregaTipo: delivery,
    listaProducto: extraProductsOf(store, process).filter((product) => product.nCantidadSeleccionada > 0),
    oFormaDePago: method,
    dVencimiento: cart.dVencimiento,
    nSegundosRestantes: state === "paid" ? 0 : Math.max(0, Math.floor((process.expiresAt - store.now()) / 1000)),
    oPago: process.charge === null ? null : paymentStatusOf(process, process.charge),
    fMontoPagado: process.charge?.state === "APROBADO" ? process.charge.amount : null,
  })
}
