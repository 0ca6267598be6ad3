import { SandboxCard } from "@boleteria/core"
import { describe, expect, it } from "vitest"
import {
  chooseETicket,
  confirmedOrder,
  continueToCheckout,
  holdChosenSeats,
  logIn,
  openBillboard,
  openFirstFunction,
  openShow,
  payWithCard,
  pickSeatsWithKeyboard,
  seatCell,
} from "./support/shopper.js"
import { chromiumMissing, e2eSuite } from "./support/suite.js"
import { LOCALES } from "./support/texts.js"

const skipped = await chromiumMissing()

describe.skipIf(skipped !== null)(
  `buying tickets in Chromium${skipped === null ? "" : ` (skipped: ${skipped})`}`,
  () => {
    const suite = e2eSuite()
    /** Each language buys at its own show, so the two purchases never reach for the same seats. */
    const SHOW = { es: "La casa de los espejos", en: "Las hermanas Quiroga" } as const

    it.each(LOCALES)(
      "%s: billboard → show → two seats → log in → e-ticket → approving card → order number",
      async (locale) => {
        const server = suite.server()
        const customer = await server.signUp()
        const tab = await (await suite.newShopper(locale)).newTab()

        await openBillboard(tab)
        await openShow(tab, SHOW[locale])
        const idFuncion = await openFirstFunction(tab)
        const seats = await pickSeatsWithKeyboard(tab, 2)
        await holdChosenSeats(tab, 2)
        // The map reloads after the take and names both seats as this shopper's.
        for (const seat of seats)
          await seatCell(tab, seat)
            .filter({ hasText: tab.t("function.seat.state.mine") })
            .waitFor()
        expect(
          [...(await server.seatStates(idFuncion))].filter(([id]) => seats.includes(id)).map(([, state]) => state),
        ).toEqual(["RETENIDA", "RETENIDA"])

        await continueToCheckout(tab)
        await logIn(tab, customer)
        await chooseETicket(tab)
        await payWithCard(tab, SandboxCard.approves)
        const order = await confirmedOrder(tab)

        expect(order).toBeGreaterThan(0)
        const states = await server.seatStates(idFuncion)
        expect(seats.map((seat) => states.get(seat))).toEqual(["VENDIDA", "VENDIDA"])
      },
      90_000,
    )
  },
)
