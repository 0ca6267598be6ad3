import {
  isRefusal,
  paymentLinkPath,
  PaymentLinkExpired,
  PaymentLinkNotFound,
  type AnswerLanguage,
  type PaymentLink,
  type PaymentLinkView,
  type PaymentProviderId,
} from "@boleteria/core"
import type { Database, Queryable } from "../../db/database.js"
import { hashToken, newToken } from "../../security/tokens.js"
import { chargeOf } from "../../store/payments/charges.js"
import { liveHoldCount } from "../../store/purchases/holds.js"
import { linkTokenHash, saveLink } from "../../store/purchases/links.js"
import { processById, type ProcessRow } from "../../store/purchases/processes.js"
import { findProcess, type PurchaseCaller } from "./access.js"
import { readyToPay } from "./charge.js"
import { paymentStatusOf } from "./chargeRecord.js"
import { deliveryTypes, extraProducts, paymentMethods } from "./checkout.js"
import { keyOpens } from "./purchaseKey.js"
import { purchaseView } from "./view.js"
import { viewInLanguage } from "./viewLanguage.js"

// Payment links (docs/payment-links.md): the token is a capability like the purchase key, kept
// hashed and compared in constant time (purchaseKey.ts); the link has no clock of its own.

/** 410: the link died with its hold. */
export const deadLink = () => new PaymentLinkExpired({ key: "problems.paymentLink.expired" })

/**
 * POST /v2/Proceso/{id}/LinkPago, for the purchase's signed-in owner: a purchase ready to pay
 * (places held, delivery and method chosen, no payment on its way) gets a new token; the last
 * link of the purchase stops working.
 */
export const makePaymentLink = (
  db: Pick<Database, "transaction">,
  processId: number,
  caller: PurchaseCaller & { readonly customerId: number },
  now: number,
) =>
  db.transaction(async (tx) => {
    const process = await findProcess(tx, processId, caller, { lock: true })
    if (isRefusal(process)) return process
    const ready = await readyToPay(tx, process, now)
    if (isRefusal(ready)) return ready
    const token = newToken()
    await saveLink(tx, processId, { tokenHash: hashToken(token), createdBy: caller.customerId, createdAt: now })
    return {
      cUrl: paymentLinkPath(processId, token),
      cToken: token,
      dVence: process.expires_at.toISOString(),
    } satisfies PaymentLink
  })

/**
 * The process a link opens: an unknown process, one without a link, or a token that is not its
 * link's all answer the same 404. `lock` holds the process's row until the transaction ends.
 */
export const linkedProcess = async (
  db: Queryable,
  processId: number,
  token: string,
  lock = false,
): Promise<ProcessRow | PaymentLinkNotFound> => {
  const process = keyOpens(token, await linkTokenHash(db, processId)) ? await processById(db, processId, lock) : null
  return process ?? new PaymentLinkNotFound({ key: "problems.paymentLink.notFound" })
}

export type LinkState = "open" | "paid" | "dead"

const secondsLeft = (deadline: number, now: number): number => Math.max(0, Math.floor((deadline - now) / 1000))

/** A link lives while its hold does: paid, it only shows what was bought; cancelled, expired or emptied, it is dead. */
const linkStateOf = async (db: Queryable, process: ProcessRow, now: number): Promise<LinkState> => {
  if (process.state === "PAID") return "paid"
  if (process.state === "INVALIDATED" || process.expires_at.getTime() <= now) return "dead"
  return (await liveHoldCount(db, process.id, now)) > 0 ? "open" : "dead"
}

/** The link's process while it may still be paid, else 410. */
export const linkOpen = async (
  db: Queryable,
  process: ProcessRow,
  now: number,
): Promise<ProcessRow | PaymentLinkExpired> => ((await linkStateOf(db, process, now)) === "open" ? process : deadLink())

/** The link's process while it is open or paid (a paid one is answered, never charged again), else 410. */
export const linkNotDead = async (
  db: Queryable,
  process: ProcessRow,
  now: number,
): Promise<Exclude<LinkState, "dead"> | PaymentLinkExpired> => {
  const state = await linkStateOf(db, process, now)
  return state === "dead" ? deadLink() : state
}

/** GET /v2/LinkPago/{id}: what the link pays, in the payer's language, never the purchase's key. */
export const paymentLinkView = async (
  db: Queryable,
  cardProvider: PaymentProviderId,
  process: ProcessRow,
  state: Exclude<LinkState, "dead">,
  now: number,
  language: AnswerLanguage,
): Promise<PaymentLinkView | PaymentLinkExpired> => {
  const cart = await viewInLanguage(db, await purchaseView(db, { ...process, purchaseKey: "" }, now), language)
  const delivery = (await deliveryTypes(db, language)).find((type) => type.idEntregaTipo === process.delivery_type_id)
  const method = (await paymentMethods(db, cardProvider, language)).find(
    (type) => type.nFormaDePago === process.payment_method,
  )
  // A link is made only once both are chosen, and neither can be unchosen afterwards.
  if (delivery === undefined || method === undefined) return deadLink()
  const charge = await chargeOf(db, process.id)
  return {
    idProcesoDeCompra: process.id,
    cEstado: state === "paid" ? "PAGADO" : "ABIERTO",
    listaFuncion: cart.listaFuncion,
    oCantidadTotal: cart.oCantidadTotal,
    fPrecioTotalFinal: cart.fPrecioTotalFinal,
    oEntregaTipo: delivery,
    listaProducto: (await extraProducts(db, process, language)).filter((product) => product.nCantidadSeleccionada > 0),
    oFormaDePago: method,
    dVencimiento: cart.dVencimiento,
    nSegundosRestantes: state === "paid" ? 0 : secondsLeft(process.expires_at.getTime(), now),
    oPago: charge === null ? null : paymentStatusOf(charge),
    fMontoPagado: charge?.state === "APROBADO" ? Number(charge.amount) : null,
  }
}
