import { type Performance } from "@boleteria/core"
import { expect, it } from "vitest"
import promotions from "../../fixtures/catalog/promotions.json" with { type: "json" }
import shows from "../../fixtures/catalog/shows.json" with { type: "json" }
import { fixtureTenantFile } from "./support/shopServer.js"
import { chooseLanguage, holdChosenSeats, mainOf, pickSeatsWithKeyboard } from "./support/shopper.js"
import { describeInChromium } from "./support/suite.js"
import { LOCALES } from "./support/texts.js"
import { payApproved, checkOutAs, orderInHistory, chosenSeatsPanel } from "./support/purchase.js"

/** Seeded promotions (fixtures/catalog/promotions.json): Banco Pampa's 20% any day, Jubilados' 30% Tuesday to Thursday. */
const BANK = 2
const RETIREES = 3
/** The functions of the shows the retirees' promotion covers (their weekdays follow today's date). */
const RETIREES_FUNCTIONS = shows
  .filter((show) =>
    promotions
      .find((each) => each.idPromocion === RETIREES)
      ?.listaIdEspectaculoCartel?.includes(show.idEspectaculoCartel),
  )
  .flatMap((show) => show.listaFuncion.map((each) => each.idFuncion))

// The second demo tenant (fixtures/tenant-products.json): the multi-promotion dialog on.
describeInChromium(
  "three seats split between two promotions, in Chromium",
  { products: fixtureTenantFile("tenant-products.json") },
  (suite) => {
    it.each(LOCALES)(
      "%s: 2 with the bank's promotion and 1 retiree's, paid, and the order has both",
      async (locale) => {
        const server = suite.server()
        const customer = await server.signUp()
        // A coming function with both promotions on offer (the retirees' one runs Tuesday to Thursday).
        let performance: Performance | undefined
        for (const idFuncion of RETIREES_FUNCTIONS) {
          const answer = await server.call<Performance>("GET", `/v2/Funcion/${idFuncion}`)
          if (answer.status !== 200 || answer.oData.lAgotada) continue
          const offered = answer.oData.listaPromocion.map((each) => each.idPromocion)
          // The page opens on the first sector with places left: its seats are picked on the map.
          const first = answer.oData.listaSector.find((sector) => sector.nDisponibles > 0)
          if (first?.lNumerada === true && offered.includes(BANK) && offered.includes(RETIREES)) {
            performance = answer.oData
            break
          }
        }
        if (performance === undefined) throw new Error("no coming function offers both promotions")
        const promotionName = (id: number) =>
          performance.listaPromocion.find((promotion) => promotion.idPromocion === id)!.cNombre
        // The page's names are in the shopper's language; the order history's in the server's default.
        const tab = await suite.newTab(locale)
        const { page, t } = tab
        await page.goto(`${tab.origin}/funcion?idFuncion=${performance.idFuncion}`)
        if (locale !== "es") await chooseLanguage(tab)
        const chosen = chosenSeatsPanel(tab)
        await chosen.waitFor()
        await pickSeatsWithKeyboard(tab, 3)

        const dialog = chosen.getByRole("group", { name: t("function.promotions.split.title", { count: 3 }) })
        await dialog.waitFor()
        const noneName = t("function.promotions.none")
        const bankName = await dialog.getByText(/Visa/u).first().textContent()
        const retireesName = await dialog
          .getByText(/Jubilad|Retirees/u)
          .first()
          .textContent()
        const more = (name: string) =>
          dialog.getByRole("button", { name: t("function.promotions.split.more", { name }) })
        const fewer = (name: string) =>
          dialog.getByRole("button", { name: t("function.promotions.split.fewer", { name }) })
        // One more for the bank before one fewer at full price: the dialog says 4 of 3.
        await more(bankName!).click()
        await dialog.getByText(t("function.promotions.split.count", { chosen: 4, places: 3 })).waitFor()
        await fewer(noneName).click()
        await more(bankName!).click()
        await fewer(noneName).click()
        await more(retireesName!).click()
        await fewer(noneName).click()
        const quantityNone = dialog.getByRole("spinbutton", { name: t("function.promotions.split.quantityNone") })
        expect(await quantityNone.inputValue()).toBe("0")
        expect(await dialog.getByText(t("function.promotions.split.count", { chosen: 4, places: 3 })).count()).toBe(0)
        await holdChosenSeats(tab, 3)
        await checkOutAs(tab, customer)
        const summary = page.getByTestId("cart-summary")
        await summary
          .getByText(t("checkout.summary.discount", { name: bankName! }))
          .first()
          .waitFor()
        await summary.getByText(t("checkout.summary.discount", { name: retireesName! })).waitFor()
        const order = await payApproved(tab)

        const paid = await orderInHistory(server, customer, order)
        const promotions = paid?.listaFuncion.flatMap((line) => line.listaEntrada.map((ticket) => ticket.cPromocion))
        expect([...(promotions ?? [])].sort()).toEqual(
          [promotionName(BANK), promotionName(BANK), promotionName(RETIREES)].sort(),
        )
        await mainOf(tab)
          .getByRole("heading", { name: t("checkout.confirm.title") })
          .waitFor()
      },
      120_000,
    )
  },
)
