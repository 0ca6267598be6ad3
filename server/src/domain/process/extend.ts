import {
  extensionsLeft,
  HoldExtensionRefused,
  HoldExtensionsUsed,
  holdExtensionRefusal,
  NOTHING_HELD_TO_EXTEND,
  PurchaseClosed,
  type HoldExtensionPolicy,
} from "@boleteria/core"
import type { Database } from "../../db/database.js"
import { extendHolds } from "../../store/purchases/holds.js"
import { extendProcess } from "../../store/purchases/processes.js"
import { inOpenProcess, type PurchaseCaller } from "./access.js"

/** Each refusal of the tenant's rule (core's holdExtensionRefusal) as the contract declares it. */
const EXTENSION_REFUSALS = {
  off: () => new HoldExtensionRefused({ key: "problems.holdExtension.off" }),
  tooEarly: () => new HoldExtensionRefused({ key: "problems.holdExtension.tooEarly" }),
  limitReached: () => new HoldExtensionsUsed({ key: "problems.holdExtension.limitReached" }),
  expired: () => new PurchaseClosed({ key: "problems.purchase.expired" }),
}

/**
 * Extender: renews the hold of an open process to a full clock, by the tenant's rule (only in its
 * last minutes, a limited number of times), while it still holds places. Under the process's row
 * lock the count cannot be passed by two requests at once; its live holds move with it, so a
 * seat that another buyer took after it expired is never taken back.
 */
export const extendHold = (
  db: Pick<Database, "transaction">,
  processId: number,
  caller: PurchaseCaller,
  policy: HoldExtensionPolicy,
  now: number,
) =>
  inOpenProcess(db, processId, caller, now, async (tx, process) => {
    const refusal = holdExtensionRefusal(policy, {
      msLeft: process.expires_at.getTime() - now,
      used: process.extensions,
    })
    if (refusal !== null) return EXTENSION_REFUSALS[refusal]()
    const expiresAt = new Date(now + policy.holdMs)
    // A booked place is held until its booking lapses, which may be later: extendHolds keeps that.
    const moved = await extendHolds(tx, processId, now, expiresAt)
    if (moved === 0) return new HoldExtensionRefused({ key: NOTHING_HELD_TO_EXTEND })
    const extensions = await extendProcess(tx, processId, expiresAt)
    return {
      idProcesoDeCompra: processId,
      dVencimiento: expiresAt.toISOString(),
      nExtensiones: extensions,
      nExtensionesRestantes: extensionsLeft(policy, extensions),
    }
  })
