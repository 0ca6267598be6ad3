import * as Effect from "effect/Effect"
import type { HoldExtension } from "../../contract/holdExtension.js"
import {
  extensionsLeft,
  HOLD_EXTENSION_REFUSALS,
  holdExtensionPolicy,
  holdExtensionRefusal,
  NOTHING_HELD_TO_EXTEND,
} from "../../rules/holdExtension.js"
import { badRequest, HttpProblem } from "../problem.js"
import type { MemoryStore, ProcessRecord } from "../store.js"
import { placesOf } from "./claims.js"

/**
 * Renews an open process's hold to a full clock, by the tenant's rule, while it still holds places.
 * Its places expire with the process, so moving the process's deadline moves theirs.
 */
export const extendHold = (store: MemoryStore, process: ProcessRecord): Effect.Effect<HoldExtension, HttpProblem> => {
  const now = store.now()
  const policy = holdExtensionPolicy(store.tenant)
  const refusal = holdExtensionRefusal(policy, { msLeft: process.expiresAt - now, used: process.extensions })
  if (refusal !== null) return Effect.fail(new HttpProblem({ ...HOLD_EXTENSION_REFUSALS[refusal] }))
  if (!placesOf(store, process).some((claim) => claim.state === "HELD"))
    return Effect.fail(badRequest(NOTHING_HELD_TO_EXTEND))
  process.expiresAt = now + policy.holdMs
  process.extensions += 1
  return Effect.succeed({
    idProcesoDeCompra: process.id,
    dVencimiento: new Date(process.expiresAt).toISOString(),
    nExtensiones: process.extensions,
    nExtensionesRestantes: extensionsLeft(policy, process.extensions),
  })
}
