import { Api } from "@boleteria/core"
import type { Clock, Ids, KeyValueStore, TabChannel, Telemetry, TenantConfig } from "@boleteria/core"
import { layerSystemClock, makeDeferredHttpApi } from "@boleteria/core/http"
import * as Layer from "effect/Layer"
import { browserStorage } from "./browser/browserStorage.js"
import { layerBroadcastTabChannel } from "./browser/broadcastTabChannel.js"
import { drawTabId, layerBrowserIds } from "./browser/browserIds.js"
import { makeDeviceFingerprint } from "./browser/fingerprint.js"
import { layerLocalStorage } from "./browser/localStorageKeyValueStore.js"
import { layerPixelTelemetry } from "./browser/pixelTelemetry.js"

export interface BrowserLayerOptions {
  readonly tenant: TenantConfig
  /** The signed-in shopper's session token; null when signed out. */
  readonly token: () => string | null
  /** The key this tab holds for a purchase (X-Clave-Proceso); null for a purchase it does not hold. */
  readonly purchaseKey: (idProcesoDeCompra: number) => string | null
  /** Told the API path of a 401, so the shop can send the shopper to login with nextUrl. */
  readonly onUnauthorized?: (path: string) => void
  /** The language the shop shows: the API answers catalogue names and documents in it. */
  readonly language?: () => string
  /** The waiting room's turn (the colaTurno preference), sent on the take calls; null for none. */
  readonly queueTurn?: () => string | null
  /** The visitor's country (the cc preference), sent as the country header where the contract reads it; null for none. */
  readonly country?: () => string | null
}

export type BrowserServices = Api | KeyValueStore | TabChannel | Clock | Ids | Telemetry

/** Once the first page has had its turn: the browser is idle, or two seconds have passed. */
const whenIdle = (work: () => void): void => {
  if (typeof globalThis.requestIdleCallback === "function") globalThis.requestIdleCallback(work, { timeout: 2000 })
  else setTimeout(work, 2000)
}

/**
 * Every port of core for one tab of the shop: the Api over tenant.apiBase and the browser's own
 * services. The Api comes with the billboard's calls; the rest of the endpoint table loads when the
 * browser is next idle, so the first download stays small and a purchase never waits for it.
 */
export const browserLayer = (options: BrowserLayerOptions): Layer.Layer<BrowserServices> => {
  const storage = browserStorage()
  const { api, preload } = makeDeferredHttpApi({
    baseUrl: options.tenant.apiBase,
    token: options.token,
    purchaseKey: options.purchaseKey,
    fingerprint: makeDeviceFingerprint(storage),
    ...(options.language === undefined ? {} : { language: options.language }),
    ...(options.onUnauthorized === undefined ? {} : { onUnauthorized: options.onUnauthorized }),
    ...(options.queueTurn === undefined ? {} : { queueTurn: options.queueTurn }),
    ...(options.country === undefined ? {} : { country: options.country }),
  })
  // A failed preload is tried again by the first call that needs the rest.
  whenIdle(() => void preload().catch(() => undefined))
  return Layer.mergeAll(
    Layer.succeed(Api, api),
    layerLocalStorage(storage),
    layerBroadcastTabChannel({ tabId: drawTabId(), storage }),
    layerSystemClock,
    layerBrowserIds(),
    layerPixelTelemetry(options.tenant.telemetryPixelUrl),
  )
}
