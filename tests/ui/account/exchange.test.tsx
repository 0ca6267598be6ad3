// @vitest-environment happy-dom
import { formatMoney, SandboxCard, type ApiShape } from "@boleteria/core"
import { screen, waitFor, within } from "@testing-library/react"
import { userEvent } from "@testing-library/user-event"
import * as Effect from "effect/Effect"
import { describe, expect, it } from "vitest"
import { MyOrdersPage } from "../../../ui/src/pages/account/orders/MyOrdersPage.js"
import { chargeForm } from "../../support/forms.js"
import { renderWithShop, shownMoney, TEST_CUSTOMER, TEST_TENANT } from "../support/renderWithShop.js"
import { inLocale, translate } from "./accountHarness.js"

const price = (amount: number, locale: "es" | "en") => formatMoney(amount, TEST_TENANT.price, locale)
/** "La casa de los espejos": its first function, and the one after. */
const FIRST_FUNCTION = 10101
const OTHER_FUNCTION = 10102

/** The test customer buys two places of a sector of the show's first function, by e-ticket, before the page opens. */
const buyBeforehand = (client: ApiShape, sectorName: string): void => {
  const { token } = Effect.runSync(
    client.login({ body: { cEmail: TEST_CUSTOMER.cEmail, cClave: TEST_CUSTOMER.cClave } }),
  )
  const run = Effect.runSync
  const sector = run(client.getPerformance({ path: { idFuncion: FIRST_FUNCTION } })).listaSector.find(
    (candidate) => candidate.cNombre === sectorName,
  )!
  const held = run(
    client.takeBestAvailable({
      path: { idProcesoDeCompra: 0 },
      body: { idFuncion: FIRST_FUNCTION, idSector: sector.idSector, nCantidad: 2, idPromocion: null },
      credentials: { token },
    }),
  )
  const path = { idProcesoDeCompra: held.idProcesoDeCompra }
  const credentials = { token, purchaseKey: held.cClaveProceso }
  const eTicket = run(client.getDeliveryTypes({ path, credentials })).find((type) => type.cCodigo === "ETICKET")!
  run(
    client.selectDeliveryType({
      path,
      body: { idEntregaTipo: eTicket.idEntregaTipo, idClienteDomicilio: null },
      credentials,
    }),
  )
  const credit = run(client.getPaymentMethods({ path, credentials })).find((method) => method.cTipo === "CREDITO")!
  run(client.selectPaymentMethod({ path, body: { nFormaDePago: credit.nFormaDePago }, credentials }))
  run(client.charge({ path, body: chargeForm(SandboxCard.approves), credentials }))
}

const renderWithOrder = (locale: "es" | "en", sectorName: string) =>
  renderWithShop(<MyOrdersPage />, {
    route: "/myOrders",
    session: "customer",
    tenant: inLocale(locale),
    api: (client) => {
      buyBeforehand(client, sectorName)
      return {}
    },
  })

describe.each(["es", "en"] as const)("exchanging a paid order's tickets from my orders, in %s", (locale) => {
  const t = translate(locale)

  it("same sector at another function: holds the places, shows no difference, confirms, and lists the new order", async () => {
    const harness = renderWithOrder(locale, "Platea")
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
    // The same sector or a dearer one: from Platea, the dearest, only Platea.
    expect([...sectorChoice.options].map((option) => option.textContent)).toEqual([
      expect.stringContaining("Platea") as string,
    ])
    await user.click(panel.getByRole("button", { name: t("account.orders.exchange.hold") }))
    expect(await panel.findByText(t("account.orders.exchange.even"))).toBeTruthy()
    await user.click(panel.getByRole("button", { name: t("account.orders.exchange.confirm") }))
    expect(await panel.findByText(t("account.orders.exchange.done", { order: 2 }))).toBeTruthy()

    // The old order shows it was exchanged; the new one holds the tickets.
    const history = Effect.runSync(harness.api.getOrderHistory())
    expect(history.listaPedido.map((order) => [order.idPedido, order.cEstado])).toEqual([
      [2, "PAGADO"],
      [1, "CAMBIADO"],
    ])
    expect(history.listaPedido[0]!.listaFuncion[0]!.idFuncion).toBe(OTHER_FUNCTION)
  })

  it("to a dearer sector: shows the difference to pay and pays it by card", async () => {
    renderWithOrder(locale, "Pullman")
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
    const platea = [...sectorChoice.options].find((option) => option.textContent?.startsWith("Platea"))!
    await user.selectOptions(sectorChoice, platea.value)
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
