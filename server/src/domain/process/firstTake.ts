import type { PurchaseProcess } from "@boleteria/core"
import type { Queryable } from "../../db/database.js"
import { firstTake } from "../../store/purchases/firstTake.js"
import { purchaseKeyHash } from "./purchaseKey.js"
import type { ProcessToStart } from "./take.js"
import { viewOfPlaces } from "./view.js"

/**
 * A shopper's first take as one statement (store/purchases/firstTake.ts), shared with the first takes
 * that arrive with it: it starts the process and
 * holds every seat, or writes nothing and answers null, and the careful way (takeSeats in a
 * transaction) then says why, by name.
 */
export const startHoldingSeats = async (
  db: Queryable,
  process: ProcessToStart,
  performanceId: number,
  seatIds: ReadonlyArray<number>,
  now: number,
  withoutTurn: boolean,
): Promise<PurchaseProcess | null> => {
  const rows = await firstTake(db, {
    process: { ...process, keyHash: purchaseKeyHash(process.purchaseKey) },
    performanceId,
    seatIds: [...new Set(seatIds)],
    now,
    withoutTurn,
  })
  const first = rows[0]
  return first === undefined ? null : viewOfPlaces({ ...first, purchaseKey: process.purchaseKey }, rows)
}
