import type { Database } from "../../db/database.js"
import { conflict } from "../../http/problems.js"
import { releaseHolds } from "../holds.js"
import { chargeInFlight, findProcess, requireOpen, type OpenedProcess, type PurchaseCaller } from "./access.js"

/**
 * invalidar: frees everything the process holds and closes it. Idempotent: an invalidated or
 * expired process answers the same (the shop invalidates on expiry, INV011). A paid process, or one
 * with a payment on its way, cannot be undone here.
 */
export const invalidateProcess = (
  db: Pick<Database, "transaction">,
  processId: number,
  caller: PurchaseCaller,
): Promise<void> =>
  db.transaction(async (tx) => {
    const process = await findProcess(tx, processId, caller, { lock: true })
    if (process.state === "PAID") throw conflict("problems.purchase.paidCannotCancel")
    if (chargeInFlight(process)) throw conflict("problems.purchase.paymentInProgress")
    if (process.state === "INVALIDATED") return
    await releaseHolds(tx, processId)
    await tx.query("UPDATE purchase_processes SET state = 'INVALIDATED' WHERE id = $1", [processId])
  })

/** SoltarFuncion and SoltarGrupo: frees the places of one function; the rest of the cart stays. */
export const releaseFunction = (
  db: Pick<Database, "transaction">,
  processId: number,
  performanceId: number,
  caller: PurchaseCaller,
  now: number,
): Promise<OpenedProcess> =>
  db.transaction(async (tx) => {
    const process = await findProcess(tx, processId, caller, { lock: true })
    requireOpen(process, now)
    await releaseHolds(tx, processId, performanceId)
    return process
  })
