import { SandboxCard } from "@boleteria/core"
import type { Page } from "playwright-core"
import { expect, it } from "vitest"
import { SHOPPER_PASSWORD, uniqueEmail, type ShopServer } from "./support/shopServer.js"
import { confirmedOrder, mainOf, type Credentials, type ShopTab } from "./support/shopper.js"
import { describeInChromium } from "./support/suite.js"
import { containing, startingWith, textsFor, type ShopLocale } from "./support/texts.js"
import { newCustomer, statesOf } from "./support/purchase.js"

/**
 * Issue 13: a whole purchase with the keyboard alone (Tab, Shift+Tab, Enter, Space, arrows; text
 * typed only into the field that has focus), in Spanish and in English at 1280 px. At every stop
 * the focus must be somewhere the shopper sees it, and an action never drops it on <body>.
 */

/** Each language buys at its own show, so the two purchases never reach for the same seats. */
const SHOW = { es: "La casa de los espejos", en: "Las hermanas Quiroga" } as const satisfies Record<ShopLocale, string>

/** The first extra product of every purchase (server/migrations 003 and 012), in each language. */
const FIRST_EXTRA = { es: "Estacionamiento", en: "Parking" } as const satisfies Record<ShopLocale, string>

/** More Tab presses than any page here needs between two stops (the billboard has ~30 before its cards). */
const MAX_TABS = 60

interface Focused {
  readonly role: string
  readonly name: string
}

/** An accessible name, exact when a string. */
type NameMatcher = string | RegExp
const named = (name: string, matcher: NameMatcher) =>
  typeof matcher === "string" ? name === matcher : matcher.test(name)

/**
 * Role and accessible name of the focused element as Chromium's accessibility tree gives them
 * (the first line of its ARIA snapshot: `- link "Name"`, `- 'button "A: B"': …`); null on <body>.
 */
const focused = async (page: Page): Promise<Focused | null> => {
  if (await page.evaluate(() => document.activeElement === null || document.activeElement === document.body))
    return null
  const line = (await page.locator(":focus").ariaSnapshot({ depth: 0 })).split("\n")[0] ?? ""
  const quoted = line.startsWith("- '")
  const match = /^- '?([a-z]+)(?: "((?:[^"\\]|\\.)*)")?/.exec(line)
  if (match === null) throw new Error(`cannot read the focused element's role and name from ${line}`)
  const name = (match[2] ?? "").replace(/\\(.)/g, "$1")
  return { role: match[1]!, name: quoted ? name.replaceAll("''", "'") : name }
}

const describeFocus = (stop: Focused | null) => (stop === null ? "<body>" : `${stop.role} "${stop.name}"`)

const isAt = (stop: Focused | null, role: string, name: NameMatcher): stop is Focused =>
  stop !== null && stop.role === role && named(stop.name, name)

/**
 * Why the shopper cannot see where the focus is, or null when they can. The focused element, or for
 * a control drawn elsewhere (the seat map's visually hidden grid, which the canvas paints) the
 * nearest ancestor that draws a focus outline, must have a box, lie in the window and be the
 * topmost thing at its centre: not under the sticky header, a toast or another panel.
 */
const focusUnseen = (page: Page): Promise<string | null> =>
  page.evaluate(() => {
    const element = document.activeElement
    if (!(element instanceof HTMLElement) || element === document.body) return "the focus is on <body>"
    const tiny = (box: DOMRect) => box.width <= 1 || box.height <= 1
    const outlined = (candidate: Element) => {
      const style = getComputedStyle(candidate)
      return style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0
    }
    let shown: Element = element
    if (tiny(element.getBoundingClientRect())) {
      let up = element.parentElement
      while (up !== null && !outlined(up)) up = up.parentElement
      if (up !== null) shown = up
    }
    const what = `<${shown.tagName.toLowerCase()}> for "${element.getAttribute("aria-label") ?? element.textContent?.trim().slice(0, 60)}"`
    const box = shown.getBoundingClientRect()
    if (tiny(box)) return `${what} has no box (${box.width}×${box.height})`
    const [x, y] = [box.left + box.width / 2, box.top + box.height / 2]
    if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight)
      return `${what}: its centre (${Math.round(x)}, ${Math.round(y)}) is outside the window`
    const hit = document.elementFromPoint(x, y)
    if (hit === null || !shown.contains(hit))
      return `${what} is covered by ${hit?.outerHTML.slice(0, 120) ?? "nothing"}`
    return null
  })

/** Seen once the page is still: a smooth scroll (to the held places after "Reservar") takes a moment. */
const expectFocusSeen = async (page: Page, where: string) =>
  expect.poll(() => focusUnseen(page), { message: `focus at ${where}`, timeout: 2_000 }).toBeNull()

/**
 * Presses Tab (Shift+Tab with `backwards`) until the focus is on an element with this role and
 * accessible name; each stop on the way must show its focus. Fails after MAX_TABS presses, or when
 * the focus leaves the page, with the names it passed.
 */
const tabTo = async (page: Page, role: string, name: NameMatcher, { backwards = false } = {}): Promise<Focused> => {
  const passed: Array<string> = []
  for (let press = 0; press < MAX_TABS; press++) {
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab")
    const stop = await focused(page)
    const where = `${describeFocus(stop)}, on the way to ${role} ${String(name)}`
    if (stop === null)
      throw new Error(`Tab left the page before ${role} ${String(name)}; passed: ${passed.join(" | ")}`)
    await expectFocusSeen(page, where)
    if (isAt(stop, role, name)) return stop
    passed.push(describeFocus(stop))
  }
  throw new Error(`${MAX_TABS} presses of Tab never reached ${role} ${String(name)}; passed: ${passed.join(" | ")}`)
}

/** Waits until an action has put the focus on this element, then checks that it shows; answers it. */
const expectFocusOn = async (page: Page, role: string, name: NameMatcher): Promise<Focused> => {
  const there = `${role} ${String(name)}`
  let reached: Focused | null = null
  await expect
    .poll(
      async () => {
        const stop = await focused(page)
        if (!isAt(stop, role, name)) return describeFocus(stop)
        reached = stop
        return there
      },
      { timeout: 15_000 },
    )
    .toBe(there)
  await expectFocusSeen(page, there)
  return reached!
}

/**
 * A key pressed on the focused element: the focus is then on an element with this role and name
 * (the same control with its new state, or the heading of what opened), and shows.
 */
const press = async (page: Page, key: string, role: string, name: NameMatcher): Promise<Focused> => {
  await page.keyboard.press(key)
  return expectFocusOn(page, role, name)
}

/** Tab to a text field and type into it, as a keyboard user fills a form. */
const typeInto = async (page: Page, name: NameMatcher, text: string): Promise<void> => {
  await tabTo(page, "textbox", name)
  await page.keyboard.type(text)
}

/** A new page, or step, reached with Enter: its main heading takes the focus (issue 13). */
const enterTo = (page: Page, heading: NameMatcher): Promise<Focused> => press(page, "Enter", "heading", heading)

const selectedIndex = (page: Page) => page.evaluate(() => (document.activeElement as HTMLSelectElement).selectedIndex)

const focusedAttribute = (page: Page, attribute: string) =>
  page.evaluate((name) => document.activeElement?.getAttribute(name) ?? null, attribute)

/** The header's language menu, opened with Enter; English chosen with Enter. */
const switchToEnglish = async (tab: ShopTab): Promise<void> => {
  const { page, t } = tab
  const es = textsFor("es")
  const menu = (texts: typeof t, locale: ShopLocale) =>
    texts("shell.languages.menu", {
      short: texts(`shell.languages.${locale}.short`),
      language: texts(`shell.languages.${locale}.title`),
    })
  const opener = await tabTo(page, "button", menu(es, "es"))
  await press(page, "Enter", "button", opener.name)
  expect(await focusedAttribute(page, "aria-expanded")).toBe("true")
  await tabTo(page, "button", t("shell.languages.en.title"))
  await page.keyboard.press("Enter")
  // The menu closes on its own button, which now says the language chosen.
  await expectFocusOn(page, "button", menu(t, "en"))
  await mainOf(tab)
    .getByRole("heading", { name: t("browse.billboard.allShows") })
    .waitFor()
}

/** From the billboard's card to the show's landing page, then its first function; answers the function's id. */
const openFunction = async (tab: ShopTab, show: string): Promise<number> => {
  const { page, t } = tab
  await tabTo(page, "link", show)
  await enterTo(page, show)
  expect(new URL(page.url()).pathname).toMatch(/^\/landing\//)
  await tabTo(page, "link", startingWith(t("browse.calendar.buyFor")))
  await enterTo(page, show)
  await mainOf(tab)
    .getByRole("heading", { name: t("function.selection.title") })
    .waitFor()
  const path = new URL(page.url()).pathname
  expect(path).toMatch(/^\/funcion\/[^/]+\/\d+$/)
  return Number(path.split("/").at(-1))
}

const seatState = (tab: ShopTab, state: "free" | "chosen") => new RegExp(`, ${tab.t(`function.seat.state.${state}`)}$`)

/**
 * Two seats with the seat map's keyboard grid: Tab into it, Enter chooses, the right arrow goes to
 * the next seat, Space chooses it. The grid itself is not drawn: the canvas rings the seat and the
 * caption under the map names it. Answers the seats' ids.
 */
const pickOnMapGrid = async (tab: ShopTab): Promise<ReadonlyArray<number>> => {
  const { page } = tab
  const chooseFocusedSeat = async (key: string) => {
    const cell = await press(page, key, "gridcell", seatState(tab, "chosen"))
    await mainOf(tab).locator("p", { hasText: cell.name }).waitFor()
    return Number((await focusedAttribute(page, "id"))?.replace("butaca-", ""))
  }
  await tabTo(page, "gridcell", seatState(tab, "free"))
  const first = await chooseFocusedSeat("Enter")
  await press(page, "ArrowRight", "gridcell", seatState(tab, "free"))
  const second = await chooseFocusedSeat("Space")
  // The chosen seats and "Reservar" come after the map in the tab order.
  await tabTo(page, "button", tab.t("function.selection.take", { count: 2 }))
  return [first, second]
}

/**
 * Two seats with the list chooser: the next section and the row after next with the down arrow
 * (a closed select changes at once), then two seats ticked with Space. Answers the seats' ids.
 */
const pickFromList = async (tab: ShopTab): Promise<ReadonlyArray<number>> => {
  const { page, t } = tab
  const seats: Array<number> = []
  const sector = await tabTo(page, "combobox", startingWith(t("function.list.sector")))
  await press(page, "ArrowDown", "combobox", sector.name)
  expect(await selectedIndex(page)).toBe(1)
  const row = await tabTo(page, "combobox", startingWith(t("function.list.row")))
  const firstRow = await selectedIndex(page)
  await press(page, "ArrowDown", "combobox", row.name)
  await press(page, "ArrowDown", "combobox", row.name)
  expect(await selectedIndex(page)).toBe(firstRow + 2)
  for (let ticked = 0; ticked < 2; ticked++) {
    await tabTo(page, "checkbox", seatState(tab, "free"))
    // Ticking the first seat opens the chosen-seats panel above the list: the box must stay in view.
    await press(page, "Space", "checkbox", seatState(tab, "chosen"))
    seats.push(Number((await focusedAttribute(page, "data-testid"))?.replace("lista-butaca-", "")))
  }
  // The list is the last panel: "Reservar" is back up the page.
  await tabTo(page, "button", t("function.selection.take", { count: 2 }), { backwards: true })
  return seats
}

/** "Reservar" pressed: the held places take the focus; then "Continuar" to checkout, which asks to log in. */
const holdAndContinue = async (tab: ShopTab, server: ShopServer, idFuncion: number, seats: ReadonlyArray<number>) => {
  const { page, t } = tab
  await enterTo(page, t("function.held.title"))
  await page.getByTestId("held-places").getByRole("listitem").nth(1).waitFor()
  expect(await statesOf(server, idFuncion, seats)).toEqual(["RETENIDA", "RETENIDA"])
  await tabTo(page, "link", t("function.held.continue"))
  await enterTo(page, t("login.title"))
  expect(new URL(page.url()).searchParams.get("nextUrl")).toMatch(/^\/BuyTicket\/\d+$/)
}

const logInWithKeyboard = async (tab: ShopTab, customer: Credentials): Promise<void> => {
  const { page, t } = tab
  await typeInto(page, t("login.email"), customer.email)
  await typeInto(page, t("login.password"), customer.password)
  // Enter in a field sends its form.
  await enterTo(page, t("checkout.title"))
}

/**
 * Sign-up from the login page: every field typed, the gender picked with the down arrow, the terms
 * read in their dialog (the focus goes in, "Acepto" ticks the form's box and the focus comes back).
 */
const signUpWithKeyboard = async (tab: ShopTab): Promise<void> => {
  const { page, t } = tab
  const email = uniqueEmail("teclado")
  await tabTo(page, "link", t("login.signUp"))
  await enterTo(page, t("signUp.title"))
  await typeInto(page, t("signUp.firstName"), "Lucía")
  await typeInto(page, t("signUp.lastName"), "Ferreyra")
  await typeInto(page, t("signUp.email"), email)
  await typeInto(page, t("signUp.emailConfirmation"), email)
  await typeInto(page, t("signUp.password"), SHOPPER_PASSWORD)
  await typeInto(page, t("signUp.passwordConfirmation"), SHOPPER_PASSWORD)
  const gender = await tabTo(page, "combobox", startingWith(t("signUp.gender")))
  await press(page, "ArrowDown", "combobox", gender.name)
  expect(await selectedIndex(page)).toBe(1)

  const opener = await tabTo(page, "button", t("signUp.readTerms"))
  await page.keyboard.press("Enter")
  const dialog = page.getByRole("dialog", { name: t("signUp.terms.title") })
  await dialog.waitFor()
  await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true)
  await tabTo(page, "button", t("signUp.terms.accept"))
  await page.keyboard.press("Enter")
  await dialog.waitFor({ state: "detached" })
  await expectFocusOn(page, "button", opener.name)
  expect(
    await mainOf(tab)
      .getByRole("checkbox", { name: t("signUp.acceptTerms") })
      .isChecked(),
  ).toBe(true)

  await tabTo(page, "button", t("signUp.submit"))
  await enterTo(page, t("checkout.title"))
}

/**
 * Checkout with the keyboard: on to delivery, the e-ticket chosen with Space, one extra added with
 * the down arrow, the card form typed field by field with the approving sandbox card, then Pagar.
 * Answers the order number /payConfirm shows.
 */
const checkoutToOrder = async (tab: ShopTab): Promise<number> => {
  const { page, t } = tab
  expect(new URL(page.url()).pathname).toMatch(/^\/BuyTicket\/\d+$/)
  await tabTo(page, "button", t("checkout.seats.continue"))
  await enterTo(page, t("checkout.delivery.title"))

  // The delivery types arrive after the heading; until then (and while one is being chosen) their
  // fieldset is disabled and Tab passes them by.
  await page.waitForFunction(() => document.querySelector('main input[type="radio"]:enabled') !== null)
  const eTicket = await tabTo(page, "radio", containing(t("checkout.delivery.about.ETICKET")))
  // Space checks the radio the focus is on (it may be the one already checked).
  await press(page, "Space", "radio", eTicket.name)
  expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).checked)).toBe(true)
  await tabTo(page, "button", t("checkout.delivery.continue"))
  await enterTo(page, t("checkout.extras.title"))

  // The first extra (the parking) is named in the shopper's language, as the server answers it.
  const extra = await tabTo(page, "combobox", t("checkout.extras.quantity", { name: FIRST_EXTRA[tab.locale] }))
  await press(page, "ArrowDown", "combobox", extra.name)
  expect(await page.evaluate(() => (document.activeElement as HTMLSelectElement).value)).toBe("1")
  await tabTo(page, "button", t("checkout.extras.continue"))
  await enterTo(page, t("checkout.payment.title"))

  // The payment methods, and with them the card form, arrive after the heading (a skeleton says so
  // meanwhile): on a busy machine Tab could otherwise pass through the page before they are there.
  await page.waitForFunction(() => document.querySelector("main input[name='cardNumber']") !== null)
  await typeInto(page, t("payment.form.cardNumber"), SandboxCard.approves)
  await typeInto(page, t("payment.form.cardholderName"), "LUCIA FERREYRA")
  await typeInto(page, t("payment.form.expiryMonth"), "10")
  await typeInto(page, t("payment.form.expiryYear"), "2032")
  await typeInto(page, t("payment.form.securityCode"), "777")
  // Instalments are looked up by the card's first digits; one payment is offered first.
  await tabTo(page, "combobox", startingWith(t("payment.form.installments")))
  await expect.poll(() => selectedIndex(page)).toBeGreaterThan(0)
  await typeInto(page, t("payment.form.documentNumber"), "33444555")
  await typeInto(page, t("payment.form.birthDay"), "20")
  await typeInto(page, t("payment.form.birthMonth"), "5")
  await typeInto(page, t("payment.form.birthYear"), "1992")
  // The button says the amount charged.
  await tabTo(page, "button", new RegExp(`^${t("payment.form.pay")} .*\\d`))
  await enterTo(page, t("checkout.confirm.title"))
  return confirmedOrder(tab)
}

describeInChromium("a purchase with the keyboard alone in Chromium", (suite) => {
  /** The shop as loaded: nothing has focus until the shopper presses Tab. */
  const openBillboard = async (tab: ShopTab) => {
    await tab.page.goto(`${tab.origin}/`)
    await tab.page.getByTestId("show-card").first().waitFor()
  }

  it("es: billboard → show → seats on the map's keyboard grid → log in → e-ticket, an extra, card → order", async () => {
    const { server, customer, tab } = await newCustomer(suite, "es")

    await openBillboard(tab)
    const idFuncion = await openFunction(tab, SHOW.es)
    const seats = await pickOnMapGrid(tab)
    await holdAndContinue(tab, server, idFuncion, seats)
    await logInWithKeyboard(tab, customer)
    expect(await checkoutToOrder(tab)).toBeGreaterThan(0)
    expect(await statesOf(server, idFuncion, seats)).toEqual(["VENDIDA", "VENDIDA"])
  }, 60_000)

  it("en: language menu → show → seats from the list chooser → sign up with the terms dialog → e-ticket, an extra, card → order", async () => {
    const server = suite.server()
    const tab = await suite.newTab("en")

    await openBillboard(tab)
    await switchToEnglish(tab)
    const idFuncion = await openFunction(tab, SHOW.en)
    const seats = await pickFromList(tab)
    await holdAndContinue(tab, server, idFuncion, seats)
    await signUpWithKeyboard(tab)
    expect(await checkoutToOrder(tab)).toBeGreaterThan(0)
    expect(await statesOf(server, idFuncion, seats)).toEqual(["VENDIDA", "VENDIDA"])
  }, 60_000)
})
