// @vitest-environment happy-dom
import { formatFunctionDate, functionDateParts } from "@boleteria/core"
import { screen, within } from "@testing-library/react"
import * as Effect from "effect/Effect"
import { describe, expect, it } from "vitest"
import { MyBookingsPage } from "../../../ui/src/pages/account/bookings/MyBookingsPage.js"
import { renderWithShop, shownMoney } from "../support/renderWithShop.js"
import { inLocale, translate } from "./accountHarness.js"
import { BOOKING, historyOf } from "./orderFixtures.js"

describe.each(["es", "en"] as const)("my bookings, in %s", (locale) => {
  const t = translate(locale)

  it("explains what bookings are when there are none (this tenant takes none)", async () => {
    await renderWithShop(<MyBookingsPage boxOffice={false} />, {
      route: "/myBookings",
      session: "customer",
      tenant: inLocale(locale),
    })
    expect(screen.getByRole("heading", { level: 1, name: t("account.bookings.title") })).toBeTruthy()
    expect(await screen.findByRole("heading", { name: t("account.bookings.emptyTitle") })).toBeTruthy()
    expect(screen.getByText(t("account.bookings.whatAreThey"))).toBeTruthy()
    expect(screen.getByText(t("account.bookings.emptyHere"))).toBeTruthy()
  })
})

describe("a booking", () => {
  it("shows the show, venue, function date, state, expiry and each place", async () => {
    await renderWithShop(<MyBookingsPage boxOffice />, {
      route: "/myBookingsBox",
      session: "customer",
      api: { getOrderHistory: () => Effect.succeed(historyOf({ listaReserva: [BOOKING] })) },
    })
    expect(screen.getByRole("heading", { level: 1, name: "Reservas de boletería" })).toBeTruthy()
    const card = within(
      (await screen.findByRole("heading", { name: "Tango Argentino" })).closest("article") as HTMLElement,
    )
    expect(card.getByText("Vigente")).toBeTruthy()
    expect(card.getByText(`Teatro Ópera · ${formatFunctionDate(BOOKING.oFuncionFecha, "es")}`)).toBeTruthy()
    expect(card.getByText("9001")).toBeTruthy()
    expect(card.getByText(formatFunctionDate(functionDateParts(BOOKING.dVencimiento), "es"))).toBeTruthy()
    expect(card.getByText("Platea · Fila F · Butaca 13")).toBeTruthy()
    expect(card.getByText("Campo · Sin numerar")).toBeTruthy()
    expect(card.getByText(shownMoney(24000))).toBeTruthy()
  })
})
