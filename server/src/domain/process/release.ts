import { isRefusal, PurchaseLocked } from "@boleteria/core"
import type { Database } from "../../db/database.js"
import { releaseHolds } from "../../store/purchases/holds.js"
import { markInvalidated } from "../../store/purchases/processes.js"
import { chargeInFlight, findProcess, openProcess, type PurchaseCaller } from "./access.js"

/**
 * invalidar: frees everything the process holds and closes it. Idempotent: an invalidated or
 * expired process answers the same (the shop invalidates on expiry, INV011). A paid process, or one
 * with a payment on its way, cannot be undone here.
 */
export const invalidateProcess = (db: Pick<Database, "transaction">, processId: number, caller: PurchaseCaller) =>
  db.transaction(async (tx) => {
    const process = await findProcess(tx, processId, caller, { lock: true })
    if (isRefusal(process)) return process
    if (process.state === "PAID") return new PurchaseLocked({ key: "problems.purchase.paidCannotCancel" })
    if (chargeInFlight(process)) return new PurchaseLocked({ key: "problems.purchase.paymentInProgress" })
    if (process.state === "INVALIDATED") return null
    await releaseHolds(tx, processId)
    await markInvalidated(tx, processId)
    return null
  })

/** SoltarFuncion and SoltarGrupo: frees the places of one function; the rest of the cart stays. */
export const releaseFunction = (
  db: Pick<Database, "transaction">,
  processId: number,
  performanceId: number,
  caller: PurchaseCaller,
  now: number,
) =>
  db.transaction(async (tx) => {
    const process = await openProcess(tx, processId, caller, now, { lock: true })
    if (!isRefusal(process)) await releaseHolds(tx, processId, performanceId)
    return process
  })
