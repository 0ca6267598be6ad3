import { ChargeNotCancellable, ChargeNotFound, isRefusal, PurchaseLocked, type PaymentStatus } from "@boleteria/core"
import type { ServerDeps } from "../../deps.js"
import type { ProviderAnswer } from "../../payments/provider.js"
import { cancelChargeRow, chargeOf, type ChargeRow } from "../../store/payments/charges.js"
import { processById } from "../../store/purchases/processes.js"
import { IN_FLIGHT, isWalletCharge, knownCharge, paymentStatusOf } from "./chargeRecord.js"
import { mailOrderConfirmation } from "./orderMail.js"
import { recordAnswer } from "./settle.js"

type PaymentDeps = Pick<ServerDeps, "db" | "providers" | "now" | "mail" | "tenant" | "log">

/** States the processor may still move on; the others are final for this attempt. */
const UNSETTLED = new Set<ChargeRow["state"]>([IN_FLIGHT, "PROCESANDO", "REQUIERE_3DS", "PENDIENTE_CONFIRMACION"])

/**
 * A charge in flight is Cobrar's to settle while its processor call may still be running; past this
 * (longer than any processor call) its answer was lost, e.g. the server stopped, and polls ask.
 */
export const IN_FLIGHT_GRACE_MS = 30_000

const cobrarMayStillAnswer = (charge: ChargeRow, now: number): boolean =>
  charge.state === IN_FLIGHT && now - charge.updated_at.getTime() < IN_FLIGHT_GRACE_MS

const chargeOrRefusal = async (deps: PaymentDeps, processId: number): Promise<ChargeRow | ChargeNotFound> =>
  (await chargeOf(deps.db, processId)) ?? new ChargeNotFound({ key: "problems.payment.noCharge" })

/** Records a changed answer (selling or refunding on approval) and answers the charge as it now stands. */
const settleWith = async (deps: PaymentDeps, charge: ChargeRow, answer: ProviderAnswer): Promise<PaymentStatus> => {
  if (answer.state !== charge.state) {
    const orderId = await recordAnswer(deps.db, deps.providers, charge.process_id, charge, answer, deps.now())
    if (orderId !== null) mailOrderConfirmation(deps, orderId)
  }
  return paymentStatusOf((await chargeOf(deps.db, charge.process_id)) ?? charge)
}

/**
 * What the payment verification polls (/v3/procesodecompra/{id}, proceso/confirmacion): an unsettled
 * charge is asked about again, so a card that settles later is approved on the first poll after it
 * does. The caller has checked who may see the process.
 */
export const currentPaymentStatus = async (
  deps: PaymentDeps,
  processId: number,
): Promise<PaymentStatus | ChargeNotFound> => {
  const charge = await chargeOrRefusal(deps, processId)
  if (isRefusal(charge)) return charge
  // A wallet's payment is settled by the wallet's notification (walletNotification.ts), never asked of the card processor.
  if (isWalletCharge(charge)) return paymentStatusOf(charge)
  if (!UNSETTLED.has(charge.state) || cobrarMayStillAnswer(charge, deps.now())) return paymentStatusOf(charge)
  return settleWith(deps, charge, await deps.providers.card.status(knownCharge(charge), deps.now()))
}

/** The shopper came back from the 3-D Secure page: the processor decides, and the charge settles. */
export const finishThreeDs = async (deps: PaymentDeps, processId: number): Promise<PaymentStatus | ChargeNotFound> => {
  const charge = await chargeOrRefusal(deps, processId)
  if (isRefusal(charge)) return charge
  if (charge.state !== "REQUIERE_3DS") return paymentStatusOf(charge)
  return settleWith(deps, charge, await deps.providers.card.confirmThreeDs(knownCharge(charge), deps.now()))
}

/**
 * Cobrar/Cancelar: a charge still processing or waiting for 3-D Secure ends CANCELADO; the holds stay.
 * One in flight cannot: the processor is deciding it, and its answer must still be recorded.
 */
export const cancelCharge = (
  deps: Pick<ServerDeps, "db" | "now">,
  processId: number,
): Promise<ChargeNotCancellable | PurchaseLocked | null> =>
  deps.db.transaction(async (tx) => {
    await processById(tx, processId, true)
    const charge = await chargeOf(tx, processId, true)
    if (charge?.state === "APROBADO") return new ChargeNotCancellable({ key: "problems.payment.approvedCannotCancel" })
    if (charge?.state === "PENDIENTE_CONFIRMACION")
      return new ChargeNotCancellable({ key: "problems.payment.awaitingBankCannotCancel" })
    if (charge?.state === IN_FLIGHT) return new PurchaseLocked({ key: "problems.purchase.paymentInProgress" })
    if (charge?.state !== "PROCESANDO" && charge?.state !== "REQUIERE_3DS") return null
    const why = { message: "Cancelaste el pago.", reason: "CANCELADO_POR_EL_COMPRADOR" } as const
    await cancelChargeRow(tx, processId, "byShopper", why, deps.now())
    return null
  })
