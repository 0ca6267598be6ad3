import { SandboxCard } from "@boleteria/core"
import type { AxeResults, RunOptions } from "axe-core"
import { readFileSync } from "node:fs"
import { createRequire } from "node:module"
import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
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
import { containing, withAnyValues } from "./support/texts.js"

const skipped = await chromiumMissing()

/** axe-core's own build, as tests/e2e/accessibility.test.ts puts it into the page (no network). */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8")

/** The rules axe breaks in the payment step as it is now (WCAG 2.2 A/AA), serious or critical. */
const blockingViolations = async (page: Page): Promise<ReadonlyArray<string>> => {
  await page.addScriptTag({ content: AXE_SOURCE })
  return page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: { run: (context: Element, options: RunOptions) => Promise<AxeResults> }
    }
    const results = await axe.run(document.querySelector("main")!, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"] },
      resultTypes: ["violations"],
    })
    return results.violations
      .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)
  })
}

/** A wallet's radio in the payment step, by the name the shop gives it (FormasDePago2's cNombre). */
const chooseWallet = async (tab: ShopTab, name: string) => {
  const methods = mainOf(tab).getByRole("group", { name: tab.t("checkout.payment.method") })
  await methods.getByRole("radio", { name, exact: true }).check()
  // The choice shows the wallet's panel, which says how it is paid; focus stays on the radio (WCAG 3.2.2).
  const heading = mainOf(tab).getByRole("heading", {
    level: 3,
    name: tab.t("checkout.payment.wallet.heading", { provider: name }),
  })
  await heading.waitFor()
  const radio = methods.getByRole("radio", { name, exact: true })
  expect(await radio.evaluate((element) => element === document.activeElement)).toBe(true)
}

describe.skipIf(skipped !== null)(
  `paying with a wallet in Chromium${skipped === null ? "" : ` (skipped: ${skipped})`}`,
  () => {
    const suite = e2eSuite()

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

    it("Mercado Pago: the shop sends the tab to the sandbox's page; approved there, it comes back and ends at payConfirm", async () => {
      const { server, tab, idFuncion, seats, idProcesoDeCompra } = await atPaymentStep("La casa de los espejos")
      const back = `/BuyTicket/ok/${idProcesoDeCompra}`
      const { page, t } = tab
      await chooseWallet(tab, "Mercado Pago")
      await mainOf(tab)
        .getByRole("button", {
          name: withAnyValues(t("checkout.payment.wallet.payAmount", { provider: "Mercado Pago" })),
        })
        .click()

      // The wallet's own page: the shopper picks the cuotas and approves.
      await page.waitForURL((url) => url.pathname.startsWith("/sandbox/mercadopago/"))
      await page.getByLabel("Cuotas").selectOption("3")
      await page.getByRole("button", { name: "Aprobar el pago" }).click()

      // Back at the shop's return page, which follows the payment to the confirmation.
      await page.waitForURL((url) => url.pathname === back || url.pathname === "/payConfirm")
      const order = await confirmedOrder(tab)
      expect(order).toBeGreaterThan(0)
      const states = await server.seatStates(idFuncion)
      expect(seats.map((seat) => states.get(seat))).toEqual(["VENDIDA", "VENDIDA"])
    }, 120_000)

    it("Mercado Pago declined: the return page says why; back at the purchase, the shopper pays by card", async () => {
      const { tab, idProcesoDeCompra } = await atPaymentStep("Sobremesa")
      const { page, t } = tab
      await chooseWallet(tab, "Mercado Pago")
      await mainOf(tab)
        .getByRole("button", {
          name: withAnyValues(t("checkout.payment.wallet.payAmount", { provider: "Mercado Pago" })),
        })
        .click()
      await page.waitForURL((url) => url.pathname.startsWith("/sandbox/mercadopago/"))
      await page.getByRole("button", { name: "Rechazar el pago" }).click()

      await page.waitForURL((url) => url.pathname === `/BuyTicket/ok/${idProcesoDeCompra}`)
      await mainOf(tab).getByText(t("payment.reasons.declinedByWallet")).waitFor()
      await mainOf(tab)
        .getByRole("link", { name: t("checkout.payment.wallet.chooseAnother") })
        .click()
      await page.waitForURL((url) => url.pathname === `/BuyTicket/${idProcesoDeCompra}`)
      await mainOf(tab)
        .getByRole("heading", { level: 2, name: t("checkout.delivery.title") })
        .waitFor()

      // The places are still held: the delivery again, then a card this time.
      await mainOf(tab)
        .getByRole("radio", { name: containing(t("checkout.delivery.about.ETICKET")) })
        .check()
      await mainOf(tab)
        .getByRole("button", { name: t("checkout.delivery.continue") })
        .click()
      await payWithCard(tab, SandboxCard.approves)
      expect(await confirmedOrder(tab)).toBeGreaterThan(0)
    }, 120_000)

    it("MODO: the QR code shows; approved on the sandbox's page in a second tab, the first ends at payConfirm", async () => {
      const { server, tab, idFuncion, seats } = await atPaymentStep("Las hermanas Quiroga")
      const { page, t } = tab
      await chooseWallet(tab, "MODO")
      await mainOf(tab)
        .getByRole("button", { name: withAnyValues(t("checkout.payment.wallet.payAmount", { provider: "MODO" })) })
        .click()

      const qr = mainOf(tab).getByRole("img", { name: t("checkout.payment.wallet.qrAlt", { provider: "MODO" }) })
      await qr.waitFor()
      // The server drew the code: the image loaded, square and scannable in size.
      await page.waitForFunction(
        (alt) => {
          const image = [...document.images].find((candidate) => candidate.alt === alt)
          return image !== undefined && image.complete && image.naturalWidth > 0
        },
        t("checkout.payment.wallet.qrAlt", { provider: "MODO" }),
      )
      await mainOf(tab)
        .getByRole("status")
        .filter({ hasText: t("checkout.payment.wallet.waiting", { provider: "MODO" }) })
        .waitFor()
      expect(await blockingViolations(page)).toEqual([])

      const [wallet] = await Promise.all([
        page.context().waitForEvent("page"),
        mainOf(tab)
          .getByRole("link", { name: t("checkout.payment.wallet.openSandbox", { provider: "MODO" }) })
          .click(),
      ])
      await wallet.waitForLoadState()
      expect(new URL(wallet.url()).pathname).toMatch(/^\/sandbox\/modo\//u)
      await wallet.getByRole("button", { name: "Aprobar el pago" }).click()
      await wallet.getByRole("heading", { name: "Pago aprobado" }).waitFor()

      const order = await confirmedOrder(tab)
      expect(order).toBeGreaterThan(0)
      const states = await server.seatStates(idFuncion)
      expect(seats.map((seat) => states.get(seat))).toEqual(["VENDIDA", "VENDIDA"])
    }, 120_000)
  },
)
