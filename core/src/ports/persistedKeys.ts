// Without Effect: a shop reads these before its ports load (ui/src/app/shop.ts).

/**
 * The keys SPEC §3 keeps across reloads, the last purchase's id and key, and the purchase whose extras
 * were confirmed; everything else lives only in memory.
 */
export const PERSISTED_KEYS = [
  "businessProcess",
  "colaTurno",
  "navegation",
  "businessTimer",
  "procesoCompra",
  "user",
  "token",
  "locale",
  "cc",
  "lastPurchase",
  "extrasConfirmed",
] as const
export type PersistedKey = (typeof PERSISTED_KEYS)[number]
