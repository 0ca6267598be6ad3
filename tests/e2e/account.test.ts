import { readFileSync } from "node:fs"
import { OrderHistory, receiptNumber, type Order } from "@boleteria/core"
import * as Schema from "effect/Schema"
import { expect } from "vitest"
import { recoveryCodeIn } from "../support/outbox.js"
import { qrCodesOf } from "../support/pdf.js"
import {
  logInFromLoginPage,
  loginMenuButton,
  logOut,
  openAccountPage,
  openLoginMenuEntry,
  signUpWithForm,
} from "./support/account.js"
import { uniqueEmail, type ShopServer } from "./support/shopServer.js"
import {
  chooseETicket,
  continueToCheckout,
  mainOf,
  openBillboard,
  searchFromHeader,
  type Credentials,
  type ShopTab,
} from "./support/shopper.js"
import { describeInChromium, itInEachLanguage } from "./support/suite.js"
import { SPEC_MESSAGES } from "./support/texts.js"
import { holdSeatsOfListedShow, payApproved } from "./support/purchase.js"

const NEW_PASSWORD = "Recuperada2025"

const logInOverApi = (server: ShopServer, { email, password }: Credentials) =>
  server.call<{ token: string }>("POST", "/v2/Cliente/Ingreso/Token", { cEmail: email, cClave: password })

/** The customer's own view of the order, over the API with a token of their own. */
const orderOverApi = async (server: ShopServer, customer: Credentials, idPedido: number): Promise<Order> => {
  const login = await logInOverApi(server, customer)
  expect(login.status).toBe(200)
  const answer = await server.call("GET", "/v2/Historial2", undefined, login.oData.token)
  const order = Schema.decodeUnknownSync(OrderHistory)(answer.oData).listaPedido.find(
    (each) => each.idPedido === idPedido,
  )
  if (order === undefined) throw new Error(`Historial2 does not list order ${idPedido}`)
  return order
}

/** /recoverPassword from the login page: the code the server mailed, then the new password. */
const recoverPassword = async (tab: ShopTab, server: ShopServer, email: string, password: string) => {
  const { page, t } = tab
  const main = mainOf(tab)
  await main.getByRole("link", { name: t("login.forgotPassword") }).click()
  await page.waitForURL((url) => url.pathname === "/recoverPassword")
  await main.getByLabel(t("account.recover.email")).fill(email)
  await main.getByRole("button", { name: t("account.recover.sendCode") }).click()
  // The code's field shows once the server answered, and it mails the code before answering.
  const code = main.getByLabel(t("account.recover.code"))
  await code.waitFor()
  await code.fill(recoveryCodeIn(server.lastMailTo(email)))
  await main.getByLabel(t("account.recover.newPassword"), { exact: true }).fill(password)
  await main.getByLabel(t("account.recover.confirmation"), { exact: true }).fill(password)
  await main.getByRole("button", { name: t("account.recover.save") }).click()
  await page.waitForURL((url) => url.pathname === "/login")
  await main.getByText(t("account.recover.done")).waitFor()
}

/** Adds an address and a phone in their account pages; each is listed once saved. */
const addAddressAndPhone = async (tab: ShopTab) => {
  const { t } = tab
  const main = mainOf(tab)
  await openAccountPage(tab, "address")
  await main.getByRole("button", { name: t("account.address.add") }).click()
  const address = main.getByRole("form", { name: t("account.address.new") })
  const fill = (field: string, value: string) =>
    address.getByLabel(t(`account.address.${field}`), { exact: true }).fill(value)
  await fill("street", "Av. Pedro de Mendoza")
  await fill("number", "1835")
  await fill("province", "Ciudad Autónoma de Buenos Aires")
  await fill("location", "La Boca")
  await fill("zip", "C1169AAB")
  await address.getByRole("button", { name: t("account.address.save") }).click()
  await main.getByText(t("account.address.saved", { address: "Av. Pedro de Mendoza 1835" })).waitFor()
  await main.getByRole("article", { name: "Av. Pedro de Mendoza 1835" }).waitFor()

  await openAccountPage(tab, "phone")
  await main.getByRole("button", { name: t("account.phone.add") }).click()
  const phone = main.getByRole("form", { name: t("account.phone.new") })
  await phone.getByLabel(t("account.phone.number")).fill("11 4302-1835")
  await phone.getByRole("button", { name: t("account.phone.save") }).click()
  await main.getByRole("article", { name: "1143021835" }).waitFor()
}

/** Two seats of the show's first function, e-ticket, the approving card: answers the order number. */
const buyTwoSeats = async (tab: ShopTab, show: string): Promise<number> => {
  // Past the billboard's first cards, which the other e2e files buy at: found with the top bar's search.
  await searchFromHeader(tab, show)
  await holdSeatsOfListedShow(tab, show)
  // Signed in already: checkout opens straight away.
  await continueToCheckout(tab)
  await tab.page.getByRole("heading", { name: tab.t("checkout.seats.title") }).waitFor()
  await chooseETicket(tab)
  return payApproved(tab)
}

describeInChromium("a customer's account in Chromium", (suite) => {
  itInEachLanguage(
    "sign up → log out → recover the password → log in → address, phone → buy → e-ticket and bill",
    // Shows no other e2e file buys at.
    { es: "Conventillo de La Boca", en: "El último tranvía a Flores" },
    async (locale, show) => {
      const server = suite.server()
      const tab = await suite.newTab(locale)
      const { page, t } = tab
      const main = mainOf(tab)
      const customer = {
        firstName: "Lucía",
        lastName: "Ferreyra",
        email: uniqueEmail("cuenta"),
        password: "Primera2025",
      }

      await openBillboard(tab)
      await signUpWithForm(tab, customer)

      await openAccountPage(tab, "orders")
      await main.getByText(t("account.orders.empty")).waitFor()
      // SPEC §4: logout tells the session ended and goes to the billboard.
      await logOut(tab)
      await page.getByRole("status").getByText(SPEC_MESSAGES.disconnected[locale], { exact: true }).waitFor()
      await page.waitForURL((url) => url.pathname === "/")
      await loginMenuButton(tab).waitFor()

      await openLoginMenuEntry(tab, "logIn")
      await recoverPassword(tab, server, customer.email, NEW_PASSWORD)
      const recovered = { ...customer, password: NEW_PASSWORD }
      expect((await logInOverApi(server, customer)).status).toBe(401)
      await logInFromLoginPage(tab, recovered)

      await addAddressAndPhone(tab)
      const idPedido = await buyTwoSeats(tab, show)

      await openAccountPage(tab, "orders")
      const card = main.getByRole("article", { name: t("account.orders.order", { order: idPedido }) })
      await card.waitFor()
      // As rendered: a stacked row's own column label shows only at narrow widths.
      const shownTickets = (await card.locator("tbody tr td:first-child").allInnerTexts()).map((text) => text.trim())
      const order = await orderOverApi(server, recovered, idPedido)
      const ticketNumbers = order.listaFuncion.flatMap((line) =>
        line.listaEntrada.map((ticket) => ticket.cNumeroEntrada),
      )
      expect(ticketNumbers).toHaveLength(2)
      expect([...shownTickets].sort()).toEqual([...ticketNumbers].sort())

      // The e-ticket as the page hands it to the browser: one QR code per ticket, each reading its number.
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        card.getByRole("button", { name: t("account.orders.downloadEticket", { order: idPedido }) }).click(),
      ])
      const pdf = readFileSync(await download.path())
      expect(pdf.subarray(0, 5).toString()).toBe("%PDF-")
      expect(qrCodesOf(pdf).toSorted()).toEqual([...ticketNumbers].sort())

      // SPEC §3: each bill with its type, reference, point of sale, receipt number and CAE. The sandbox
      // issues the bill with its CAE at payment, so it is ready at once (not "processing").
      expect(order.listaComprobante).toHaveLength(1)
      const bill = order.listaComprobante[0]!
      expect(bill).toMatchObject({ lProcesando: false, cCAE: expect.stringMatching(/^\d{14}$/) as string })
      const kind = t(`account.orders.billTypes.${bill.cTipo}`)
      const listed = card.getByRole("listitem").filter({ hasText: `${kind} ${receiptNumber(bill)}` })
      const terms = await listed.locator("dt").allTextContents()
      const values = await listed.locator("dd").allTextContents()
      expect(Object.fromEntries(terms.map((term, index) => [term, values[index]]))).toMatchObject({
        [t("account.orders.bill.reference")]: bill.cReferencia,
        [t("account.orders.bill.pointOfSale")]: String(bill.nPuntoDeVenta),
        [t("account.orders.bill.receiptNumber")]: String(bill.nNumeroComprobante),
        [t("account.orders.bill.cae")]: bill.cCAE,
      })
      await listed
        .getByRole("button", { name: t("account.orders.downloadBill", { kind, number: receiptNumber(bill) }) })
        .waitFor()
    },
    120_000,
  )
})
