// @vitest-environment happy-dom
import { screen } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { holdSeats, renderShell } from "./shellFixtures.js"

const SECOND = 1000
const MINUTE = 60 * SECOND

const clock = () => screen.getByRole("timer", { name: "Tiempo para completar la compra" })
const isAlert = () => clock().closest("[data-alert]")?.getAttribute("data-alert") === "true"

describe("the purchase countdown beside the cart (SPEC §4, §9)", () => {
  it("is not there without a purchase", async () => {
    await renderShell()
    expect(screen.queryByRole("timer")).toBeNull()
  })

  it("counts the 12 minutes down in mm:ss, second by second", async () => {
    const harness = await renderShell()
    holdSeats(harness)
    expect(clock().textContent).toBe("12:00")
    expect(isAlert()).toBe(false)
    harness.advance(SECOND)
    expect(clock().textContent).toBe("11:59")
    harness.advance(4 * MINUTE + 13 * SECOND)
    expect(clock().textContent).toBe("07:46")
  })

  it("turns to the alert colour at 2 minutes or less", async () => {
    const harness = await renderShell()
    holdSeats(harness)
    harness.advance(10 * MINUTE - SECOND)
    expect(clock().textContent).toBe("02:01")
    expect(isAlert()).toBe(false)
    harness.advance(SECOND)
    expect(clock().textContent).toBe("02:00")
    expect(isAlert()).toBe(true)
  })

  it("tells screen readers the minutes left once a minute, not every second", async () => {
    const harness = await renderShell()
    holdSeats(harness)
    const announcement = () => clock().parentElement?.querySelector('[aria-live="polite"]')?.textContent
    expect(announcement()).toBe("Te quedan 12 minutos para completar la compra")
    harness.advance(59 * SECOND)
    expect(announcement()).toBe("Te quedan 12 minutos para completar la compra")
    harness.advance(SECOND)
    expect(announcement()).toBe("Te quedan 11 minutos para completar la compra")
    harness.advance(10 * MINUTE + SECOND)
    expect(announcement()).toBe("Te queda un minuto o menos para completar la compra")
  })

  it("shows hours, then days, when the tenant's clock is that long", async () => {
    const hours = await renderShell({ tenant: { purchase: { clockMinutes: 90, tickMs: 1000, alertSeconds: 120 } } })
    holdSeats(hours)
    expect(clock().textContent).toBe("01:30:00")
    hours.unmount()
    const days = await renderShell({
      tenant: { purchase: { clockMinutes: 3 * 24 * 60, tickMs: 1000, alertSeconds: 120 } },
    })
    holdSeats(days)
    expect(clock().textContent).toBe("3d 00h")
  })

  it("stays hidden when the tenant's cart flag is off", async () => {
    const harness = await renderShell({ tenant: { flags: { cart: false } } })
    holdSeats(harness)
    expect(screen.queryByRole("timer")).toBeNull()
  })
})
