import { PurchaseLocked } from "@boleteria/core"
import type { Queryable } from "../../db/database.js"
import { cancelChargeRow, type ChargeRow } from "../../store/payments/charges.js"
import { chooseCreditCard, type ProcessRow } from "../../store/purchases/processes.js"
import { walletAwaitsShopper } from "./access.js"
import { isWalletCharge } from "./chargeRecord.js"

const ABANDONED_MESSAGE = "Volviste a la compra: cancelamos el pago con la billetera."

/**
 * The shopper came back from a wallet's page without paying (the browser's Back button) and changes
 * the purchase or pays by card (docs/payments.md): under the process's lock, the wallet payment that
 * waited for them is cancelled, since it was for the purchase as it was. An approval of it that
 * arrives later is given back once (wallets/notification.ts). Answers the process's charge state now.
 */
export const cancelWaitingWallet = async (
  tx: Queryable,
  process: ProcessRow,
  now: number,
): Promise<Pick<ProcessRow, "charge_state">> => {
  if (!walletAwaitsShopper(process)) return { charge_state: process.charge_state }
  const why = { message: ABANDONED_MESSAGE, reason: "CANCELADO_POR_EL_COMPRADOR" } as const
  await cancelChargeRow(tx, process.id, "waitingWallet", why, now)
  return { charge_state: "CANCELADO" }
}

/**
 * The card method a card Cobrar pays with when the purchase's method is still the wallet's (no card
 * chosen since Cobrar2): the credit card, as the shop's card form offers first.
 */
const cardMethodFor = async (tx: Queryable, process: ProcessRow, charge: ChargeRow): Promise<number | null> => {
  if (process.payment_method !== charge.payment_method) return process.payment_method
  return chooseCreditCard(tx, process.id)
}

/**
 * A card Cobrar on a purchase whose charge is a wallet's, under the process's lock: an approved one
 * means the purchase is paid (409, the card is never charged); one waiting for the shopper is
 * cancelled and the card goes on (with the card method chosen, or the credit card); one the wallet
 * is still creating or that waits for cash is a payment on its way (409). Answers the process as the
 * card sees it.
 */
export const takeOverWalletAttempt = async (
  tx: Queryable,
  process: ProcessRow,
  charge: ChargeRow | null,
  now: number,
): Promise<ProcessRow | PurchaseLocked> => {
  if (charge === null || !isWalletCharge(charge)) return process
  if (charge.state === "APROBADO") return new PurchaseLocked({ key: "problems.purchase.paid" })
  if (charge.state === "RECHAZADO" || charge.state === "CANCELADO") return process
  if (!walletAwaitsShopper(process)) return new PurchaseLocked({ key: "problems.purchase.paymentInProgress" })
  const cancelled = await cancelWaitingWallet(tx, process, now)
  return { ...process, ...cancelled, payment_method: await cardMethodFor(tx, process, charge) }
}
