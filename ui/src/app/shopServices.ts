import {
  Api,
  Clock,
  credentialsOf,
  endSessionOnUnauthorized,
  Ids,
  KeyValueStore,
  startLazyTab,
  TabChannel,
  Telemetry,
  type LazyTab,
  type MachineSettings,
} from "@boleteria/core"
import { browserLayer } from "@boleteria/adapters"
import * as Effect from "effect/Effect"
import * as ManagedRuntime from "effect/ManagedRuntime"
import { withGroupTexts } from "../i18n/i18n.js"
import { askWith } from "./askApi.js"
import { loadChunk } from "./chunkLoad.js"
import type { ShopOptions, ShopServices } from "./shop.js"
import { resolveVisitorCountry } from "./visitorCountry.js"

/**
 * The shop's services (a chunk of their own, loaded by shop.ts when first needed): the browser
 * layers of core's ports in one ManagedRuntime, then this tab over them, whose machines load and
 * restore from localStorage when first needed.
 */
export const startShopServices = (
  options: ShopOptions & { readonly settings: MachineSettings },
): { readonly services: ShopServices; readonly stop: () => void } => {
  const { tenant, settings, renderedPage, pageCountry = null } = options
  let tab: LazyTab | null = null
  let visitorCountry: () => string | null = () => null
  const credentials = () => (tab === null ? null : credentialsOf(tab.snapshot()))
  const runtime = ManagedRuntime.make(
    browserLayer({
      tenant,
      token: () => credentials()?.token ?? null,
      // The pages' other calls on a purchase (extras, wallets, a result page) carry the key the tab holds.
      purchaseKey: (idProcesoDeCompra) => credentials()?.purchaseKey(idProcesoDeCompra) ?? null,
      // Catalogue names, payment reasons and documents come in the language the shopper reads.
      language: () => tab?.snapshot().preferences.locale ?? renderedPage?.locale ?? tenant.locales.default,
      queueTurn: () => credentials()?.queueTurn ?? null,
      // SPEC §3's cc, sent as the country header (the show landing); looked up at start (visitorCountry.ts).
      country: () => tab?.snapshot().preferences.cc ?? visitorCountry(),
      // The session ends with the 401 (not only the trip to login), whichever call got it.
      onUnauthorized: (path) => {
        if (tab !== null) endSessionOnUnauthorized(tab)
        options.onUnauthorized(path)
      },
    }),
  )
  const ports = runtime.runSync(
    Effect.gen(function* () {
      return {
        api: yield* Api,
        clock: yield* Clock,
        channel: yield* TabChannel,
        store: yield* KeyValueStore,
        ids: yield* Ids,
        telemetry: yield* Telemetry,
      }
    }),
  )
  const started = startLazyTab({ ...ports, newRef: () => Effect.runSync(ports.ids.uuid()) }, settings, () =>
    loadChunk(() => withGroupTexts("purchase", import("./purchaseMachinesChunk.js")), tenant.chunkLoadTimeoutMs).then(
      (chunk) => chunk.startLiveTab,
    ),
  )
  tab = started
  visitorCountry = resolveVisitorCountry({
    api: ports.api,
    store: ports.store,
    dispatch: started.dispatch,
    pageCountry,
  })
  return {
    services: { api: ports.api, clock: ports.clock, tab: started, ask: askWith(ports.api) },
    stop: () => {
      started.stop()
      void runtime.dispose()
    },
  }
}
