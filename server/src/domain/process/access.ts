import {
  isRefusal,
  PurchaseClosed,
  PurchaseLocked,
  PurchaseNotFound,
  PurchaseSessionRequired,
  type Caller,
} from "@boleteria/core"
import type { Database, Queryable } from "../../db/database.js"
import { adoptProcess, processById, type ProcessRow } from "../../store/purchases/processes.js"
import { customerIdOf } from "../customers/sessions.js"
import { refusingTransaction } from "../transaction.js"
import { keyOpens } from "./purchaseKey.js"

const EXPIRED = "problems.purchase.expired"
const canceled = () => new PurchaseClosed({ key: "problems.purchase.canceled" })

/** Charge states that mean money may be on its way: the cart cannot change under them. */
const CHARGE_IN_FLIGHT = new Set(["VERIFICANDO", "PROCESANDO", "REQUIERE_3DS", "PENDIENTE_CONFIRMACION"])

export const chargeInFlight = (process: ProcessRow): boolean =>
  process.charge_state !== null && CHARGE_IN_FLIGHT.has(process.charge_state)

/**
 * A wallet payment still waiting for the shopper on the wallet's page (left there by the browser's
 * Back button, say): a card may take the purchase over (docs/payments.md, walletTakeover.ts).
 */
export const walletAwaitsShopper = (process: ProcessRow): boolean =>
  process.charge_state === "PROCESANDO" && process.charge_method !== null

/** Active, but its 12 minutes are over: its holds already count as free. */
const isExpired = (process: ProcessRow, now: number): boolean =>
  process.state === "ACTIVE" && process.expires_at.getTime() <= now

/** Who calls on a purchase: the signed-in customer (by a valid token) and the key the call presented. */
export interface PurchaseCaller {
  readonly customerId: number | null
  readonly purchaseKey: string | null
}

/** A purchase call's caller as its headers say: the customer of its token (while valid) and the key it presented. */
export const purchaseCallerOf = async (db: Queryable, caller: Caller, now: number): Promise<PurchaseCaller> => ({
  customerId: await customerIdOf(db, caller.token, now),
  purchaseKey: caller.purchaseKey,
})

/** A process as a caller opened it: its row, and the key that opened it (every answer carries it back). */
export type OpenedProcess = ProcessRow & { readonly purchaseKey: string }

const NO_PROCESS = "problems.purchase.notFound"
export const noProcess = () => new PurchaseNotFound({ key: NO_PROCESS })

/** Why a caller may not open a purchase: none with that key, or a customer's without their token. */
type NotOpened = PurchaseNotFound | PurchaseSessionRequired

/**
 * The process, for a caller who holds its key. A wrong key answers exactly like a missing process
 * (404), so nobody learns which ids exist. A customer's process also needs that customer's token:
 * none asks for login (401), another's is a 404. An anonymous process is adopted by a signed-in
 * caller who holds its key (the browser that started it, now logged in), and is theirs from then on.
 */
export const findProcess = async (
  db: Queryable,
  processId: number,
  caller: PurchaseCaller,
  options: { readonly lock: boolean } = { lock: false },
): Promise<OpenedProcess | NotOpened> => {
  const { purchaseKey } = caller
  const process = await processById(db, processId, options.lock)
  if (process === null || !keyOpens(purchaseKey, process.key_hash)) return noProcess()
  const opened = { ...process, purchaseKey }
  if (process.customer_id === null) {
    if (caller.customerId === null) return opened
    await adoptProcess(db, processId, caller.customerId)
    return { ...opened, customer_id: caller.customerId }
  }
  if (caller.customerId === null) return new PurchaseSessionRequired({ key: "problems.session.invalid" })
  if (caller.customerId !== process.customer_id) return noProcess()
  return opened
}

/**
 * A process that can still change: active, within its time, with no payment on its way. Reading the
 * checkout's steps (`walletMayWait`) may also follow a wallet payment the shopper left waiting.
 */
export const closedRefusal = (
  process: ProcessRow,
  now: number,
  walletMayWait = false,
): PurchaseLocked | PurchaseClosed | null => {
  if (process.state === "PAID") return new PurchaseLocked({ key: "problems.purchase.paid" })
  if (process.state === "INVALIDATED") return canceled()
  if (isExpired(process, now)) return new PurchaseClosed({ key: EXPIRED })
  if (chargeInFlight(process) && !(walletMayWait && walletAwaitsShopper(process)))
    return new PurchaseLocked({ key: "problems.purchase.paymentInProgress" })
  return null
}

/** Readable while it lives, and once paid (its order is what it became); else why not. */
export const goneRefusal = (process: ProcessRow, now: number): PurchaseClosed | null => {
  if (process.state === "INVALIDATED") return canceled()
  if (isExpired(process, now)) return new PurchaseClosed({ key: EXPIRED })
  return null
}

/** The process, for its caller, when it can still change (`closedRefusal`); else why not. */
export const openProcess = async (
  db: Queryable,
  processId: number,
  caller: PurchaseCaller,
  now: number,
  options: { readonly lock?: boolean; readonly walletMayWait?: boolean } = {},
): Promise<OpenedProcess | NotOpened | PurchaseLocked | PurchaseClosed> => {
  const process = await findProcess(db, processId, caller, { lock: options.lock ?? false })
  if (isRefusal(process)) return process
  return closedRefusal(process, now, options.walletMayWait) ?? process
}

/**
 * A service's transaction on the caller's open process (`openProcess`, its row locked): what `work`
 * does with it, or why it is not open. A refusal from either rolls the transaction back.
 */
export const inOpenProcess = <T>(
  db: Pick<Database, "transaction">,
  processId: number,
  caller: PurchaseCaller,
  now: number,
  work: (tx: Queryable, process: OpenedProcess) => Promise<T>,
) =>
  refusingTransaction(db, async (tx) => {
    const process = await openProcess(tx, processId, caller, now, { lock: true })
    return isRefusal(process) ? process : work(tx, process)
  })

/** The process, for its caller, while it is readable (`goneRefusal`); else why not. */
export const visibleProcess = async (
  db: Queryable,
  processId: number,
  caller: PurchaseCaller,
  now: number,
): Promise<OpenedProcess | NotOpened | PurchaseClosed> => {
  const process = await findProcess(db, processId, caller)
  if (isRefusal(process)) return process
  return goneRefusal(process, now) ?? process
}
