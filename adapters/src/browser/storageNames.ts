// Without Effect: a shop reads storage and hears its other tabs before its ports load (ui/src/app/shop.ts).

/** Every key of the shop starts with this, so its keys never meet another app's on the same origin. */
export const DEFAULT_KEY_PREFIX = "boleteria."

/** The shop's tabs hear each other on this channel (BroadcastChannel, or the storage-event fallback). */
export const DEFAULT_CHANNEL_NAME = "boleteria"
