import { expect, it } from "vitest"
import { seatCell } from "./support/shopper.js"
import { describeInChromium } from "./support/suite.js"
import { LOCALES } from "./support/texts.js"
import { checkOutAs, holdSeatsOfShow, payApproved, statesOf, newCustomer } from "./support/purchase.js"

describeInChromium("buying tickets in Chromium", (suite) => {
  /** Each language buys at its own show, so the two purchases never reach for the same seats. */
  const SHOW = { es: "La casa de los espejos", en: "Las hermanas Quiroga" } as const

  it.each(LOCALES)(
    "%s: billboard → show → two seats → log in → e-ticket → approving card → order number",
    async (locale) => {
      const { server, customer, tab } = await newCustomer(suite, locale)

      const { idFuncion, seats } = await holdSeatsOfShow(tab, SHOW[locale])
      // The map reloads after the take and names both seats as this shopper's.
      for (const seat of seats)
        await seatCell(tab, seat)
          .filter({ hasText: tab.t("function.seat.state.mine") })
          .waitFor()
      expect(await statesOf(server, idFuncion, seats)).toEqual(["RETENIDA", "RETENIDA"])

      await checkOutAs(tab, customer)
      expect(await payApproved(tab)).toBeGreaterThan(0)
      expect(await statesOf(server, idFuncion, seats)).toEqual(["VENDIDA", "VENDIDA"])
    },
    90_000,
  )
})
