import type { Locator, Page } from "playwright-core"
import { expect, it } from "vitest"
import { fixtureTenantFile, fixtureWaitingRooms } from "./support/shopServer.js"
import {
  chooseETicket,
  continueToCheckout,
  holdChosenSeats,
  logIn,
  mainOf,
  pickSeatsWithKeyboard,
  seatCell,
  WIDTHS,
} from "./support/shopper.js"
import { describeInChromium } from "./support/suite.js"
import { putOthersInLine } from "./support/waitingRoom.js"
import { newCustomer, statesOf, payApproved } from "./support/purchase.js"

/** Whether `what` is on screen and on top: inside the viewport, and what is drawn at its middle is it. */
const onScreen = async (page: Page, what: Locator): Promise<boolean> => {
  const box = await what.boundingBox()
  const viewport = page.viewportSize()
  if (box === null || viewport === null) return false
  if (box.y < 0 || box.y + box.height > viewport.height || box.x < 0 || box.x + box.width > viewport.width) return false
  return what.evaluate(
    (element, [x, y]) => element.contains(document.elementFromPoint(x!, y!)),
    [box.x + box.width / 2, box.y + box.height / 2],
  )
}

/** The turn's clock and the hold button both on screen, at this width, the button scrolled to (screenshot kept). */
const clockBesideHold = async (page: Page, clock: Locator, hold: Locator, width: number): Promise<boolean> => {
  await page.setViewportSize({ width, height: width < 600 ? 740 : 900 })
  await hold.scrollIntoViewIfNeeded()
  await page.screenshot({ path: `${process.env["E2E_SCREENSHOTS"] ?? "/tmp"}/turn-clock-${width}.png` })
  return (await onScreen(page, clock)) && (await onScreen(page, hold))
}

/** Luna Pop at the Arena Villa Crespo: one of the queue-on tenant's functions with a waiting room. */
const ON_SALE = 20901
const FUNCTION_PAGE = `/funcion/luna-pop-gira-constelacion/${ON_SALE}`
/** Shoppers already in line when ours arrives: at 30 a minute, one goes in every 2 s. */
const AHEAD = 8
/**
 * The line goes in on the server's clock, moved on instead of waited for: a few places, then past
 * the shopper's turn. All the moves stay under a minute, so the turn's clock still reads 15 minutes.
 */
const A_FEW_PLACES_MS = 4_000
const PAST_THE_LINE_MS = 30_000

// The queue-on tenant (fixtures/tenant-queue.json): flags.queueApi and its waiting rooms.
describeInChromium("the waiting room in Chromium", { queue: fixtureTenantFile("tenant-queue.json") }, (suite) => {
  it("waits in line watching the place move, gets in with a turn, and buys two seats", async () => {
    const { server, customer, tab } = await newCustomer(suite, "es")
    const { page, t } = tab
    const main = mainOf(tab)
    await server.openWaitingRooms(fixtureWaitingRooms("tenant-queue.json"))
    // The sale opens 5 s after the rooms are made (startsAfterSeconds): from then on, arrivals queue in order.
    server.advanceClock(5_000)
    await putOthersInLine(server, ON_SALE, AHEAD, "waiting")

    // The function page asks the queue first and sends the shopper to the shop's own waiting room.
    await page.goto(`${tab.origin}${FUNCTION_PAGE}`)
    await page.waitForURL((url) => url.pathname === `/cola/${ON_SALE}`)
    await main.getByRole("heading", { level: 1, name: t("queue.title") }).waitFor()
    await main.getByText("Luna Pop: Gira Constelación").waitFor()
    // The first answer shows as it arrives: the place and its wait, as a range (no timing asserted).
    const position = main.getByTestId("queue-position")
    await position.waitFor()
    const first = Number(await position.textContent())
    expect(first).toBeGreaterThan(1)
    expect(await main.getByTestId("queue-wait").textContent()).toMatch(
      /^(entre \d+ y \d+|menos de \d+|aprox\. \d+) (segundos?|minutos?)$/u,
    )
    expect(await main.getByRole("progressbar", { name: t("queue.progress") }).isVisible()).toBe(true)
    // The page asks again by itself (no reload): the place moves up while the line goes in.
    server.advanceClock(A_FEW_PLACES_MS)
    await page.waitForFunction(
      ([testId, from]) => {
        const shown = document.querySelector(`[data-testid="${testId}"]`)
        return shown === null || Number(shown.textContent) < from
      },
      ["queue-position", first] as const,
      { timeout: 30_000 },
    )

    // The turn: back on the function page it was asked for, with the turn's clock.
    server.advanceClock(PAST_THE_LINE_MS)
    await page.waitForURL((url) => url.pathname === FUNCTION_PAGE, { timeout: 30_000 })
    const clock = main.getByRole("timer", { name: t("queue.turn.label") })
    await clock.waitFor()
    expect(await clock.textContent()).toMatch(/^1[45]:\d\d$/)
    // The turn is kept for a reload: persisted once the tab's preferences settle (not at the same instant).
    await page.waitForFunction(() => /^"\S+"$/u.test(localStorage.getItem("boleteria.colaTurno") ?? ""))

    // The takes carry the turn: the server, which requires it here, holds the seats.
    await main.getByRole("radio", { name: /Platea preferencial/ }).check()
    const seats = await pickSeatsWithKeyboard(tab, 2)
    // The turn's clock stays on screen beside the hold button, on a laptop and on a phone.
    const hold = page.getByRole("button", { name: t("function.selection.take", { count: 2 }) })
    for (const width of WIDTHS) expect(await clockBesideHold(page, clock, hold, width)).toBe(true)
    await page.setViewportSize({ width: 1280, height: 900 })
    await holdChosenSeats(tab, 2)
    for (const seat of seats)
      await seatCell(tab, seat)
        .filter({ hasText: t("function.seat.state.mine") })
        .waitFor()
    await continueToCheckout(tab)
    await logIn(tab, customer)
    // In the checkout too, stuck under the header.
    const checkoutClock = main.getByTestId("checkout-turn-clock")
    await checkoutClock.waitFor()
    await page.mouse.wheel(0, 2_000)
    await page.waitForFunction(() => window.scrollY > 0 || document.documentElement.scrollHeight <= innerHeight)
    expect(await onScreen(page, checkoutClock)).toBe(true)
    await chooseETicket(tab)
    expect(await payApproved(tab)).toBeGreaterThan(0)

    expect(await statesOf(server, ON_SALE, seats)).toEqual(["VENDIDA", "VENDIDA"])
    // Paid: the turn is given back and forgotten.
    await page.waitForFunction(() => localStorage.getItem("boleteria.colaTurno") === "null")
  }, 120_000)
})
