// @vitest-environment happy-dom
import { formatMoney, SandboxCard, type ApiShape } from "@boleteria/core"
import { screen, waitFor, within } from "@testing-library/react"
import { userEvent } from "@testing-library/user-event"
import * as Effect from "effect/Effect"
import { describe, expect, it } from "vitest"
import { MyOrdersPage } from "../../../ui/src/pages/account/orders/MyOrdersPage.js"
import { chargeForm } from "../../support/forms.js"
import { renderWithShop, shownMoney, TEST_TENANT } from "../support/renderWithShop.js"
import { inLocale, translate } from "./accountHarness.js"
import { buyByCard } from "./purchases.js"

const price = (amount: number, locale: "es" | "en") => formatMoney(amount, TEST_TENANT.price, locale)
/** "La casa de los espejos": its first function, and the one after. */
const FIRST_FUNCTION = 10101
const OTHER_FUNCTION = 10102
/** Two of its sectors, as the server names them in each language (fixtures/catalog/seatMaps). */
const STALLS = { es: "Platea", en: "Stalls" } as const
const DRESS_CIRCLE = { es: "Pullman", en: "Dress circle" } as const

/** The test customer buys two places of a sector of the show's first function, by e-ticket, before the page opens. */
const buyBeforehand = async (client: ApiShape, sectorName: string): Promise<void> => {
  await buyByCard(client, {
    idFuncion: FIRST_FUNCTION,
    sector: (sectors) => sectors.find((candidate) => candidate.cNombre === sectorName),
    nCantidad: 2,
    card: chargeForm(SandboxCard.approves),
  })
}

const renderWithOrder = (locale: "es" | "en", sectorName: string) =>
  renderWithShop(<MyOrdersPage />, {
    route: "/myOrders",
    session: "customer",
    tenant: inLocale(locale),
    api: async (client) => {
      await buyBeforehand(client, sectorName)
      return {}
    },
  })

describe.each(["es", "en"] as const)("exchanging a paid order's tickets from my orders, in %s", (locale) => {
  const t = translate(locale)

  it("same sector at another function: holds the places, shows no difference, confirms, and lists the new order", async () => {
    const harness = await renderWithOrder(locale, STALLS[locale])
    const user = userEvent.setup()
    await user.click(await screen.findByRole("link", { name: t("account.orders.exchangeAction", { order: 1 }) }))
    await waitFor(() => expect(harness.currentPath()).toBe("/myOrders?cambio=1"))
    const panel = within(
      (await screen.findByRole("heading", { name: t("account.orders.exchange.title", { order: 1 }) })).closest(
        "section",
      )!,
    )
    const functionChoice = await panel.findByRole("combobox", { name: t("account.orders.exchange.function") })
    await user.selectOptions(functionChoice, String(OTHER_FUNCTION))
    const sectorChoice = panel.getByRole<HTMLSelectElement>("combobox", { name: t("account.orders.exchange.sector") })
    // The same sector or a dearer one: from the stalls, the dearest, only the stalls.
    expect([...sectorChoice.options].map((option) => option.textContent)).toEqual([
      expect.stringContaining(STALLS[locale]) as string,
    ])
    await user.click(panel.getByRole("button", { name: t("account.orders.exchange.hold") }))
    expect(await panel.findByText(t("account.orders.exchange.even"))).toBeTruthy()
    await user.click(panel.getByRole("button", { name: t("account.orders.exchange.confirm") }))
    expect(await panel.findByText(t("account.orders.exchange.done", { order: 2 }))).toBeTruthy()

    // The old order shows it was exchanged; the new one holds the tickets.
    const history = await Effect.runPromise(harness.api.getOrderHistory())
    expect(history.listaPedido.map((order) => [order.idPedido, order.cEstado])).toEqual([
      [2, "PAGADO"],
      [1, "CAMBIADO"],
    ])
    expect(history.listaPedido[0]!.listaFuncion[0]!.idFuncion).toBe(OTHER_FUNCTION)
  })

  it("to a dearer sector: shows the difference to pay and pays it by card", async () => {
    await renderWithOrder(locale, DRESS_CIRCLE[locale])
    const user = userEvent.setup()
    await user.click(await screen.findByRole("link", { name: t("account.orders.exchangeAction", { order: 1 }) }))
    const panel = within(
      (await screen.findByRole("heading", { name: t("account.orders.exchange.title", { order: 1 }) })).closest(
        "section",
      )!,
    )
    await user.selectOptions(
      await panel.findByRole("combobox", { name: t("account.orders.exchange.function") }),
      String(OTHER_FUNCTION),
    )
    const sectorChoice = panel.getByRole<HTMLSelectElement>("combobox", { name: t("account.orders.exchange.sector") })
    const stalls = [...sectorChoice.options].find((option) => option.textContent?.startsWith(STALLS[locale]))!
    await user.selectOptions(sectorChoice, stalls.value)
    await user.click(panel.getByRole("button", { name: t("account.orders.exchange.hold") }))
    const difference = 2 * (42000 + 4200 - 31500 - 3200)
    const payButton = await panel.findByRole("button", {
      name: t("account.orders.exchange.pay", { amount: price(difference, locale) }),
    })
    const card = chargeForm(SandboxCard.approves)
    const fill = async (field: string, value: string) =>
      user.type(panel.getByRole("textbox", { name: t(`account.orders.exchange.card.${field}`) }), value)
    await fill("holder", card.cTitular)
    await fill("number", card.cNumeroTarjeta)
    await fill("month", String(card.nMesVencimiento))
    await fill("year", String(card.nAnioVencimiento))
    await fill("code", card.cCodigoSeguridad)
    await fill("document", card.cNumeroDocumento)
    await fill("email", card.cEmail)
    await fill("birthDay", String(card.oFechaNacimiento.nDia))
    await fill("birthMonth", String(card.oFechaNacimiento.nMes))
    await fill("birthYear", String(card.oFechaNacimiento.nAnio))
    await user.click(payButton)
    expect(await panel.findByText(t("account.orders.exchange.done", { order: 2 }))).toBeTruthy()
    expect(panel.getByText(new RegExp(shownMoney(difference, locale).replace(/[.$]/gu, "\\$&"), "u"))).toBeTruthy()
  })
})
