// @vitest-environment happy-dom
import { act, fireEvent, screen } from "@testing-library/react"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { lazyChunk } from "../../../ui/src/app/lazyChunk.js"
import { PageBoundary } from "../../../ui/src/components/PageBoundary.js"
import { Shell } from "../../../ui/src/shell/Shell.js"
import { holdSeats, ID_PROCESO, loggedTypes } from "../shell/shellFixtures.js"
import { renderWithShop, TEST_TENANT, type TenantOverrides } from "../support/renderWithShop.js"

const LOAD_FAILED = "No pudimos cargar esta página"
const RENDER_FAILED = "Algo salió mal al mostrar esta página"
const RELOAD = "Volver a cargar"

const Page = ({ title }: { readonly title: string }) => <h1>{title}</h1>
/** An import whose request never answers. */
const neverArrives = () => new Promise<never>(() => undefined)

/** A chunk whose import `importer` performs, shown where RouteView shows a page, inside the shell. */
const renderChunk = (importer: () => Promise<{ default: typeof Page }>, tenant: TenantOverrides = {}) => {
  const Chunk = lazyChunk(importer)
  return renderWithShop(
    <Shell>
      <PageBoundary resetKey="/">
        <Chunk title="La página" />
      </PageBoundary>
    </Shell>,
    { tenant },
  )
}

const skeletonShown = () => document.querySelector('main [aria-busy="true"]') !== null
const reloadOffer = () => screen.queryByRole("button", { name: RELOAD })
/** Runs the faked timers `ms` forward and lets React render what they settled. */
const advanceTimers = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))

beforeEach(() => {
  // Only the chunk timeout's timers: the shop's own clock is already manual.
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] })
  // React reports each error a boundary catches on console.error; these tests cause them on purpose.
  vi.spyOn(console, "error").mockImplementation(() => undefined)
})

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe("a lazily loaded chunk (SPEC §8: ChunkLoadError after the tenant's timeout)", () => {
  it.each([
    ["the tenant file's", TEST_TENANT.chunkLoadTimeoutMs],
    ["another tenant's", 5_000],
  ])(
    "that never arrives shows the skeleton, then after exactly %s timeout (%i ms) the reload offer",
    async (_, timeoutMs) => {
      await renderChunk(neverArrives, { chunkLoadTimeoutMs: timeoutMs })
      expect(skeletonShown()).toBe(true)

      await advanceTimers(timeoutMs - 1)
      expect(skeletonShown()).toBe(true)
      expect(reloadOffer()).toBeNull()

      await advanceTimers(1)
      expect(skeletonShown()).toBe(false)
      expect(screen.getByRole("alert")).toHaveProperty("textContent", expect.stringContaining(LOAD_FAILED))
      expect(reloadOffer()).not.toBeNull()
    },
  )

  it("that fails offers the reload at once, with the shell around it and the purchase left as it was", async () => {
    const harness = await renderChunk(() =>
      Promise.reject(new TypeError("Failed to fetch dynamically imported module")),
    )
    holdSeats(harness)
    const eventsBefore = loggedTypes(harness)
    await advanceTimers(0)

    expect(screen.getByRole("heading", { level: 1, name: LOAD_FAILED })).toBeTruthy()
    expect(screen.getByRole("banner")).toBeTruthy()
    // The footer loads after the first download, beside the page.
    await vi.waitFor(() => expect(screen.getByRole("contentinfo")).toBeTruthy())
    expect(screen.getByRole("timer", { name: "Tiempo para completar la compra" })).toBeTruthy()
    expect(loggedTypes(harness)).toEqual(eventsBefore)
    expect(harness.shop.getSnapshot().cart.context.process?.idProcesoDeCompra).toBe(ID_PROCESO)
  })

  it("that arrives in time is shown, and its timeout no longer matters", async () => {
    await renderChunk(() => Promise.resolve({ default: Page }))
    await advanceTimers(0)
    expect(screen.getByRole("heading", { level: 1, name: "La página" })).toBeTruthy()

    await advanceTimers(TEST_TENANT.chunkLoadTimeoutMs)
    expect(screen.getByRole("heading", { level: 1, name: "La página" })).toBeTruthy()
    expect(reloadOffer()).toBeNull()
  })

  it("reloads the page from the offer's button", async () => {
    const reload = vi.spyOn(window.location, "reload").mockImplementation(() => undefined)
    await renderChunk(() => Promise.reject(new TypeError("Failed to fetch dynamically imported module")))
    await advanceTimers(0)

    // fireEvent, not user-event: user-event's waits run on setTimeout, which these tests fake.
    fireEvent.click(screen.getByRole("button", { name: RELOAD }))
    expect(reload).toHaveBeenCalledOnce()
  })

  it("a page that throws while rendering offers the reload too, never a blank page", async () => {
    const Broken = () => {
      throw new Error("a page bug")
    }
    await renderWithShop(
      <Shell>
        <PageBoundary resetKey="/">
          <Broken />
        </PageBoundary>
      </Shell>,
    )
    expect(screen.getByRole("heading", { level: 1, name: RENDER_FAILED })).toBeTruthy()
    expect(reloadOffer()).not.toBeNull()
    expect(screen.getByRole("banner")).toBeTruthy()
  })
})
