import { SandboxCard } from "@boleteria/core"
import { describe, expect, it } from "vitest"
import { fixtureTenantFile, fixtureWaitingRooms } from "./support/shopServer.js"
import {
  chooseETicket,
  confirmedOrder,
  continueToCheckout,
  holdChosenSeats,
  logIn,
  mainOf,
  payWithCard,
  pickSeatsWithKeyboard,
  seatCell,
} from "./support/shopper.js"
import { chromiumMissing, e2eSuite } from "./support/suite.js"
import { putOthersInLine } from "./support/waitingRoom.js"

const skipped = await chromiumMissing()

/** Luna Pop at the Arena Villa Crespo: one of the queue-on tenant's functions with a waiting room. */
const ON_SALE = 20901
const FUNCTION_PAGE = `/funcion/luna-pop-gira-constelacion/${ON_SALE}`
/** Shoppers already in line when ours arrives: at 30 a minute, one goes in every 2 s. */
const AHEAD = 8

// The queue-on tenant (fixtures/tenant-queue.json): flags.queueApi and its waiting rooms.
describe.skipIf(skipped !== null)(
  `the waiting room in Chromium${skipped === null ? "" : ` (skipped: ${skipped})`}`,
  () => {
    const suite = e2eSuite({ queue: fixtureTenantFile("tenant-queue.json") })

    it("waits in line watching the place move, gets in with a turn, and buys two seats", async () => {
      const server = suite.server()
      const customer = await server.signUp()
      const tab = await (await suite.newShopper("es")).newTab()
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
      const position = main.getByTestId("queue-position")
      await position.waitFor()
      const first = Number(await position.textContent())
      expect(first).toBeGreaterThan(1)
      expect(await main.getByRole("progressbar", { name: t("queue.progress") }).isVisible()).toBe(true)
      // The page asks again by itself (no reload): the place moves up while the line goes in.
      await page.waitForFunction(
        ([testId, from]) => {
          const shown = document.querySelector(`[data-testid="${testId}"]`)
          return shown === null || Number(shown.textContent) < from
        },
        ["queue-position", first] as const,
        { timeout: 30_000 },
      )

      // The turn: back on the function page it was asked for, with the turn's clock.
      await page.waitForURL((url) => url.pathname === FUNCTION_PAGE, { timeout: 30_000 })
      const clock = main.getByRole("timer", { name: t("queue.turn.label") })
      await clock.waitFor()
      expect(await clock.textContent()).toMatch(/^1[45]:\d\d$/)
      // The turn is kept for a reload: persisted once the tab's preferences settle (not at the same instant).
      await page.waitForFunction(() => /^"\S+"$/u.test(localStorage.getItem("boleteria.colaTurno") ?? ""))

      // The takes carry the turn: the server, which requires it here, holds the seats.
      await main.getByRole("radio", { name: /Platea preferencial/ }).check()
      const seats = await pickSeatsWithKeyboard(tab, 2)
      await holdChosenSeats(tab, 2)
      for (const seat of seats)
        await seatCell(tab, seat)
          .filter({ hasText: t("function.seat.state.mine") })
          .waitFor()
      await continueToCheckout(tab)
      await logIn(tab, customer)
      await chooseETicket(tab)
      await payWithCard(tab, SandboxCard.approves)
      expect(await confirmedOrder(tab)).toBeGreaterThan(0)

      const states = await server.seatStates(ON_SALE)
      expect(seats.map((seat) => states.get(seat))).toEqual(["VENDIDA", "VENDIDA"])
      // Paid: the turn is given back and forgotten.
      await page.waitForFunction(() => localStorage.getItem("boleteria.colaTurno") === "null")
    }, 120_000)
  },
)
