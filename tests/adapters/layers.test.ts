// @vitest-environment happy-dom
import * as Effect from "effect/Effect"
import * as ManagedRuntime from "effect/ManagedRuntime"
import * as Option from "effect/Option"
import * as Schema from "effect/Schema"
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest"
import {
  makeBroadcastTabChannel,
  randomUuid,
  DEVICE_ID_KEY,
  makeLocalStorageKeyValueStore,
  browserLayer,
  type BrowserServices,
} from "@boleteria/adapters"
import { systemClock } from "@boleteria/core/http"
import {
  TenantConfig,
  Api,
  Clock,
  Ids,
  KeyValueStore,
  TabChannel,
  Telemetry,
  DEFAULT_SETTINGS,
  startLiveTab,
} from "@boleteria/core"
import tenantFile from "../../fixtures/tenant.json" with { type: "json" }
import type { TestServer } from "@boleteria/server/testing"
import { serverApi, startServerInProcess } from "../support/inProcessServer.js"

const TENANT = Schema.decodeUnknownSync(TenantConfig)(tenantFile)

const runtimes: Array<ManagedRuntime.ManagedRuntime<BrowserServices, never>> = []
const shopRuntime = (options: Parameters<typeof browserLayer>[0]) => {
  const runtime = ManagedRuntime.make(browserLayer(options))
  runtimes.push(runtime)
  return runtime
}

beforeEach(() => localStorage.clear())
afterEach(async () => {
  await Promise.all(runtimes.splice(0).map((runtime) => runtime.dispose()))
  vi.unstubAllGlobals()
})

describe("browserLayer", () => {
  it("builds synchronously, as the shop builds it once per page load, with every port of core", () => {
    const runtime = shopRuntime({ tenant: TENANT, token: () => null, purchaseKey: () => null })
    const services = runtime.runSync(
      Effect.all({
        api: Api,
        clock: Clock,
        channel: TabChannel,
        store: KeyValueStore,
        ids: Ids,
        telemetry: Telemetry,
      }),
    )
    expect(Number.isSafeInteger(services.channel.tabId) && services.channel.tabId > 0).toBe(true)
    expect(Effect.runSync(services.clock.now)).toBeGreaterThan(0)
    Effect.runSync(services.store.set("locale", '"en"'))
    expect(localStorage.getItem("boleteria.locale")).toBe('"en"')
  })

  it("calls the API at tenant.apiBase with the session token, the purchase's key and this device's fingerprint", async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(() =>
      Promise.resolve(Response.json({ nCode: 401, oData: "Ingresá nuevamente" }, { status: 401 })),
    )
    vi.stubGlobal("fetch", fetch)
    const onUnauthorized = vi.fn()
    const tenant = { ...TENANT, apiBase: "https://api.boleteria.example" }
    const purchaseKey = (id: number) => (id === 12 ? "k7Hq2Lw9Zp4Xv1Nc8Rb3Ts6Ym0" : null)
    const runtime = shopRuntime({ tenant, token: () => "session-token", purchaseKey, onUnauthorized })
    const failure = await runtime.runPromise(
      Effect.flip(Effect.flatMap(Api, (api) => api.getProcess({ path: { idProcesoDeCompra: 12 } }))),
    )
    expect(failure._tag).toBe("Unauthorized")
    expect(onUnauthorized).toHaveBeenCalledWith("/v2/Proceso/12")
    const [url, init] = fetch.mock.calls[0] ?? []
    expect(url).toBe("https://api.boleteria.example/v2/Proceso/12")
    const headers = new Headers(init?.headers)
    expect(headers.get("authorization")).toBe("Bearer session-token")
    expect(headers.get("x-clave-proceso")).toBe("k7Hq2Lw9Zp4Xv1Nc8Rb3Ts6Ym0")
    expect(headers.get("x-device-fingerprint")).toBe(localStorage.getItem(DEVICE_ID_KEY))
  })

  it("tracks nothing for a tenant without a pixel URL, and sends pixels to the one it has", async () => {
    const images: Array<{ src: string }> = []
    vi.stubGlobal(
      "Image",
      class {
        src = ""
        constructor() {
          images.push(this)
        }
      },
    )
    const track = (runtime: ReturnType<typeof shopRuntime>) =>
      runtime.runPromise(Effect.flatMap(Telemetry, (telemetry) => telemetry.track("landing", { idFuncion: 1 })))
    const withoutPixel = { ...TENANT, telemetryPixelUrl: null }
    await track(shopRuntime({ tenant: withoutPixel, token: () => null, purchaseKey: () => null }))
    expect(images).toEqual([])
    const withPixel = { ...TENANT, telemetryPixelUrl: "https://pixel.example/p.gif" }
    await track(shopRuntime({ tenant: withPixel, token: () => null, purchaseKey: () => null }))
    expect(images.map((image) => new URL(image.src).searchParams.get("stage"))).toEqual(["landing"])
  })

  it("gives two tabs of the same browser different tab ids that hear each other", async () => {
    const first = shopRuntime({ tenant: TENANT, token: () => null, purchaseKey: () => null }).runSync(TabChannel)
    const second = shopRuntime({ tenant: TENANT, token: () => null, purchaseKey: () => null }).runSync(TabChannel)
    expect(first.tabId).not.toBe(second.tabId)
    const heard: Array<unknown> = []
    Effect.runSync(second.subscribe((message) => heard.push(message)))
    Effect.runSync(first.publish({ seq: 1, at: 0, tab: first.tabId, type: "locale.changed", locale: "en" }))
    await vi.waitFor(() =>
      expect(heard).toEqual([{ seq: 1, at: 0, tab: first.tabId, type: "locale.changed", locale: "en" }]),
    )
  })
})

describe("live tabs over the browser adapters", () => {
  const closeTabs: Array<() => void> = []
  let server: TestServer
  beforeAll(async () => {
    server = await startServerInProcess()
  })
  afterAll(() => server?.close())
  afterEach(() => {
    for (const close of closeTabs.splice(0)) close()
  })

  const openTab = (name: string, tabId: number) => {
    const channel = makeBroadcastTabChannel({ tabId, name })
    const tab = startLiveTab(
      {
        api: serverApi(server),
        clock: systemClock,
        channel,
        store: makeLocalStorageKeyValueStore(localStorage),
        newRef: () => randomUuid(),
      },
      DEFAULT_SETTINGS,
    )
    closeTabs.push(() => {
      tab.stop()
      channel.close()
    })
    return tab
  }

  it("carry an event from one tab to the other and keep it in localStorage across a reload", async () => {
    const name = `boleteria-live-${randomUuid()}`
    const first = openTab(name, 1)
    const second = openTab(name, 2)
    first.dispatch({ type: "locale.changed", locale: "en" })
    await vi.waitFor(() => expect(second.snapshot().preferences.locale).toBe("en"))
    const stored = Effect.runSync(makeLocalStorageKeyValueStore(localStorage).get("locale"))
    expect(stored).toEqual(Option.some('"en"'))

    const reloaded = openTab(name, 3)
    expect(reloaded.snapshot().preferences.locale).toBe("en")
  })
})
