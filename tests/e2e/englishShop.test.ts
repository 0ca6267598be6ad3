import { readdirSync, readFileSync } from "node:fs"
import { SandboxCard } from "@boleteria/core"
import { describe, expect, it } from "vitest"
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
import { chromiumMissing, e2eSuite } from "./support/suite.js"
import { containing } from "./support/texts.js"

const skipped = await chromiumMissing()

const SHOW = "Las hermanas Quiroga"

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

/**
 * What must never show in the English shop: every Spanish text of locales/es.json (the parts around
 * its placeholders) of four characters or more that no English text of locales/en.json contains, and the
 * Spanish of the catalogue's texts (show types, promotions, delivery types, payment methods, extras,
 * show descriptions) that has an English sibling of its own.
 */
const spanishTexts = (): ReadonlyArray<string> => {
  // Words the English texts use too ("Sector", "E-ticket", a law's Spanish name they quote) are English there.
  const english = textsByKey(readJson("../../locales/en.json")).map(([, text]) => text)
  const fromLocales = textsByKey(readJson("../../locales/es.json")).flatMap(([, spanish]) =>
    fixedParts(spanish).filter((part) => !english.some((text) => text.includes(part))),
  )
  const catalog = (file: string) => readJson(`../../fixtures/catalog/${file}`) as ReadonlyArray<Record<string, string>>
  const siblings = (file: string, ...fields: ReadonlyArray<string>) =>
    catalog(file).flatMap((entry) =>
      fields.flatMap((field) => {
        const spanish = entry[field]
        return typeof spanish === "string" && spanish !== entry[`${field}En`] ? [spanish] : []
      }),
    )
  // The extras are reference data of the server's migrations, not catalogue files.
  const extras = ["Estacionamiento", "Una plaza en el garaje de la sala durante la función", "Programa de mano"]
  return [
    ...new Set([
      ...fromLocales,
      ...siblings("showTypes.json", "cNombre"),
      ...siblings("promotions.json", "cNombre", "cDescripcion"),
      ...siblings("deliveryTypes.json", "cNombre"),
      ...siblings("paymentMethods.json", "cNombre"),
      ...siblings("shows.json", "cDescripcion"),
      ...extras,
    ]),
  ]
}

/** Names that stay as they are in every language: show titles, venues, streets and places, halls' sectors. */
const properNames = (): ReadonlyArray<string> => {
  const catalog = (file: string) => readJson(`../../fixtures/catalog/${file}`) as ReadonlyArray<Record<string, Json>>
  const sectors = readdirSync(new URL("../../fixtures/catalog/seatMaps/", import.meta.url))
    .map(
      (file) =>
        readJson(`../../fixtures/catalog/seatMaps/${file}`) as { listaSector: ReadonlyArray<{ cNombre: string }> },
    )
    .flatMap((map) => map.listaSector.map((sector) => sector.cNombre))
  const fields = (file: string, ...names: ReadonlyArray<string>) =>
    catalog(file).flatMap((entry) => names.flatMap((name) => (typeof entry[name] === "string" ? [entry[name]] : [])))
  return [
    ...fields("shows.json", "cNombre"),
    ...fields("venues.json", "cNombre", "cDireccion", "cLocalidad", "cProvincia"),
    ...fields("zones.json", "cNombre"),
    ...fields("cardInstallments.json", "cBanco"),
    ...sectors,
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

/** A bill's official reference (AFIP's name of the document and its number), the same in any language. */
const BILL_REFERENCE = /Factura [ABC] \d{4}-\d{8}/gu

/** The Spanish texts found in `shown`, once the names that never change are set aside. */
const spanishIn = (shown: ReadonlyArray<string>): ReadonlyArray<string> =>
  shown.flatMap((text) => {
    const rest = PROPER_NAMES.reduce((left, name) => left.split(name).join(" · "), text).replace(BILL_REFERENCE, " · ")
    return SPANISH_PATTERNS.filter(({ pattern }) => pattern.test(rest)).map(
      ({ text: spanish }) => `«${spanish}» in «${text}»`,
    )
  })

/** Every text the page shows a shopper or names for a screen reader: visible text and labels, titles, placeholders. */
const shownTexts = (tab: ShopTab): Promise<ReadonlyArray<string>> =>
  tab.page.evaluate(() => {
    const texts = [document.title, document.body.innerText]
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

/** The page, as it stands, shows no Spanish: the step names where a leak was found. */
const expectNoSpanish = async (tab: ShopTab, step: string): Promise<void> => {
  // Soft: the walk goes on, so one run names every page that leaks.
  expect.soft(spanishIn(await shownTexts(tab)), step).toEqual([])
}

describe.skipIf(skipped !== null)(
  `the English shop speaks English${skipped === null ? "" : ` (skipped: ${skipped})`}`,
  () => {
    const suite = e2eSuite()

    it("finds Spanish in a page that shows it (the check itself)", () => {
      expect(spanishIn(["Fondos insuficientes: el banco rechazó el pago. Probá con otra tarjeta."])).not.toEqual([])
      expect(spanishIn(["Retiro en boletería"])).not.toEqual([])
      expect(spanishIn([`${SHOW} · Teatro Gran Corrientes · Platea`])).toEqual([])
    })

    it("a purchase in English: billboard, function, delivery, extras, card form, a decline, the confirmation, my orders and the e-ticket", async () => {
      const server = suite.server()
      const customer = await server.signUp()
      const tab = await (await suite.newShopper("en")).newTab()
      const { page, t } = tab
      const main = mainOf(tab)

      await openBillboard(tab)
      await expectNoSpanish(tab, "billboard")
      await openShow(tab, SHOW)
      await expectNoSpanish(tab, "show landing")
      await openFirstFunction(tab)
      await page.getByRole("heading", { name: t("function.promotions.title") }).waitFor()
      await expectNoSpanish(tab, "function page")
      await pickSeatsWithKeyboard(tab, 2)
      await expectNoSpanish(tab, "seats chosen, promotions offered")
      await holdChosenSeats(tab, 2)
      await expectNoSpanish(tab, "seats held")

      await continueToCheckout(tab)
      await logIn(tab, customer)
      await expectNoSpanish(tab, "checkout: seats")
      await main.getByRole("button", { name: t("checkout.seats.continue") }).click()
      const pickup = main.getByRole("radio", { name: containing(t("checkout.delivery.about.BOLETERIA")) })
      await pickup.check()
      await expectNoSpanish(tab, "checkout: delivery")
      await main.getByRole("button", { name: t("checkout.delivery.continue") }).click()

      await main.getByRole("button", { name: t("checkout.extras.continue") }).waitFor()
      await main.getByLabel(t("checkout.extras.quantity", { name: "Parking" })).selectOption("1")
      await expectNoSpanish(tab, "checkout: extras")
      await main.getByRole("button", { name: t("checkout.extras.continue") }).click()
      await main.getByRole("form", { name: t("payment.form.title") }).waitFor()
      await expectNoSpanish(tab, "checkout: card form")

      await payWithCard(tab, SandboxCard.declines)
      await main.getByText(t("payment.failed"), { exact: true }).waitFor({ timeout: 30_000 })
      // The processor's reason, in the shopper's words and language, with no field name.
      await main.getByText(t("payment.reasons.insufficientFunds"), { exact: true }).waitFor()
      await expectNoSpanish(tab, "a declined card")

      await payWithCard(tab, SandboxCard.approves)
      const idPedido = await confirmedOrder(tab)
      await expectNoSpanish(tab, "the confirmation")

      await openAccountPage(tab, "orders")
      const card = main.getByRole("article", { name: t("account.orders.order", { order: idPedido }) })
      await card.waitFor()
      await expectNoSpanish(tab, "my orders")

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
      expect(server.lastMailTo(customer.email)).toContain(`Subject: Your purchase is confirmed: order No. ${idPedido}`)
    }, 120_000)
  },
)
