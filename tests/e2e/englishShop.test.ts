import { readdirSync, readFileSync } from "node:fs"
import { formatMoney, SandboxCard } from "@boleteria/core"
import { expect, it, vi } from "vitest"
import { textOf } from "../support/pdf.js"
import { openAccountPage } from "./support/account.js"
import {
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
import { fixtureTenant } from "./support/shopServer.js"
import { describeInChromium } from "./support/suite.js"
import { containing } from "./support/texts.js"
import { atPaymentStep, orderInHistory, payApproved, newCustomer } from "./support/purchase.js"
import { chooseWallet, walletPayButton } from "./support/wallets.js"

const SHOW = "Las hermanas Quiroga"
const TENANT_PRICE = fixtureTenant().price

type Json = string | number | boolean | null | ReadonlyArray<Json> | { readonly [key: string]: Json }
const readJson = (path: string): Json => JSON.parse(readFileSync(new URL(path, import.meta.url), "utf8")) as Json

/** Every text of a locale file by its key path ("payment.reasons.insufficientFunds"). */
const textsByKey = (json: Json, path = ""): ReadonlyArray<[string, string]> => {
  if (typeof json === "string") return [[path, json]]
  if (json === null || typeof json !== "object") return []
  return Object.entries(json).flatMap(([key, value]) => textsByKey(value, path === "" ? key : `${path}.${key}`))
}

/** A text's words around its placeholders ("Pedido N° {{order}}" → "Pedido N°"), four characters or more. */
const fixedParts = (text: string): ReadonlyArray<string> =>
  text
    .split(/\{\{\s*\w+\s*\}\}/)
    .map((part) => part.trim())
    .filter((part) => part.length >= 4)

type CatalogEntry = Readonly<Record<string, Json>>
const catalog = (file: string) => readJson(`../../fixtures/catalog/${file}`) as ReadonlyArray<CatalogEntry>
/** Every hall's sectors (fixtures/catalog/seatMaps). */
const sectors = (): ReadonlyArray<CatalogEntry> =>
  readdirSync(new URL("../../fixtures/catalog/seatMaps/", import.meta.url)).flatMap(
    (file) =>
      (readJson(`../../fixtures/catalog/seatMaps/${file}`) as { listaSector: ReadonlyArray<CatalogEntry> }).listaSector,
  )

/** The Spanish of `fields` of each entry that has an English sibling of its own (`cNombre` → `cNombreEn`). */
const siblings = (entries: ReadonlyArray<CatalogEntry>, ...fields: ReadonlyArray<string>): ReadonlyArray<string> =>
  entries.flatMap((entry) =>
    fields.flatMap((field) => {
      const spanish = entry[field]
      return typeof spanish === "string" && spanish !== entry[`${field}En`] ? [spanish] : []
    }),
  )

/**
 * What must never show in the English shop: every Spanish text of locales/es.json (the parts around
 * its placeholders) of four characters or more that no English text of locales/en.json contains, and the
 * Spanish of the catalogue's texts (show types, promotions, delivery types, payment methods, extras,
 * show descriptions, venues and halls' sectors) that has an English sibling of its own and is not
 * part of an English text ("General" of "General admission").
 */
const spanishTexts = (): ReadonlyArray<string> => {
  // Words the English texts use too ("Sector", "E-ticket", a law's Spanish name they quote) are English there.
  const english = [
    ...textsByKey(readJson("../../locales/en.json")).map(([, text]) => text),
    ...[...catalog("venues.json"), ...sectors()].flatMap((entry) =>
      typeof entry["cNombreEn"] === "string" ? [entry["cNombreEn"]] : [],
    ),
  ]
  const notEnglish = (spanish: string) => !english.some((text) => text.includes(spanish))
  const fromLocales = textsByKey(readJson("../../locales/es.json")).flatMap(([, spanish]) =>
    fixedParts(spanish).filter(notEnglish),
  )
  // The extras are reference data of the server's migrations, not catalogue files.
  const extras = ["Estacionamiento", "Una plaza en el garaje de la sala durante la función", "Programa de mano"]
  return [
    ...new Set([
      ...fromLocales,
      ...siblings(catalog("showTypes.json"), "cNombre"),
      ...siblings(catalog("promotions.json"), "cNombre", "cDescripcion"),
      ...siblings(catalog("deliveryTypes.json"), "cNombre"),
      ...siblings(catalog("paymentMethods.json"), "cNombre"),
      ...siblings(catalog("shows.json"), "cDescripcion"),
      ...siblings(catalog("venues.json"), "cNombre").filter(notEnglish),
      ...siblings(sectors(), "cNombre").filter(notEnglish),
      ...extras,
    ]),
  ]
}

/** Names that stay as they are in every language: show titles, streets and places, banks. */
const properNames = (): ReadonlyArray<string> => {
  const fields = (file: string, ...names: ReadonlyArray<string>) =>
    catalog(file).flatMap((entry) =>
      names.flatMap((name) => {
        const value = entry[name]
        return typeof value === "string" ? [value] : []
      }),
    )
  return [
    ...fields("shows.json", "cNombre"),
    ...fields("venues.json", "cDireccion", "cLocalidad", "cProvincia"),
    ...fields("zones.json", "cNombre"),
    ...fields("cardInstallments.json", "cBanco"),
    // The shopper's own name, as she signed up.
    "Lucía Ferreyra",
    "Lucía",
  ].sort((a, b) => b.length - a.length)
}

const SPANISH = spanishTexts()
const PROPER_NAMES = properNames()
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
/** A Spanish text as a whole phrase: "Sala" is not found in "Salad". */
const SPANISH_PATTERNS = SPANISH.map((text) => ({
  text,
  pattern: new RegExp(`(?<![\\p{L}\\p{N}])${escaped(text)}(?![\\p{L}\\p{N}])`, "u"),
}))

/** A tax document's official reference (ARCA's name of the document and its number), the same in any language. */
const BILL_REFERENCE = /(?:Factura|Nota de crédito) [ABC] \d{4,5}-\d{8}/gu

/** The Spanish texts found in `shown`, once the names that never change are set aside. */
const spanishIn = (shown: ReadonlyArray<string>): ReadonlyArray<string> =>
  shown.flatMap((text) => {
    const rest = PROPER_NAMES.reduce((left, name) => left.split(name).join(" · "), text).replace(BILL_REFERENCE, " · ")
    return SPANISH_PATTERNS.filter(({ pattern }) => pattern.test(rest)).map(
      ({ text: spanish }) => `«${spanish}» in «${text}»`,
    )
  })

/**
 * Money written another way than formatMoney's English ("ARS 45,000"): after "$", or grouped with
 * dots as Spanish does ("45.000"); a law's number ("Law 24.240") is a name, not an amount.
 */
const FOREIGN_AMOUNT =
  /(?<![\p{L}\p{N}.,])(?<!(?:Law|Ley|No\.) )(?:\$\s*\d[\d.,]*|\d{1,3}(?:\.\d{3})+)(?![\p{N}]|,\d)/gu
/** What follows the currency code; it must read as formatMoney writes it in English. */
const ARS_AMOUNT = /ARS\s*\d[\d.,]*\d|ARS\s*\d/gu
const ENGLISH_AMOUNT = /^ARS\s\d{1,3}(?:,\d{3})*$/u

/** Amounts in `shown` that are not formatMoney's English. */
const foreignAmountsIn = (shown: ReadonlyArray<string>): ReadonlyArray<string> =>
  shown.flatMap((text) => [
    ...[...text.matchAll(FOREIGN_AMOUNT)].map(([amount]) => `«${amount}» in «${text}»`),
    ...[...text.matchAll(ARS_AMOUNT)]
      .filter(([amount]) => !ENGLISH_AMOUNT.test(amount))
      .map(([amount]) => `«${amount}» in «${text}»`),
  ])

/** How many amounts in `shown` read as formatMoney's English. */
const englishAmountsIn = (shown: ReadonlyArray<string>): number =>
  shown.reduce((count, text) => count + [...text.matchAll(ARS_AMOUNT)].length, 0)

/** Every text the page shows a shopper or names for a screen reader: visible text and labels, titles, placeholders, a select's options. */
const shownTexts = (page: ShopTab["page"]): Promise<ReadonlyArray<string>> =>
  page.evaluate(() => {
    const texts = [document.title, document.body.innerText]
    for (const option of document.querySelectorAll("option")) texts.push(option.textContent ?? "")
    for (const element of document.querySelectorAll("[aria-label], [title], [placeholder], [alt], [aria-valuetext]")) {
      for (const name of ["aria-label", "title", "placeholder", "alt", "aria-valuetext"]) {
        const value = element.getAttribute(name)
        if (value !== null && value.trim() !== "") texts.push(value)
      }
    }
    return texts
      .flatMap((text) => text.split("\n"))
      .map((line) => line.trim())
      .filter((line) => line !== "")
  })

/**
 * The page, as it stands, is English: no Spanish text, every amount as formatMoney writes it in
 * English (at least `amounts` of them), and <html lang="en">. The step names where a leak was found.
 */
const expectEnglish = async (
  tab: ShopTab | { readonly page: ShopTab["page"] },
  step: string,
  { amounts = 0 }: { readonly amounts?: number } = {},
): Promise<void> => {
  const shown = await shownTexts(tab.page)
  // Soft: the walk goes on, so one run names every page that leaks.
  expect.soft(spanishIn(shown), step).toEqual([])
  expect.soft(foreignAmountsIn(shown), `${step}: amounts`).toEqual([])
  expect.soft(englishAmountsIn(shown), `${step}: amounts in ARS`).toBeGreaterThanOrEqual(amounts)
  expect.soft(await tab.page.evaluate(() => document.documentElement.lang), `${step}: <html lang>`).toBe("en")
}

describeInChromium("the English shop speaks English", (suite) => {
  it("finds Spanish and foreign amounts in a page that shows them (the checks themselves)", () => {
    expect(spanishIn(["Fondos insuficientes: el banco rechazó el pago. Probá con otra tarjeta."])).not.toEqual([])
    expect(spanishIn(["Retiro en boletería"])).not.toEqual([])
    expect(spanishIn([`${SHOW} · Teatro Gran Corrientes`])).not.toEqual([])
    expect(spanishIn(["Platea baja izquierda · 3,312 available"])).not.toEqual([])
    expect(spanishIn([`${SHOW} · Gran Corrientes Theatre · Stalls · General admission`])).toEqual([])
    expect(spanishIn(["Tax document (ARCA) Factura B 0003-00000012"])).toEqual([])
    const english = formatMoney(99000, TENANT_PRICE, "en")
    expect(foreignAmountsIn([`Pay ${english}`, "Stalls · ARS 76,000 · 3,312 available", "Law 24.240"])).toEqual([])
    expect(englishAmountsIn([`Pay ${english}`])).toBe(1)
    for (const foreign of ["Pay 99.000", "Stalls · 76.000 · 3,312 available", "$ 99.000", "$99,000", "ARS 99.000"])
      expect(foreignAmountsIn([foreign]), foreign).not.toEqual([])
  })

  it("a purchase in English: billboard, function, delivery, extras, card form, a decline, the confirmation, my orders and the e-ticket", async () => {
    const { server, customer, tab } = await newCustomer(suite, "en")
    const { page, t } = tab
    const main = mainOf(tab)

    await openBillboard(tab)
    // The billboard asks again in the language just picked: its venues turn English once it answers.
    await main.getByTestId("show-card").filter({ hasText: "Gran Corrientes Theatre" }).first().waitFor()
    await expectEnglish(tab, "billboard", { amounts: 1 })
    // A returning shopper: the stored language is the page's from the first load.
    await page.reload()
    await page.getByRole("heading", { name: t("browse.billboard.allShows") }).waitFor()
    await main.getByTestId("show-card").filter({ hasText: "Gran Corrientes Theatre" }).first().waitFor()
    await expectEnglish(tab, "billboard, loaded again", { amounts: 1 })
    await openShow(tab, SHOW)
    await expectEnglish(tab, "show landing", { amounts: 1 })
    await openFirstFunction(tab)
    await page.getByRole("heading", { name: t("function.promotions.title") }).waitFor()
    // The map, its key and the list chooser name the hall's sectors in English, with their prices.
    const list = main.getByRole("region", { name: t("function.list.title") })
    await list.waitFor()
    const sectorOptions = await list
      .getByRole("combobox", { name: containing(t("function.list.sector")) })
      .locator("option")
      .allTextContents()
    expect(sectorOptions.join(" | ")).toMatch(/Stalls · ARS\s[\d,]+ · [\d,]+ available/u)
    await expectEnglish(tab, "function page: map, key and list chooser", { amounts: 3 })
    await pickSeatsWithKeyboard(tab, 2)
    await expectEnglish(tab, "seats chosen, promotions offered", { amounts: 1 })
    await holdChosenSeats(tab, 2)
    await expectEnglish(tab, "seats held", { amounts: 1 })

    await continueToCheckout(tab)
    await logIn(tab, customer)
    await expectEnglish(tab, "checkout: seats", { amounts: 2 })
    await main.getByRole("button", { name: t("checkout.seats.continue") }).click()
    const pickup = main.getByRole("radio", { name: containing(t("checkout.delivery.about.BOLETERIA")) })
    await pickup.check()
    await expectEnglish(tab, "checkout: delivery")
    await main.getByRole("button", { name: t("checkout.delivery.continue") }).click()

    await main.getByRole("button", { name: t("checkout.extras.continue") }).waitFor()
    await main.getByLabel(t("checkout.extras.quantity", { name: "Parking" })).selectOption("1")
    await expectEnglish(tab, "checkout: extras")
    await main.getByRole("button", { name: t("checkout.extras.continue") }).click()
    await main.getByRole("form", { name: t("payment.form.title") }).waitFor()
    await expectEnglish(tab, "checkout: card form", { amounts: 1 })
    // "Pay ARS 99,000", never "Pay 99.000" (which reads as 99).
    await main.getByRole("button", { name: new RegExp(`^${t("payment.form.pay")}\\sARS\\s[\\d,]+$`, "u") }).waitFor()

    await payWithCard(tab, SandboxCard.declines)
    await main.getByText(t("payment.failed"), { exact: true }).waitFor({ timeout: 30_000 })
    // The processor's reason, in the shopper's words and language, with no field name.
    await main.getByText(t("payment.reasons.insufficientFunds"), { exact: true }).waitFor()
    await expectEnglish(tab, "a declined card")

    const idPedido = await payApproved(tab)
    // The recap loads the order after the heading shows: its amounts are what is checked.
    await main.getByTestId("amount-paid").waitFor()
    await expectEnglish(tab, "the confirmation", { amounts: 1 })

    await openAccountPage(tab, "orders")
    const card = main.getByRole("article", { name: t("account.orders.order", { order: idPedido }) })
    await card.waitFor()
    await expectEnglish(tab, "my orders", { amounts: 2 })

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      card.getByRole("button", { name: t("account.orders.downloadEticket", { order: idPedido }) }).click(),
    ])
    expect(download.suggestedFilename()).toBe(`tickets-order-${idPedido}.pdf`)
    // Its column labels are in capitals.
    const pdf = textOf(readFileSync(await download.path())).toUpperCase()
    expect(pdf).toContain(`ORDER NO. ${idPedido}`)
    expect(pdf).toContain("E-TICKET · TICKET 1 OF 2")
    const spanishLabels = textsByKey(readJson("../../locales/es.json"))
      .filter(([key]) => key.startsWith("account.orders.eticketPdf."))
      .flatMap(([, text]) => fixedParts(text))
    for (const label of spanishLabels) expect(pdf, label).not.toContain(label.toUpperCase())
    // Each ticket at the price paid for it (service charge included), written for an English reader.
    const order = await orderInHistory(server, customer, idPedido)
    const tickets = order?.listaFuncion.flatMap((line) => line.listaEntrada) ?? []
    expect(tickets).toHaveLength(2)
    const flat = pdf.replace(/\s+/gu, " ")
    for (const ticket of tickets) {
      const paid = formatMoney(ticket.fPrecio + ticket.fCargoServicio, TENANT_PRICE, "en").replace(/\s+/gu, " ")
      expect(flat).toContain(`PRICE PAID: ${paid}`)
    }
    expect(flat).toContain("STALLS")
    expect(foreignAmountsIn([flat])).toEqual([])
    // The confirmation is mailed after the payment answers (server/src/domain/process/orderMail.ts).
    await vi.waitFor(() =>
      expect(server.lastMailTo(customer.email)).toContain(`Subject: Your purchase is confirmed: order No. ${idPedido}`),
    )
  }, 120_000)

  it("a purchase in English paid with Mercado Pago: the payment step, the wallet's page, the confirmation and my orders", async () => {
    const { tab } = await atPaymentStep(suite, "La casa de los espejos", { locale: "en" })
    const { page, t } = tab
    const main = mainOf(tab)
    const provider = "Mercado Pago"
    await chooseWallet(tab, provider)
    const pay = walletPayButton(tab, provider)
    await pay.waitFor()
    await expectEnglish(tab, "payment step: Mercado Pago chosen", { amounts: 2 })
    await pay.click()

    await page.waitForURL((url) => url.pathname.startsWith("/sandbox/mercadopago/"))
    await page.getByRole("button", { name: t("payment.walletSandbox.approve") }).waitFor()
    await expectEnglish(tab, "Mercado Pago's page", { amounts: 1 })
    await page.getByRole("button", { name: t("payment.walletSandbox.approve") }).click()

    const idPedido = await confirmedOrder(tab)
    await main.getByTestId("amount-paid").waitFor()
    await expectEnglish(tab, "the confirmation of a wallet payment", { amounts: 1 })
    await openAccountPage(tab, "orders")
    await main.getByRole("article", { name: t("account.orders.order", { order: idPedido }) }).waitFor()
    await expectEnglish(tab, "my orders after a wallet payment", { amounts: 2 })
  }, 120_000)
})
