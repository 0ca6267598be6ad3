import type { RunOptions } from "axe-core"
import type { Page } from "playwright-core"
import { expect, it } from "vitest"
import { SandboxCard } from "@boleteria/core"
import { blockingViolations, WCAG_22_AA, type Violation } from "./support/axe.js"
import { payApproved } from "./support/purchase.js"
import { addCardFromMyCards, savedCardName } from "./support/savedCards.js"
import { fixtureTenantFile } from "./support/shopServer.js"
import {
  chooseETicket,
  continueToCheckout,
  holdChosenSeats,
  mainOf,
  openBillboard,
  pickSeatsWithKeyboard,
  submitLoginForm,
  WIDTHS,
  type ShopTab,
} from "./support/shopper.js"
import { describeInChromium, type E2eSuite } from "./support/suite.js"
import { LOCALES } from "./support/texts.js"
import { putOthersInLine } from "./support/waitingRoom.js"

/** WCAG 2.2 A and AA with 2.5.3 Label in Name, which axe ships as experimental: a control whose name does not start with what it shows is one voice control cannot reach. */
const AXE_OPTIONS: RunOptions = { ...WCAG_22_AA, rules: { "label-content-name-mismatch": { enabled: true } } }

const HEIGHT = 900

interface Finding extends Violation {
  readonly where: string
}

/** The page as it stands, at each width (the same page resized, not loaded again). */
const checkAtEveryWidth = async (tab: ShopTab, where: string): Promise<ReadonlyArray<Finding>> => {
  const findings: Array<Finding> = []
  for (const width of WIDTHS) {
    await tab.page.setViewportSize({ width, height: HEIGHT })
    const violations = await blockingViolations(tab.page, AXE_OPTIONS)
    findings.push(...violations.map((violation) => ({ where: `${where} @${width}`, ...violation })))
  }
  await tab.page.setViewportSize({ width: WIDTHS[0], height: HEIGHT })
  return findings
}

/** Nothing in the page still loading. */
const settled = (tab: ShopTab) =>
  tab.page.waitForFunction(() => document.querySelector('main [aria-busy="true"]') === null)

/**
 * Goes to `path` as the shop's own links do (no reload: the injected axe stays), and waits for the
 * new page: issue 13 moves the focus to its main heading once it is there.
 */
const openPage = async (tab: ShopTab, path: string): Promise<void> => {
  await tab.page.evaluate((to) => {
    document.querySelector("main h1")?.setAttribute("data-left", "")
    history.replaceState(null, "", to)
    dispatchEvent(new PopStateEvent("popstate"))
  }, path)
  await tab.page.waitForFunction(() => document.activeElement?.matches("main h1:not([data-left])") === true)
  await settled(tab)
}

const openAndCheck = async (tab: ShopTab, path: string): Promise<ReadonlyArray<Finding>> => {
  await openPage(tab, path)
  return checkAtEveryWidth(tab, path)
}

/**
 * The controls that `coverText`'s box (a toast) lies over at some scroll position of the page: the
 * shopper could not see or press them while it shows. Where the top bar lies over the toast, the
 * toast covers nothing.
 */
const controlsCoveredBy = (page: Page, coverText: string): Promise<ReadonlyArray<string>> =>
  page.evaluate((text) => {
    const cover = [...document.querySelectorAll("p")].find((p) => p.textContent === text)?.parentElement
    if (cover === undefined || cover === null) throw new Error(`no "${text}" on the page`)
    const controls = [...document.querySelectorAll<HTMLElement>("a[href], button, input, select, textarea")]
    const covered = new Set<string>()
    for (let y = 0; y <= document.documentElement.scrollHeight; y += innerHeight / 4) {
      scrollTo(0, y)
      const toast = cover.getBoundingClientRect()
      for (const control of controls.filter((each) => !cover.contains(each))) {
        const box = control.getBoundingClientRect()
        const [left, right] = [Math.max(box.left, toast.left), Math.min(box.right, toast.right)]
        const [top, bottom] = [Math.max(box.top, toast.top), Math.min(box.bottom, toast.bottom)]
        if (right <= left || bottom <= top) continue
        const hit = document.elementFromPoint((left + right) / 2, (top + bottom) / 2)
        if (hit !== null && cover.contains(hit)) covered.add(control.outerHTML.slice(0, 80))
      }
    }
    scrollTo(0, 0)
    return [...covered]
  }, coverText)

/** SPEC §2's pages anyone can open, and the dead ends a mistyped address used to lead to. */
const OPEN_PATHS = [
  "/AdvancedSearch?cBuscar=tango",
  "/landing/la-casa-de-los-espejos",
  "/establecimiento/teatro-gran-corrientes/1",
  "/teatro-gran-corrientes/1",
  "/funcion/la-casa-de-los-espejos/10101",
  "/login",
  "/signUp",
  "/recoverPassword",
  "/eticket",
  "/termsAndConditions",
  "/PointSales",
  "/Services",
  "/privacyPolicies",
  "/TechnicalSupport",
  "/ComplaintsBook",
  "/FAQ",
  "/about",
  "/arrepentimiento",
  "/linkPago",
  "/no-existe",
  "/a/b/c",
  "/funcion/x/999999",
]

/** A customer's own pages (SPEC §2, login required). */
const ACCOUNT_PATHS = ["/myOrders", "/myBookings", "/myData", "/myAddress", "/myPhone", "/myCards", "/changePassword"]

type A11ySuite = E2eSuite<"shop" | "queue">

// One browser for the file: the fixture tenant's shop, and the queue-on tenant's (fixtures/tenant-queue.json).
describeInChromium(
  "access for everyone in Chromium (issue 13)",
  { shop: {}, queue: fixtureTenantFile("tenant-queue.json") },
  (suite) => {
    waitingRoomTests(suite)

    it("axe (WCAG 2.2 A/AA) finds nothing serious or critical on any page, logged out, with seats held and logged in, at 1280 and 375 px", async () => {
      const customer = await suite.server().signUp()
      const tab = await suite.newTab("es")
      const { page, t } = tab
      const findings: Array<Finding> = []

      await page.goto(`${tab.origin}/`)
      await mainOf(tab).getByRole("heading", { level: 1 }).waitFor({ state: "attached" })
      await page.getByTestId("show-card").first().waitFor()
      findings.push(...(await checkAtEveryWidth(tab, "/")))
      for (const path of OPEN_PATHS) findings.push(...(await openAndCheck(tab, path)))

      await openPage(tab, "/signUp")
      await mainOf(tab)
        .getByRole("button", { name: t("signUp.readTerms") })
        .click()
      await page.getByRole("dialog", { name: t("signUp.terms.title") }).waitFor()
      findings.push(...(await checkAtEveryWidth(tab, "/signUp, the terms dialog")))
      await page.keyboard.press("Escape")

      await openPage(tab, "/funcion/la-casa-de-los-espejos/10102")
      await pickSeatsWithKeyboard(tab, 2)
      await holdChosenSeats(tab, 2)
      findings.push(...(await checkAtEveryWidth(tab, "function page, seats held")))

      // To checkout, logging in on the way; the greeting arrives while the checkout is on screen.
      await continueToCheckout(tab)
      await page.waitForURL((url) => url.pathname === "/login")
      await submitLoginForm(tab, customer)
      await page.waitForURL((url) => /^\/BuyTicket\/\d+$/.test(url.pathname))
      const greeting = page.getByText(t("login.greeting", { name: "Lucía" }), { exact: true })
      await greeting.waitFor()
      const covered: Array<string> = []
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: HEIGHT })
        covered.push(...(await controlsCoveredBy(page, t("login.greeting", { name: "Lucía" }))))
      }
      expect(covered, "controls under the greeting").toEqual([])
      await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT })
      await settled(tab)
      findings.push(...(await checkAtEveryWidth(tab, "/BuyTicket, seats held")))

      await chooseETicket(tab)
      findings.push(...(await checkAtEveryWidth(tab, "/BuyTicket, payment form")))

      // A payment link for the purchase, and its page as another browser, never signed in, opens it.
      await mainOf(tab)
        .getByRole("button", { name: t("checkout.link.create.button") })
        .click()
      const linkField = mainOf(tab).getByRole("textbox", { name: t("checkout.link.create.field") })
      await linkField.waitFor()
      findings.push(...(await checkAtEveryWidth(tab, "/BuyTicket, payment link made")))
      const payer = await suite.newTab("es")
      await payer.page.goto(await linkField.inputValue())
      await mainOf(payer)
        .getByRole("heading", { level: 1, name: t("checkout.link.page.title") })
        .waitFor()
      await settled(payer)
      findings.push(...(await checkAtEveryWidth(payer, "/linkPago/{id}")))
      const order = await payApproved(tab)
      findings.push(...(await checkAtEveryWidth(tab, "/payConfirm")))

      for (const path of ACCOUNT_PATHS) findings.push(...(await openAndCheck(tab, path)))

      // Exchanging that order from my orders: its choices, then the new places held and the balance.
      await openPage(tab, `/myOrders?cambio=${order}`)
      await mainOf(tab)
        .getByRole("combobox", { name: t("account.orders.exchange.function") })
        .waitFor()
      findings.push(...(await checkAtEveryWidth(tab, "/myOrders?cambio, choosing")))
      await mainOf(tab)
        .getByRole("button", { name: t("account.orders.exchange.hold") })
        .click()
      await mainOf(tab)
        .getByRole("heading", { name: t("account.orders.exchange.places") })
        .waitFor()
      findings.push(...(await checkAtEveryWidth(tab, "/myOrders?cambio, places held")))

      // My cards with a card, saved through the processor's page (there and back: full page loads).
      await openPage(tab, "/myCards")
      const card = { number: SandboxCard.approves, month: "10", year: "2032" }
      await addCardFromMyCards(tab, card)
      await settled(tab)
      findings.push(...(await checkAtEveryWidth(tab, "/myCards, a card just saved")))
      await mainOf(tab)
        .getByRole("article", { name: savedCardName(tab, card) })
        .getByRole("button", { name: t("account.remove") })
        .click()
      await page.getByRole("dialog", { name: t("account.cards.removeTitle") }).waitFor()
      findings.push(...(await checkAtEveryWidth(tab, "/myCards, the delete dialog")))
      await page.keyboard.press("Escape")

      expect(findings).toEqual([])
    }, 120_000)

    it("keeps Tab inside the sign-up terms dialog, above the sticky top bar, and gives the focus back to its opener", async () => {
      const tab = await suite.newTab("es")
      const { page, t } = tab
      await page.goto(`${tab.origin}/signUp`)
      const opener = mainOf(tab).getByRole("button", { name: t("signUp.readTerms") })
      await opener.click()
      const dialog = page.getByRole("dialog", { name: t("signUp.terms.title") })
      await dialog.waitFor()
      const controls = dialog.locator("a[href], button")
      const focused = () => page.evaluate(() => document.activeElement?.textContent ?? null)
      const [first, last] = [await controls.first().textContent(), await controls.last().textContent()]

      await controls.last().focus()
      await page.keyboard.press("Tab")
      expect(await focused()).toBe(first)
      await page.keyboard.press("Shift+Tab")
      expect(await focused()).toBe(last)
      // The dialog is in the top layer: the bar under its backdrop cannot be reached by the pointer.
      const barReachable = await page.evaluate(() => {
        const bar = document.querySelector("header")?.getBoundingClientRect()
        const hit = bar === undefined ? null : document.elementFromPoint(bar.left + 40, bar.top + bar.height / 2)
        return hit !== null && document.querySelector("header")?.contains(hit) === true
      })
      expect(barReachable).toBe(false)

      await page.keyboard.press("Escape")
      await dialog.waitFor({ state: "detached" })
      expect(await opener.evaluate((button) => button === document.activeElement)).toBe(true)

      // Accepting closes it too, ticks the form's box, and the focus is back on the opener.
      await opener.click()
      await dialog.getByRole("button", { name: t("signUp.terms.accept") }).click()
      await dialog.waitFor({ state: "detached" })
      expect(
        await mainOf(tab)
          .getByRole("checkbox", { name: t("signUp.acceptTerms") })
          .isChecked(),
      ).toBe(true)
      expect(await opener.evaluate((button) => button === document.activeElement)).toBe(true)
    })

    it("at 375 px the side drawer is modal too: Tab stays inside, Escape closes it, the focus goes back to its button", async () => {
      const tab = await suite.newTab("es", { viewport: { width: 375, height: HEIGHT } })
      const { page, t } = tab
      await page.goto(`${tab.origin}/FAQ`)
      const opener = page.getByRole("banner").getByRole("button", { name: t("shell.drawer.open") })
      await opener.click()
      const drawer = page.getByRole("dialog", { name: t("shell.drawer.title") })
      await drawer.getByRole("button", { name: t("shell.languages.en.title") }).waitFor()
      await drawer.locator("a[href], button").last().focus()
      await page.keyboard.press("Tab")
      expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true)
      await page.keyboard.press("Escape")
      await drawer.waitFor({ state: "detached" })
      expect(await opener.evaluate((button) => button === document.activeElement)).toBe(true)
    })

    it.each(WIDTHS)(
      "at %i px the skip link lands on the page below the sticky top bar (WCAG 2.4.11)",
      async (width) => {
        const tab = await suite.newTab("es", { viewport: { width, height: HEIGHT } })
        const { page, t } = tab
        await page.goto(`${tab.origin}/FAQ`)
        await mainOf(tab).getByRole("heading", { level: 1 }).waitFor()
        await page.keyboard.press("Tab")
        expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(t("shell.skipToContent"))
        await page.keyboard.press("Enter")
        const { mainTop, barBottom } = await page.evaluate(() => ({
          mainTop: document.getElementById("main")?.getBoundingClientRect().top ?? Number.NaN,
          barBottom: document.querySelector("header")?.getBoundingClientRect().bottom ?? Number.NaN,
        }))
        expect(await page.evaluate(() => document.activeElement?.id)).toBe("main")
        expect(mainTop).toBeGreaterThanOrEqual(barBottom)
      },
    )
  },
)

/** The queue-on tenant's rules (fixtures/tenant-queue.json): 30 shoppers a minute, a 15-minute turn. */
const QUEUE_RULES = { ratePerMinute: 30, capacity: 100, turnMinutes: 15, graceMinutes: 3, opensBeforeMinutes: 60 }
/** A function of the Arena, one per language so each shopper waits in a room of their own. */
const QUEUED_FUNCTION = { es: 20901, en: 20902 } as const
const OTHERS_AHEAD = 5
/** Long enough for the others ahead and the shopper to go in, at 30 a minute. */
const TO_THE_TURN_MS = 60_000

/** A shopper in `locale` waiting in a function's room behind others; answers what axe found on /cola. */
const waitInLine = async (suite: A11ySuite, locale: (typeof LOCALES)[number]) => {
  const server = suite.server("queue")
  const tab = await suite.newTab(locale, { mode: "queue" })
  const idFuncion = QUEUED_FUNCTION[locale]
  await openBillboard(tab)
  await server.openWaitingRoom(idFuncion, QUEUE_RULES)
  await putOthersInLine(server, idFuncion, OTHERS_AHEAD, `a11y-${locale}`)
  await openPage(tab, `/funcion?idFuncion=${idFuncion}`)
  await tab.page.waitForURL((url) => url.pathname === `/cola/${idFuncion}`)
  await mainOf(tab).getByTestId("queue-position").waitFor()
  return { tab, findings: await checkAtEveryWidth(tab, `/cola/${idFuncion} (${locale})`) }
}

/** The turn come: back on the function page with the turn's clock; answers what axe found there. */
const checkTurn = async (tab: ShopTab): Promise<ReadonlyArray<Finding>> => {
  await tab.page.waitForURL((url) => url.pathname === "/funcion", { timeout: 30_000 })
  await mainOf(tab)
    .getByRole("timer", { name: tab.t("queue.turn.label") })
    .waitFor()
  await settled(tab)
  return checkAtEveryWidth(tab, `the function page with the turn's clock (${tab.locale})`)
}

function waitingRoomTests(suite: A11ySuite) {
  it("the waiting room, both languages at once: axe finds nothing serious on /cola while waiting, nor on the function page with the turn's clock, at 1280 and 375 px", async () => {
    const waiting = await Promise.all(LOCALES.map((locale) => waitInLine(suite, locale)))
    // The line goes in on the server's clock: moved on, the next ask gives each shopper the turn.
    suite.server("queue").advanceClock(TO_THE_TURN_MS)
    const turns = await Promise.all(waiting.map(({ tab }) => checkTurn(tab)))
    expect([...waiting.flatMap(({ findings }) => findings), ...turns.flat()]).toEqual([])
  }, 90_000)
}
