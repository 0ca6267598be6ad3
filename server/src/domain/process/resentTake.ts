import { isRefusal, PlacesTaken, type PurchaseProcess, type Refusal } from "@boleteria/core"
import type { Queryable } from "../../db/database.js"
import { isKeyHashTaken, processIdByKeyHash } from "../../store/purchases/keyedProcess.js"
import { visibleProcess, type PurchaseCaller } from "./access.js"
import { purchaseKeyFrom, purchaseKeyHash } from "./purchaseKey.js"
import { purchaseView } from "./view.js"

/**
 * The purchase a first take with this Idempotency-Key started, as GET /v2/Proceso/{id} answers it to
 * this caller: its view (its id, its key, its places), a 404 for another customer, a refusal once
 * it is closed; null when no take with the key started one.
 */
const purchaseStartedWith = async (
  db: Queryable,
  idempotencyKey: string,
  caller: PurchaseCaller,
  now: number,
): Promise<PurchaseProcess | Refusal | null> => {
  const purchaseKey = purchaseKeyFrom(idempotencyKey)
  const id = await processIdByKeyHash(db, purchaseKeyHash(purchaseKey))
  if (id === null) return null
  const process = await visibleProcess(db, id, { customerId: caller.customerId, purchaseKey }, now)
  return isRefusal(process) ? process : purchaseView(db, process, now)
}

/** What a first take needs to be answered again: its Idempotency-Key (null without one), who calls, and when. */
export interface FirstTakeCall {
  readonly idempotencyKey: string | null
  readonly caller: PurchaseCaller
  readonly now: number
}

/** The look-up of the purchase this call's Idempotency-Key started (`purchaseStartedWith`); none without a key. */
export const startedWithKeyOf = (
  db: Queryable,
  call: FirstTakeCall,
): (() => Promise<PurchaseProcess | Refusal | null>) | undefined => {
  const { idempotencyKey } = call
  return idempotencyKey === null ? undefined : () => purchaseStartedWith(db, idempotencyKey, call.caller, call.now)
}

/**
 * Runs a take with id 0; when it is the resend of one that started a purchase, answers that purchase
 * instead of a second. It does not look first, the hold path being the shop's hottest call: the new
 * process's key is derived from the Idempotency-Key, so its insert meets the first one's in the
 * unique index (23505). A best-available take may be refused before it inserts (the first one took
 * the sector's last places): a 409 of a take with a key answers the key's open process, if there is one.
 */
export const answeredOncePerKey = async <T extends PurchaseProcess | Refusal>(
  db: Queryable,
  call: FirstTakeCall,
  take: () => Promise<T>,
): Promise<T | PurchaseProcess | Refusal> => {
  const startedAlready = startedWithKeyOf(db, call)
  if (startedAlready === undefined) return take()
  try {
    const taken = await take()
    if (!(taken instanceof PlacesTaken)) return taken
    const started = await startedAlready()
    return started === null || isRefusal(started) ? taken : started
  } catch (error) {
    if (!isKeyHashTaken(error)) throw error
    const started = await startedAlready()
    if (started === null) throw error
    return started
  }
}
