import { NoShopperIdentity, type Caller } from "@boleteria/core"
import type { Queryable } from "../../db/database.js"
import { customerIdOf } from "../customers/sessions.js"

/**
 * Who holds a place: the signed-in customer when a valid token comes (one place on every device),
 * and the device by its fingerprint (one place for every tab). `keys` are the ones the caller may
 * hold a place or a turn under, the customer's first; `joinAs` the one a new place is taken under.
 */
export interface Shopper {
  readonly keys: ReadonlyArray<string>
  readonly joinAs: string
}

/** The keys of a caller, or none: no token and no fingerprint is nobody to keep a place for. */
export const shopperKeysOf = async (db: Queryable, caller: Caller, now: number): Promise<ReadonlyArray<string>> => {
  const customerId = await customerIdOf(db, caller.token, now)
  return [
    ...(customerId === null ? [] : [`c:${customerId}`]),
    ...(caller.deviceFingerprint === null ? [] : [`d:${caller.deviceFingerprint}`]),
  ]
}

/** The shopper of these keys (the customer's first); a 400 naming the fingerprint header for none. */
export const shopperFromKeys = (keys: ReadonlyArray<string>): Shopper | NoShopperIdentity => {
  const [joinAs] = keys
  if (joinAs === undefined)
    return new NoShopperIdentity({ key: "problems.queue.noIdentity", field: "x-device-fingerprint" })
  return { keys, joinAs }
}

/** The shopper a queue call is for; a 400 naming the fingerprint header when there is none. */
export const shopperOf = async (db: Queryable, caller: Caller, now: number): Promise<Shopper | NoShopperIdentity> =>
  shopperFromKeys(await shopperKeysOf(db, caller, now))
