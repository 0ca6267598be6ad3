import {
  extensionsLeft,
  HOLD_EXTENSION_REFUSALS,
  holdExtensionRefusal,
  NOTHING_HELD_TO_EXTEND,
  type HoldExtension,
  type HoldExtensionPolicy,
} from "@boleteria/core"
import type { Database } from "../../db/database.js"
import { badRequest, HttpProblem } from "../../http/problems.js"
import { findProcess, requireOpen, type PurchaseCaller } from "./access.js"

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
): Promise<HoldExtension> =>
  db.transaction(async (tx) => {
    const process = await findProcess(tx, processId, caller, { lock: true })
    requireOpen(process, now)
    const refusal = holdExtensionRefusal(policy, {
      msLeft: process.expires_at.getTime() - now,
      used: process.extensions,
    })
    if (refusal !== null) {
      const { status, key } = HOLD_EXTENSION_REFUSALS[refusal]
      throw new HttpProblem(status, key)
    }
    const expiresAt = new Date(now + policy.holdMs)
    const moved = await tx.query(
      // greatest: a booked place is held until its booking lapses, which may be later.
      "UPDATE place_claims SET expires_at = greatest(expires_at, $3) WHERE process_id = $1 AND state = 'HELD' AND expires_at > $2",
      [processId, new Date(now), expiresAt],
    )
    if (moved.rowCount === 0) throw badRequest(NOTHING_HELD_TO_EXTEND)
    const { rows } = await tx.query<{ extensions: number }>(
      "UPDATE purchase_processes SET expires_at = $2, extensions = extensions + 1 WHERE id = $1 RETURNING extensions",
      [processId, expiresAt],
    )
    const extensions = rows[0]?.extensions ?? process.extensions + 1
    return {
      idProcesoDeCompra: processId,
      dVencimiento: expiresAt.toISOString(),
      nExtensiones: extensions,
      nExtensionesRestantes: extensionsLeft(policy, extensions),
    }
  })
