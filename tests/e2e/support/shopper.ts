import type { Locator, Page } from "playwright-core"
import { expect } from "vitest"
import { containing, LOCALES, startingWith, textsFor, withAnyValues, type ShopLocale, type Texts } from "./texts.js"

/** One browser tab of the shop, in the language the shopper reads it in. */
export interface ShopTab {
  readonly page: Page
  readonly locale: ShopLocale
  readonly t: Texts
  readonly origin: string
}

export const shopTab = (page: Page, locale: ShopLocale, origin: string): ShopTab => ({
  page,
  locale,
  t: textsFor(locale),
  origin,
})

/** Issue 13's two widths: a desktop window and a small phone. */
export const WIDTHS = [1280, 375] as const

const SEAT_CELLS = '[data-testid^="butaca-"]'
const seatIdOf = (testId: string | null): number => Number(testId?.replace("butaca-", "") ?? Number.NaN)

/** The page's main region: the shell's header and footer have fields and buttons with the same names. */
export const mainOf = (tab: ShopTab): Locator => tab.page.getByRole("main")

/**
 * A server-rendered page shows before it is live: a menu, a form or a click the shop handles waits
 * for hydration (html[data-live], set by RouteView once the page's own boundary has hydrated: a
 * click on a boundary React has not hydrated yet is lost). A shopper's next step waits for it.
 */
const pageIsLive = (tab: ShopTab): Promise<void> => tab.page.locator("html[data-live]").waitFor({ state: "attached" })

/** The language menu's button: the short title it shows, then the language ("ES — Idioma: Español"). */
const LANGUAGE_MENU = new RegExp(
  LOCALES.map((locale) => withAnyValues(textsFor(locale)("shell.languages.menu")).source).join("|"),
)

/** The header's language menu, as a shopper uses it: open it, pick the tab's language. */
export const chooseLanguage = async (tab: ShopTab): Promise<void> => {
  const { page, t } = tab
  const header = page.getByRole("banner")
  await pageIsLive(tab)
  await header.getByRole("button", { name: LANGUAGE_MENU }).click()
  // Exact: once the language is chosen, the menu's own button says it too ("EN — Language: English").
  await header.getByRole("button", { name: t(`shell.languages.${tab.locale}.title`), exact: true }).click()
  await header
    .getByRole("button", {
      name: t("shell.languages.menu", {
        short: t(`shell.languages.${tab.locale}.short`),
        language: t(`shell.languages.${tab.locale}.title`),
      }),
    })
    .waitFor()
}

/** The billboard, in the tab's language: Spanish is the default, English is picked from the language menu. */
export const openBillboard = async (tab: ShopTab): Promise<void> => {
  await tab.page.goto(`${tab.origin}/`)
  await tab.page.getByTestId("show-card").first().waitFor()
  if (tab.locale !== "es") await chooseLanguage(tab)
  await tab.page.getByRole("heading", { name: tab.t("browse.billboard.allShows") }).waitFor()
}

/** The top bar's search (Enter in the box): the advanced search lists the shows it finds. */
export const searchFromHeader = async (tab: ShopTab, text: string): Promise<void> => {
  const box = tab.page.getByRole("banner").getByRole("searchbox", { name: tab.t("shell.search.label") })
  await box.fill(text)
  await box.press("Enter")
  await tab.page.waitForURL((url) => url.pathname === "/AdvancedSearch" && url.searchParams.get("cBuscar") === text)
  await tab.page.getByTestId("show-card").first().waitFor()
}

/** From a list of shows (the billboard's, a search's) to the show's landing page. */
export const openShow = async (tab: ShopTab, showName: string): Promise<void> => {
  await pageIsLive(tab)
  await tab.page.getByTestId("show-card").getByRole("link", { name: showName, exact: true }).click()
  await tab.page.getByRole("heading", { level: 1, name: showName }).waitFor()
}

/** The landing page's first function on sale; answers its id. */
export const openFirstFunction = async (tab: ShopTab): Promise<number> => {
  await pageIsLive(tab)
  await tab.page
    .getByRole("link", { name: startingWith(tab.t("browse.calendar.buyFor")) })
    .first()
    .click()
  await tab.page.waitForURL(/\/funcion\/[^/]+\/\d+$/)
  await tab.page.getByRole("heading", { name: tab.t("function.selection.title") }).waitFor()
  return Number(new URL(tab.page.url()).pathname.split("/").at(-1))
}

/**
 * Picks seats with the keyboard alone, as the map's help says: into the seat grid, Enter
 * chooses, the right arrow goes to the next seat. Answers the chosen seats' ids.
 */
export const pickSeatsWithKeyboard = async (tab: ShopTab, count: number): Promise<ReadonlyArray<number>> => {
  const { page } = tab
  await page.locator(`${SEAT_CELLS}[tabindex="0"]`).focus()
  const ids: Array<number> = []
  for (let picked = 0; picked < count; picked++) {
    if (picked > 0) await page.keyboard.press("ArrowRight")
    const cell = page.locator(`${SEAT_CELLS}:focus`)
    ids.push(seatIdOf(await cell.getAttribute("data-testid")))
    await page.keyboard.press("Enter")
    await page
      .getByTestId(`butaca-${ids.at(-1)}`)
      .and(page.locator('[aria-selected="true"]'))
      .waitFor({ state: "attached" })
  }
  return ids
}

/**
 * Finds, in the canvas's pixels, the free seat of the current sector nearest the middle of the
 * part of the map the shopper sees (below the fixed header, inside the window). Free seats are
 * filled with their price's colour, as the legend of prices shows it, at full strength; other
 * sectors are faded. Answers the seat's centre in page coordinates.
 */
export const freeSeatOnCanvas = (page: Page): Promise<{ x: number; y: number } | null> =>
  page.evaluate(() => {
    const canvas = document.querySelector<HTMLCanvasElement>('[data-testid="seat-map-canvas"]')
    const sector = document.querySelector<HTMLInputElement>('input[name="sector"]:checked')?.value ?? ""
    const swatch =
      [...document.querySelectorAll('[data-testid="seat-tier"]')]
        .find((tier) => tier.getAttribute("data-sectors")?.split(" ").includes(sector))
        ?.querySelector("circle") ?? null
    const context = canvas?.getContext("2d")
    if (canvas === null || swatch === null || context === null || context === undefined) return null
    canvas.scrollIntoView({ block: "center" })
    const [red, green, blue] = (getComputedStyle(swatch).fill.match(/\d+/g) ?? []).map(Number)
    const { width, height } = canvas
    const box = canvas.getBoundingClientRect()
    const ratio = width / box.width
    const headerBottom = document.querySelector("header")?.getBoundingClientRect().bottom ?? 0
    const seen = {
      top: Math.max(0, Math.ceil((headerBottom - box.top) * ratio)),
      bottom: Math.min(height, Math.floor((window.innerHeight - box.top) * ratio)),
    }
    const pixels = context.getImageData(0, 0, width, height).data
    const isFree = (x: number, y: number) => {
      const at = (y * width + x) * 4
      return pixels[at] === red && pixels[at + 1] === green && pixels[at + 2] === blue && pixels[at + 3] === 255
    }
    const middle = { x: width / 2, y: (seen.top + seen.bottom) / 2 }
    let best: { x: number; y: number; distance: number } | null = null
    for (let y = seen.top; y < seen.bottom; y++) {
      for (let x = 0; x < width; x++) {
        if (!isFree(x, y)) continue
        const distance = Math.hypot(x - middle.x, y - middle.y)
        if (best === null || distance < best.distance) best = { x, y, distance }
      }
    }
    if (best === null) return null
    // The middle of the seat's run of free pixels, across and down.
    let [left, right, top, bottom] = [best.x, best.x, best.y, best.y]
    while (left > 0 && isFree(left - 1, best.y)) left--
    while (right < width - 1 && isFree(right + 1, best.y)) right++
    const middleX = Math.round((left + right) / 2)
    while (top > 0 && isFree(middleX, top - 1)) top--
    while (bottom < height - 1 && isFree(middleX, bottom + 1)) bottom++
    return { x: box.left + (middleX + 0.5) / ratio, y: box.top + ((top + bottom) / 2 + 0.5) / ratio }
  })

/** How many seats the shopper has chosen, read from the take button ("Reservar butacas elegidas (2)"). */
const chosenCount = async (tab: ShopTab): Promise<number> => {
  const label = await tab.page
    .getByRole("button", { name: startingWith(tab.t("function.selection.take")) })
    .textContent()
  return Number(/\((\d+)\)/.exec(label ?? "")?.[1] ?? Number.NaN)
}

/** The map's caption says a click (or tap) now chooses a seat: it is zoomed in far enough to pick from. */
const mapPicksSeats = (tab: ShopTab): Promise<boolean> =>
  tab.page
    .getByText(tab.t("function.map.hintPick"))
    .or(tab.page.getByText(tab.t("function.map.hintPickTouch")))
    .isVisible()

/** The next frame has been drawn: the canvas shows what the last render asked for. */
const nextFrame = (page: Page): Promise<void> =>
  page.evaluate(() => new Promise<void>((drawn) => requestAnimationFrame(() => requestAnimationFrame(() => drawn()))))

/**
 * Chooses one free seat by clicking the map, as a mouse user does (tapping it on a touch screen):
 * a click on a map too small to pick from zooms in first, so it looks again and clicks the seat
 * now under the pointer.
 */
export const pickSeatOnCanvas = async (tab: ShopTab): Promise<void> => {
  const before = await chosenCount(tab)
  for (let attempt = 0; attempt < 3; attempt++) {
    const seat = await freeSeatOnCanvas(tab.page)
    if (seat === null) throw new Error("no free seat is drawn on the map")
    const zoomedIn = await mapPicksSeats(tab)
    // A phone's finger taps (the map then zooms further in before it lets a tap choose), a mouse clicks.
    if (await tab.page.evaluate(() => matchMedia("(pointer: coarse)").matches))
      await tab.page.touchscreen.tap(seat.x, seat.y)
    else await tab.page.mouse.click(seat.x, seat.y)
    // Either the seat is chosen, or (zoomed out) the map zooms in and draws itself anew.
    await expect
      .poll(async () => (await chosenCount(tab)) > before || (!zoomedIn && (await mapPicksSeats(tab))), {
        timeout: 15_000,
      })
      .toBe(true)
    if ((await chosenCount(tab)) > before) return
    await nextFrame(tab.page)
  }
  throw new Error("clicking the map did not choose a seat")
}

/** Takes the chosen seats (Posiciones/Tomar) and waits until the page lists them as held. */
export const holdChosenSeats = async (tab: ShopTab, count: number): Promise<void> => {
  const { page, t } = tab
  await page.getByRole("button", { name: t("function.selection.take", { count }) }).click()
  await page
    .getByTestId("held-places")
    .getByRole("listitem")
    .nth(count - 1)
    .waitFor()
}

/** A seat's cell in the map's keyboard grid; its name says the seat's state ("libre", "reservada para vos"…). */
export const seatCell = (tab: ShopTab, idPosicion: number): Locator => tab.page.getByTestId(`butaca-${idPosicion}`)

/** From the held places to checkout: a shopper who is not logged in lands on the login page. */
export const continueToCheckout = async (tab: ShopTab): Promise<void> => {
  await tab.page
    .getByTestId("held-places")
    .getByRole("link", { name: tab.t("function.held.continue") })
    .click()
}

export interface Credentials {
  readonly email: string
  readonly password: string
}

/** The own login form of SPEC §2 (/login), filled and sent. */
export const submitLoginForm = async (tab: ShopTab, credentials: Credentials): Promise<void> => {
  const { t } = tab
  const main = mainOf(tab)
  await main.getByLabel(t("login.email")).fill(credentials.email)
  await main.getByLabel(t("login.password")).fill(credentials.password)
  await main.getByRole("button", { name: t("login.submit") }).click()
}

/** The own login of SPEC §2, reached with nextUrl; answers the purchase's id once back in BuyTicket. */
export const logIn = async (tab: ShopTab, credentials: Credentials): Promise<number> => {
  const { page, t } = tab
  await page.waitForURL((url) => url.pathname === "/login" && url.searchParams.has("nextUrl"))
  await submitLoginForm(tab, credentials)
  await page.waitForURL((url) => /^\/BuyTicket\/\d+$/.test(url.pathname))
  await page.getByRole("heading", { name: t("checkout.seats.title") }).waitFor()
  return Number(new URL(page.url()).pathname.split("/").at(-1))
}

/** Delivery by e-ticket (free), and no extras: on to the payment step. */
export const chooseETicket = async (tab: ShopTab): Promise<void> => {
  const { t } = tab
  const main = mainOf(tab)
  await main.getByRole("button", { name: t("checkout.seats.continue") }).click()
  await main.getByRole("radio", { name: containing(t("checkout.delivery.about.ETICKET")) }).check()
  await main.getByRole("button", { name: t("checkout.delivery.continue") }).click()
  const extras = main.getByRole("button", { name: t("checkout.extras.continue") })
  const payment = main.getByRole("form", { name: t("payment.form.title") })
  await extras.or(payment).first().waitFor()
  if (await extras.isVisible()) await extras.click()
  await payment.waitFor()
}

/** The card form of SPEC §3 filled with a sandbox card, its installments offered, not yet paid. */
export const fillCardForm = async (tab: ShopTab, cardNumber: string) => {
  const { t } = tab
  const form = mainOf(tab).getByRole("form", { name: t("payment.form.title") })
  await form.getByLabel(t("payment.form.cardNumber")).fill(cardNumber)
  await form.getByLabel(t("payment.form.cardholderName")).fill("LUCIA FERREYRA")
  await form.getByLabel(t("payment.form.expiryMonth")).fill("10")
  await form.getByLabel(t("payment.form.expiryYear")).fill("2032")
  await form.getByLabel(t("payment.form.securityCode")).fill("777")
  await form.getByLabel(t("payment.form.documentNumber")).fill("33444555")
  await form.getByLabel(t("payment.form.birthDay"), { exact: true }).fill("20")
  await form.getByLabel(t("payment.form.birthMonth"), { exact: true }).fill("5")
  await form.getByLabel(t("payment.form.birthYear"), { exact: true }).fill("1992")
  // Installments are looked up by the card's BIN; paying waits until they are offered.
  await form.getByLabel(t("payment.form.installments")).locator("option").nth(1).waitFor({ state: "attached" })
  return form
}

/** Fills the card form with a sandbox card and pays. */
export const payWithCard = async (tab: ShopTab, cardNumber: string): Promise<void> => {
  const form = await fillCardForm(tab, cardNumber)
  await form.getByRole("button", { name: tab.t("payment.form.pay") }).click()
}

/** payConfirm: the confirmation with the order number; answers the number. */
export const confirmedOrder = async (tab: ShopTab): Promise<number> => {
  const { page, t } = tab
  await page.waitForURL((url) => url.pathname === "/payConfirm", { timeout: 30_000 })
  await page.getByRole("heading", { name: t("checkout.confirm.title") }).waitFor()
  const line = await mainOf(tab)
    .getByText(startingWith(t("checkout.confirm.order")))
    .textContent()
  const order = Number(/(\d+)\s*$/.exec(line ?? "")?.[1])
  if (!Number.isInteger(order) || order <= 0) throw new Error(`the confirmation shows no order number: "${line}"`)
  return order
}

/** Straight to checkout, for the bench and the screenshots: a function's seats held and the shopper logged in. */
export const openCheckout = async (
  tab: ShopTab,
  functionPath: string,
  credentials: Credentials,
  seats = 2,
): Promise<number> => {
  await tab.page.goto(`${tab.origin}${functionPath}`)
  await pickSeatsWithKeyboard(tab, seats)
  await holdChosenSeats(tab, seats)
  await continueToCheckout(tab)
  return logIn(tab, credentials)
}
