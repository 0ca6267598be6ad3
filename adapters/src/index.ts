/**
 * @boleteria/adapters: the browser and HTTP layers of core's ports. The Api over fetch,
 * the KeyValueStore over localStorage, the TabChannel over BroadcastChannel (or storage
 * events), the browser's clock and ids, tracking pixels, and one layer composing them.
 */
export * from "./http/httpApi.js"
export type { HttpApiOptions } from "./http/httpCall.js"
export * from "./browser/browserStorage.js"
export * from "./browser/localStorageKeyValueStore.js"
export type { BroadcastChannelConstructor, StorageEventSource } from "./browser/tabTransports.js"
export * from "./browser/broadcastTabChannel.js"
export * from "./browser/browserClock.js"
export * from "./browser/browserIds.js"
export * from "./browser/pixelTelemetry.js"
export * from "./browser/fingerprint.js"
export * from "./layers.js"
