import { isRefusal, type Refusal } from "@boleteria/core"
import type { Database, Queryable } from "../../db/database.js"
import { refusingTransaction } from "../transaction.js"
import { closedRefusal, findProcess, type OpenedProcess, type PurchaseCaller } from "./access.js"
import { cancelWaitingWallet } from "./walletTakeover.js"

/**
 * A checkout step's change (delivery, products, payment method), in one transaction under the
 * process's row lock: a change abandons a wallet payment the shopper left waiting (the Back button,
 * docs/payments.md), then needs a process that can still change. Answers what `work` answers, or
 * why not; a refusal rolls back whatever was written.
 */
export const changeProcess = <T>(
  db: Pick<Database, "transaction">,
  processId: number,
  caller: PurchaseCaller,
  now: number,
  work: (tx: Queryable, process: OpenedProcess) => Promise<T | Refusal>,
): Promise<T | Refusal> =>
  refusingTransaction(db, async (tx) => {
    const found = await findProcess(tx, processId, caller, { lock: true })
    if (isRefusal(found)) return found
    const process = { ...found, ...(await cancelWaitingWallet(tx, found, now)) }
    return closedRefusal(process, now) ?? work(tx, process)
  })
