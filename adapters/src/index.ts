/**
 * @boleteria/adapters: the browser-only layers of core's ports. The KeyValueStore over
 * localStorage, the TabChannel over BroadcastChannel (or storage events), the browser's ids,
 * tracking pixels, and one layer composing them with core's HTTP Api and real clock
 * (@boleteria/core/http, which every JS runtime can run).
 */
export * from "./browser/browserStorage.js"
export * from "./browser/storageNames.js"
export * from "./browser/localStorageKeyValueStore.js"
export type { BroadcastChannelConstructor, StorageEventSource } from "./browser/tabTransports.js"
export * from "./browser/broadcastTabChannel.js"
export * from "./browser/browserIds.js"
export * from "./browser/pixelTelemetry.js"
export * from "./browser/fingerprint.js"
export * from "./layers.js"
