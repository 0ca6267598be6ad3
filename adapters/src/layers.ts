import type { Api, Clock, Ids, KeyValueStore, TabChannel, Telemetry, TenantConfig } from "@boleteria/core"
import * as Layer from "effect/Layer"
import { browserStorage } from "./browser/browserStorage.js"
import { layerBroadcastTabChannel } from "./browser/broadcastTabChannel.js"
import { layerBrowserClock } from "./browser/browserClock.js"
import { drawTabId, layerBrowserIds } from "./browser/browserIds.js"
import { makeDeviceFingerprint } from "./browser/fingerprint.js"
import { layerLocalStorage } from "./browser/localStorageKeyValueStore.js"
import { layerPixelTelemetry } from "./browser/pixelTelemetry.js"
import { layerHttpApi } from "./http/httpApi.js"

export interface BrowserLayerOptions {
  readonly tenant: TenantConfig
  /** The signed-in shopper's session token; null when signed out. */
  readonly token: () => string | null
  /** Told the API path of a 401, so the shop can send the shopper to login with nextUrl. */
  readonly onUnauthorized?: (path: string) => void
}

export type BrowserServices = Api | KeyValueStore | TabChannel | Clock | Ids | Telemetry

/** Every port of core for one tab of the shop: the Api over tenant.apiBase and the browser's own services. */
export const browserLayer = (options: BrowserLayerOptions): Layer.Layer<BrowserServices> => {
  const storage = browserStorage()
  return Layer.mergeAll(
    layerHttpApi({
      baseUrl: options.tenant.apiBase,
      token: options.token,
      fingerprint: makeDeviceFingerprint(storage),
      ...(options.onUnauthorized === undefined ? {} : { onUnauthorized: options.onUnauthorized }),
    }),
    layerLocalStorage(storage),
    layerBroadcastTabChannel({ tabId: drawTabId(), storage }),
    layerBrowserClock,
    layerBrowserIds(),
    layerPixelTelemetry(options.tenant.telemetryPixelUrl),
  )
}
