import * as Option from "effect/Option"
import * as Schema from "effect/Schema"
import { Id } from "../contract/common.js"
import { PurchaseProcess } from "../contract/purchase.js"
import { User } from "../contract/session.js"
import { BusinessProcess, BusinessTimer } from "../contract/timer.js"
import { LastPurchase } from "../machines/cart/cart.events.js"
import { PERSISTED_KEYS, type PersistedKey } from "../ports/KeyValueStore.js"
import type { PersistedKeys } from "./persisted.js"

const Text = Schema.NullOr(Schema.String)

/** How each persisted key decodes from what storage kept (apart from persisted.ts: only a starting tab reads storage). */
const PERSISTED_SCHEMAS: { readonly [K in PersistedKey]: Schema.Decoder<PersistedKeys[K]> } = {
  businessProcess: BusinessProcess,
  colaTurno: Text,
  navegation: Schema.Struct({ LastFunction: Text, cRedirect: Text }),
  businessTimer: BusinessTimer,
  procesoCompra: Schema.NullOr(PurchaseProcess),
  user: Schema.NullOr(User),
  token: Text,
  locale: Text,
  cc: Text,
  lastPurchase: Schema.NullOr(LastPurchase),
  extrasConfirmed: Schema.NullOr(Id),
}

const decodeStored = (key: PersistedKey, text: string | undefined): Option.Option<unknown> =>
  text === undefined
    ? Option.none()
    : Schema.decodeUnknownOption(Schema.fromJsonString(PERSISTED_SCHEMAS[key] as Schema.Decoder<unknown>))(text)

/**
 * What storage kept, read key by key (`stored` gives a key's JSON text): a key that is missing or
 * does not decode (damaged, or written by an older shop) comes back as `atRest` has it. A purchase
 * whose procesoCompra does not decode (one kept before purchases had keys) is dropped with its
 * clock: without its key no call could go on with it, and the server lets its holds expire.
 */
export const readPersistedKeys = (
  stored: (key: PersistedKey) => string | undefined,
  atRest: PersistedKeys,
): PersistedKeys => {
  const decoded = Object.fromEntries(PERSISTED_KEYS.map((key) => [key, decodeStored(key, stored(key))])) as Record<
    PersistedKey,
    Option.Option<unknown>
  >
  const keys = Object.fromEntries(
    PERSISTED_KEYS.map((key) => [key, Option.getOrElse(decoded[key], () => atRest[key])]),
  ) as unknown as PersistedKeys
  const lostPurchase = stored("procesoCompra") !== undefined && Option.isNone(decoded.procesoCompra)
  return lostPurchase ? { ...keys, businessTimer: atRest.businessTimer } : keys
}
