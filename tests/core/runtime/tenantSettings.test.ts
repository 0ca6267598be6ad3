import type { TestServer } from "@boleteria/server/testing"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import {
  connectPurchaseTimer,
  DEFAULT_SETTINGS,
  loadTenantSettings,
  machineSettings,
  makeMemoryKeyValueStore,
  ManualClock,
  MemoryTabHub,
  startLiveTab,
} from "@boleteria/core"
import { fixtureTenant } from "../../support/fixtures.js"
import { SERVER_TEST_MS, serverApi, startServerInProcess } from "../../support/inProcessServer.js"

/** The demo tenant's limit (fixtures/tenant.json); SPEC §9's DEFAULT_SETTINGS extend no hold. */
const DEMO_HOLD_EXTENSIONS = 10

describe("a front end's settings, loaded from the server (GET /v2/Configuracion)", { timeout: SERVER_TEST_MS }, () => {
  let server: TestServer

  beforeAll(async () => {
    server = await startServerInProcess()
  })
  afterAll(() => server?.close())

  it("are the tenant's the server runs with, not DEFAULT_SETTINGS", async () => {
    const { tenant, settings } = await loadTenantSettings(serverApi(server))
    expect(tenant).toEqual(fixtureTenant)
    expect(settings).toEqual(machineSettings(fixtureTenant))
    expect(settings.maxHoldExtensions).toBe(DEMO_HOLD_EXTENSIONS)
    expect(DEFAULT_SETTINGS.maxHoldExtensions).toBe(0)
  })

  it("a live tab started with them offers the tenant's hold extensions", async () => {
    const { settings } = await loadTenantSettings(serverApi(server))
    const tab = startLiveTab(
      {
        api: serverApi(server),
        clock: new ManualClock(0),
        channel: new MemoryTabHub().tab(1),
        store: makeMemoryKeyValueStore(),
        newRef: () => "card-1",
      },
      settings,
    )
    try {
      expect(connectPurchaseTimer(tab.snapshot().purchaseTimer)).toMatchObject({
        extensionsAllowed: true,
        extensionsLeft: DEMO_HOLD_EXTENSIONS,
      })
    } finally {
      tab.stop()
    }
  })
})
