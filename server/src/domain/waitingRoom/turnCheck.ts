import { isRefusal, TurnPurchaseOpen, TurnRefused, type Caller, type Refusal } from "@boleteria/core"
import type { Queryable } from "../../db/database.js"
import {
  adoptTurnPurchase,
  claimPurchase,
  recordTurnPurchase,
  releasePurchaseClaim,
  turnPlaceOf,
} from "../../store/waitingRoom/turns.js"
import { shopperKeysOf } from "./shopper.js"
import { turnSecretOf } from "./turnSecret.js"
import { readTurn, turnIsFor } from "./turnToken.js"

type TurnProblem = "turnRequired" | "turnInvalid" | "turnOtherFunction" | "turnExpired"

const refused = (problem: TurnProblem) => new TurnRefused({ key: `problems.queue.${problem}` })

/**
 * A take that started a purchase with a turn holds the turn's claim this long at most before the
 * purchase is written on the turn: a take that died meanwhile does not keep the turn from buying.
 */
const CLAIM_MS = 30_000

/** What the waiting room asks of a take (docs/waiting-room.md). */
export interface TurnGate {
  /**
   * The refusal (a 403) unless the caller may take from the function now, else null. A function whose room is on
   * needs the shopper's live turn for it (x-cola-turno): one this server signed, for this function,
   * the caller's own (its keyed tag is one of their device's or account's), not expired and not
   * given up; anything else is a 403 saying which. A function without a room (or the tenant's queue
   * off) asks for nothing: one indexed read when the flag is on.
   */
  readonly require: () => Promise<TurnRefused | null>
  /**
   * The tenant's queue is on and the caller brought no turn: a take can then go ahead only where the
   * function has no room on, which a first take asks in its own statement instead of `require`.
   */
  readonly withoutTurn: boolean
  /**
   * Runs a take that starts a purchase (`processId` 0) as the turn's one open purchase: while a
   * purchase it started is open (not paid, canceled or expired), or another take is starting one,
   * a second is refused with a 409 (problems.queue.purchaseOpen). Takes into an open purchase, and
   * takes without a turn (judged by `require`), just run. A take refused gives the claim back.
   * `startedAlready` finds the purchase this very take started before, if it is a resend (its
   * Idempotency-Key's): when that is the turn's purchase, the resend is answered it, not the 409.
   */
  readonly startingPurchase: <T extends { readonly idProcesoDeCompra: number } | Refusal>(
    processId: number,
    take: () => Promise<T>,
    startedAlready?: () => Promise<T | null>,
  ) => Promise<T | TurnPurchaseOpen>
}

export const turnGate = (
  db: Queryable,
  queueOn: boolean,
  performanceId: number,
  turn: string | undefined,
  caller: Caller,
  now: number,
): TurnGate => {
  const claimsOf = async () => (turn === undefined ? null : readTurn(turn, await turnSecretOf(db)))
  return {
    withoutTurn: queueOn && turn === undefined,
    require: async () => {
      if (!queueOn) return null
      const secret = await turnSecretOf(db)
      const claims = turn === undefined ? null : readTurn(turn, secret)
      const row = await turnPlaceOf(db, performanceId, claims?.entryId ?? 0)
      if (row === null) return null
      if (turn === undefined) return refused("turnRequired")
      if (claims === null) return refused("turnInvalid")
      if (claims.performanceId !== performanceId) return refused("turnOtherFunction")
      if (claims.expiresAt <= now) return refused("turnExpired")
      if (!turnIsFor(claims, await shopperKeysOf(db, caller, now), secret)) return refused("turnInvalid")
      if (row.state !== "INSIDE" || (row.turn_expires_at?.getTime() ?? 0) <= now) return refused("turnExpired")
      return null
    },
    startingPurchase: async (processId, take, startedAlready) => {
      const claims = processId === 0 && queueOn ? await claimsOf() : null
      // Someone else's turn claims nothing: the take's own check refuses it (403).
      const own =
        claims !== null &&
        claims.performanceId === performanceId &&
        turnIsFor(claims, await shopperKeysOf(db, caller, now), await turnSecretOf(db))
      if (!own) return take()
      if (!(await claimPurchase(db, claims.entryId, new Date(now), new Date(now - CLAIM_MS)))) {
        // A resend of the take that started the turn's purchase: the same purchase again. One whose
        // server died before writing it on the turn (its claim still held) writes it now.
        const started = await startedAlready?.()
        const resent =
          started != null &&
          !isRefusal(started) &&
          (await adoptTurnPurchase(db, claims.entryId, started.idProcesoDeCompra))
        return resent ? started : new TurnPurchaseOpen({ key: "problems.queue.purchaseOpen" })
      }
      const unclaim = () => releasePurchaseClaim(db, claims.entryId)
      try {
        const started = await take()
        if (isRefusal(started)) {
          await unclaim()
          return started
        }
        await recordTurnPurchase(db, claims.entryId, started.idProcesoDeCompra)
        return started
      } catch (error) {
        await unclaim()
        throw error
      }
    },
  }
}
