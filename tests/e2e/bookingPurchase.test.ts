import { OrderHistory } from "@boleteria/core"
import * as Schema from "effect/Schema"
import { expect, it } from "vitest"
import { DEMO_CUSTOMER } from "../support/demoCustomer.js"
import { fixtureTenantFile } from "./support/shopServer.js"
import { mainOf, submitLoginForm } from "./support/shopper.js"
import { describeInChromium } from "./support/suite.js"
import { containing } from "./support/texts.js"
import { payApproved } from "./support/purchase.js"

/** The booked function of the demo customer (fixtures/demoCustomers.json): La Traviata, PLATEA F 10–11. */
const BOOKED_FUNCTION = 70102
const PARKING = "Estacionamiento"

// The second demo tenant (fixtures/tenant-products.json): products shop and booking by seat on.
describeInChromium(
  "the demo customer buys a booking, with a product of its function",
  { products: fixtureTenantFile("tenant-products.json") },
  (suite) => {
    it("signs in, sees the function's products, buys the booking from /myBookings with parking, and the booking is bought", async () => {
      const server = suite.server()
      const { newTab } = await suite.newShopper("es")
      const tab = await newTab()
      const { page, t } = tab
      const main = mainOf(tab)
      await page.goto(`${tab.origin}/login`)
      await submitLoginForm(tab, DEMO_CUSTOMER)
      await page.waitForURL((url) => url.pathname !== "/login")

      // The function's products shop (/funcionTienda: login and queue check, SPEC §2).
      await page.goto(`${tab.origin}/funcionTienda?idFuncion=${BOOKED_FUNCTION}`)
      const products = main.getByRole("region", { name: t("function.products.title") })
      await products.getByText(PARKING).waitFor()

      await page.goto(`${tab.origin}/myBookings`)
      // SPEC §5: the booking's conditions are accepted before it is bought.
      await main
        .getByRole("article", { name: "La Traviata" })
        .getByRole("checkbox", { name: t("account.bookings.conditions.accept") })
        .check()
      await main.getByRole("button", { name: t("account.bookings.buyLabel", { show: "La Traviata" }) }).click()
      await page.waitForURL((url) => /^\/BuyTicket\/\d+$/u.test(url.pathname))
      await main.getByRole("button", { name: t("checkout.seats.continue") }).click()
      await main.getByRole("radio", { name: containing(t("checkout.delivery.about.ETICKET")) }).check()
      await main.getByRole("button", { name: t("checkout.delivery.continue") }).click()
      await main.getByLabel(t("checkout.extras.quantity", { name: PARKING })).selectOption("1")
      await main.getByRole("button", { name: t("checkout.extras.continue") }).click()
      const orderNumber = await payApproved(tab)

      const login = await server.call<{ token: string }>("POST", "/v2/Cliente/Ingreso/Token", {
        cEmail: DEMO_CUSTOMER.email,
        cClave: DEMO_CUSTOMER.password,
      })
      const history = Schema.decodeUnknownSync(OrderHistory)(
        (await server.call("GET", "/v2/Historial2", undefined, login.oData.token)).oData,
      )
      const order = history.listaPedido.find((each) => each.idPedido === orderNumber)
      expect(order?.fTotalProductos).toBeGreaterThan(0)
      expect(order?.listaFuncion[0]?.listaEntrada.map((ticket) => [ticket.cFila, ticket.cButaca])).toEqual([
        ["F", "10"],
        ["F", "11"],
      ])
      expect(history.listaReserva.find((booking) => booking.idFuncion === BOOKED_FUNCTION)?.cEstado).toBe("CONFIRMADA")
    })
  },
)
