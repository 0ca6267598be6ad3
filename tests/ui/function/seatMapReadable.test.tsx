// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react"
import { userEvent } from "@testing-library/user-event"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { buildSeatMap, fitView, toScreen } from "@boleteria/core"
import { fixtureMapSectors } from "../../core/rules/seatMapFixtures.js"
import { renderFunctionPage, STADIUM_FUNCTION } from "./support.js"

const FRAME = { width: 800, height: 600 }
const ENGLISH = { locales: { default: "en", fallback: "es", enabled: ["es", "en"] } } as const

/** happy-dom lays nothing out: every box measures `size` (0 × 0 is what it reports by itself). */
const layOutAt = (size: { readonly width: number; readonly height: number }) => {
  vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(size.width)
  vi.spyOn(HTMLElement.prototype, "clientHeight", "get").mockReturnValue(size.height)
}

/**
 * happy-dom has no canvas: a 2D context that draws nothing but, like Chromium, refuses to
 * drawImage a canvas of width or height 0 ("InvalidStateError"), noting every source it copied.
 */
const installCanvas = () => {
  const copied: Array<{ readonly width: number; readonly height: number }> = []
  vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockImplementation(function (this: HTMLCanvasElement) {
    const state: Record<PropertyKey, unknown> = { canvas: this }
    const methods: Record<PropertyKey, unknown> = {
      drawImage: (source: HTMLCanvasElement) => {
        copied.push({ width: source.width, height: source.height })
        if (source.width === 0 || source.height === 0)
          throw new DOMException("canvas with width or height of 0", "InvalidStateError")
      },
      measureText: (text: string) => ({ width: text.length * 7 }),
    }
    return new Proxy(state, {
      get: (target, key) => (key in target ? target[key] : (methods[key] ?? (() => undefined))),
      set: (target, key, value) => {
        target[key] = value
        return true
      },
    }) as unknown as CanvasRenderingContext2D
  })
  return copied
}

/** The next animation frame has run (the map paints on them). */
const nextFrame = () => act(() => new Promise<void>((done) => requestAnimationFrame(() => done())))

const canvas = () => screen.getByTestId("seat-map-canvas")
const tooltip = () => screen.getByTestId("seat-tooltip")

afterEach(() => vi.restoreAllMocks())

describe("the seat tooltip", () => {
  beforeEach(() => {
    layOutAt(FRAME)
    installCanvas()
  })

  it("names the seat under the mouse with its sector, row, number, price and state, and goes when the mouse leaves", async () => {
    await renderFunctionPage()
    expect(tooltip().textContent).toBe("")
    // Platea's row A, seat 1, where the page draws it: the whole theatre fitted into the frame.
    const model = buildSeatMap(fixtureMapSectors("teatro-principal"))
    const at = toScreen(fitView(model.bounds, FRAME), { x: model.xs[0]!, y: model.ys[0]! })
    fireEvent.pointerMove(canvas(), { pointerType: "mouse", clientX: at.x, clientY: at.y })
    expect(tooltip().textContent).toMatch(/^Platea · Fila A · Butaca 1.*42\.000 · libre$/)
    const left = Number.parseFloat(tooltip().style.left)
    expect(left).toBeGreaterThanOrEqual(0)
    expect(left).toBeLessThanOrEqual(FRAME.width)
    fireEvent.pointerLeave(canvas(), { pointerType: "mouse" })
    expect(tooltip().textContent).toBe("")
  })

  it("follows the keyboard focus from seat to seat, and Escape hides it", async () => {
    const user = userEvent.setup()
    await renderFunctionPage()
    screen.getByRole("button", { name: /Ver todo el mapa/ }).focus()
    await user.tab()
    expect(tooltip().textContent).toMatch(/^Platea · Fila A · Butaca 1.*libre$/)
    await user.keyboard("{ArrowRight}")
    expect(tooltip().textContent).toMatch(/^Platea · Fila A · Butaca 2.*42\.000/)
    await user.keyboard("{Escape}")
    expect(tooltip().textContent).toBe("")
    await user.keyboard("{ArrowRight}")
    expect(tooltip().textContent).toMatch(/^Platea · Fila A · Butaca 3/)
  })
})

describe("a standing area", () => {
  it("is worded as one in the chosen-seats panel and under the map, not as seats to tap", async () => {
    const user = userEvent.setup()
    await renderFunctionPage({ idFuncion: STADIUM_FUNCTION })
    await user.click(screen.getByRole("radio", { name: /Popular local/ }))
    const panel = screen.getByRole("region", { name: "Butacas elegidas" })
    expect(panel.textContent).toMatch(/Popular local es un sector de pie, sin butacas numeradas/)
    expect(panel.textContent).not.toMatch(/Tocalas en el mapa/)
    expect(within(panel).queryByRole("button", { name: /Reservar butacas/ })).toBeNull()
    expect(screen.getByText(/^Este sector es de pie/)).toBeTruthy()
  })

  it("speaks English in the shop in English", async () => {
    const user = userEvent.setup()
    await renderFunctionPage({ idFuncion: STADIUM_FUNCTION, tenant: ENGLISH })
    await user.click(screen.getByRole("radio", { name: /Popular local|Home terrace/ }))
    const panel = screen.getByRole("region", { name: "Chosen seats" })
    expect(panel.textContent).toMatch(/is a standing area with no numbered seats: choose how many tickets/)
    expect(panel.textContent).not.toMatch(/Tap them on the map/)
  })
})

describe("the map's canvas", () => {
  it("is never drawn at width or height 0, even when a seat is chosen while the map has no size", async () => {
    const copied = installCanvas()
    const user = userEvent.setup()
    await renderFunctionPage()
    await nextFrame()
    screen.getByRole("button", { name: /Ver todo el mapa/ }).focus()
    await user.tab()
    await user.keyboard("{Enter}")
    await nextFrame()
    expect(copied.filter((source) => source.width === 0 || source.height === 0)).toEqual([])
    expect(canvas().dataset["frames"]).toBeUndefined()
  })

  it("is drawn once its frame has a size", async () => {
    layOutAt(FRAME)
    const copied = installCanvas()
    await renderFunctionPage()
    await waitFor(() => expect(canvas().dataset["frames"]).toBeDefined())
    expect(copied).toContainEqual({
      width: FRAME.width * (globalThis.devicePixelRatio || 1),
      height: FRAME.height * (globalThis.devicePixelRatio || 1),
    })
  })
})

describe("after a take", () => {
  it("brings the held places into view at once, without a smooth scroll, and moves focus to them", async () => {
    const scrolls: Array<{ readonly panel: string | null; readonly options: unknown }> = []
    // happy-dom may have no scrollIntoView: the spy needs one to wrap.
    // eslint-disable-next-line @typescript-eslint/unbound-method
    Element.prototype.scrollIntoView ??= () => undefined
    vi.spyOn(Element.prototype, "scrollIntoView").mockImplementation(function (this: Element, options) {
      scrolls.push({ panel: this.getAttribute("data-testid"), options })
    })
    const user = userEvent.setup()
    const harness = await renderFunctionPage()
    screen.getByRole("button", { name: /Ver todo el mapa/ }).focus()
    await user.tab()
    await user.keyboard("{Enter}")
    await user.click(screen.getByRole("button", { name: "Reservar butacas elegidas (1)" }))
    await harness.settle()
    const held = await screen.findByRole("region", { name: "Tus ubicaciones reservadas" })
    await waitFor(() => expect(document.activeElement).toBe(within(held).getByRole("heading")))
    expect(scrolls).toEqual([{ panel: "held-places", options: { block: "start", behavior: "instant" } }])
  })
})
