import { SandboxCard } from "@boleteria/core"
import { describe, expect, it } from "vitest"
import { fixtureTenant } from "./support/shopServer.js"
import {
  chooseETicket,
  confirmedOrder,
  continueToCheckout,
  holdChosenSeats,
  logIn,
  mainOf,
  openBillboard,
  openFirstFunction,
  openShow,
  payWithCard,
  pickSeatsWithKeyboard,
  type ShopTab,
} from "./support/shopper.js"
import { chromiumMissing, e2eSuite } from "./support/suite.js"
import { withAnyValues } from "./support/texts.js"

const skipped = await chromiumMissing()

/** The wallets a tenant switches on beside this one's (docs/payments.md): PayPal, Tigo Money, Apple Pay. */
const EVERY_WALLET = {
  acceptedPayments: [...(fixtureTenant().acceptedPayments ?? []), "payPal", "tigoMoney", "applePay"] as const,
}

/** A wallet's radio in the payment step, by the name the shop gives it (FormasDePago2's cNombre); focus stays on it. */
const chooseWallet = async (tab: ShopTab, name: string) => {
  const methods = mainOf(tab).getByRole("group", { name: tab.t("checkout.payment.method") })
  await methods.getByRole("radio", { name, exact: true }).check()
  await mainOf(tab)
    .getByRole("heading", { level: 3, name: tab.t("checkout.payment.wallet.heading", { provider: name }) })
    .waitFor()
  const radio = methods.getByRole("radio", { name, exact: true })
  expect(await radio.evaluate((element) => element === document.activeElement)).toBe(true)
}

describe.skipIf(skipped !== null)(
  `paying with PayPal, Tigo Money and Apple Pay in Chromium${skipped === null ? "" : ` (skipped: ${skipped})`}`,
  () => {
    const suite = e2eSuite({ wallets: EVERY_WALLET })

    /** Two seats of `show` held by a new customer, e-ticket chosen: the payment step. */
    const atPaymentStep = async (show: string) => {
      const server = suite.server()
      const customer = await server.signUp()
      const tab = await (await suite.newShopper("es")).newTab()
      await openBillboard(tab)
      await openShow(tab, show)
      const idFuncion = await openFirstFunction(tab)
      const seats = await pickSeatsWithKeyboard(tab, 2)
      await holdChosenSeats(tab, 2)
      await continueToCheckout(tab)
      const idProcesoDeCompra = await logIn(tab, customer)
      await chooseETicket(tab)
      return { server, tab, idFuncion, seats, idProcesoDeCompra }
    }

    /**
     * Pays with `provider` on its sandbox page (`slug`): the tab goes there, the shopper approves, the
     * wallet sends the tab to `back` (its own return page), which follows the payment to /payConfirm.
     */
    const payAtWallet = async (show: string, provider: string, slug: string, back: (process: number) => string) => {
      const { server, tab, idFuncion, seats, idProcesoDeCompra } = await atPaymentStep(show)
      const { page, t } = tab
      await chooseWallet(tab, provider)
      await mainOf(tab)
        .getByRole("button", { name: withAnyValues(t("checkout.payment.wallet.payAmount", { provider })) })
        .click()
      await page.waitForURL((url) => url.pathname.startsWith(`/sandbox/${slug}/`))
      const returnPage = new URL(back(idProcesoDeCompra), "http://shop")
      const visited: Array<string> = []
      page.on("framenavigated", (frame) => {
        if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname + new URL(frame.url()).search)
      })
      await page.getByRole("button", { name: "Aprobar el pago" }).click()

      const order = await confirmedOrder(tab)
      expect(order).toBeGreaterThan(0)
      // The wallet sent the tab to its own return page before the confirmation.
      expect(visited[0]).toBe(returnPage.pathname + returnPage.search)
      const states = await server.seatStates(idFuncion)
      expect(seats.map((seat) => states.get(seat))).toEqual(["VENDIDA", "VENDIDA"])
    }

    it("Back from Mercado Pago's page: the shopper pays by card instead", async () => {
      const { server, tab, idFuncion, seats, idProcesoDeCompra } = await atPaymentStep("Sobremesa")
      const { page, t } = tab
      await chooseWallet(tab, "Mercado Pago")
      await mainOf(tab)
        .getByRole("button", {
          name: withAnyValues(t("checkout.payment.wallet.payAmount", { provider: "Mercado Pago" })),
        })
        .click()
      await page.waitForURL((url) => url.pathname.startsWith("/sandbox/mercadopago/"))
      // The browser's Back button: the purchase again, its places still held; the card pays this time.
      await page.goBack()
      await page.waitForURL((url) => url.pathname === `/BuyTicket/${idProcesoDeCompra}`)
      await chooseETicket(tab)
      await payWithCard(tab, SandboxCard.approves)
      expect(await confirmedOrder(tab)).toBeGreaterThan(0)
      const states = await server.seatStates(idFuncion)
      expect(seats.map((seat) => states.get(seat))).toEqual(["VENDIDA", "VENDIDA"])
    }, 120_000)

    it("PayPal: its page, approved, returns to the shop and ends at payConfirm with the order", async () => {
      await payAtWallet("La casa de los espejos", "PayPal", "paypal", (process) => `/BuyTicket/ok/${process}`)
    }, 120_000)

    it("Tigo Money: approved on its page, back at /payConfirmTigoMoney, then payConfirm with the order", async () => {
      await payAtWallet(
        "Sobremesa",
        "Tigo Money",
        "tigomoney",
        (process) => `/payConfirmTigoMoney?idProcesoDeCompra=${process}`,
      )
    }, 120_000)

    it("Apple Pay: approved on its page, back at /apay/cobro/finalizar, then payConfirm with the order", async () => {
      await payAtWallet(
        "Las hermanas Quiroga",
        "Apple Pay",
        "applepay",
        (process) => `/apay/cobro/finalizar?idProcesoDeCompra=${process}`,
      )
    }, 120_000)
  },
)
