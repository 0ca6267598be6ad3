import { SandboxCard, type Order, type OrderHistory } from "@boleteria/core"
import type { Locator } from "playwright-core"
import type { ShopServer } from "./shopServer.js"
import {
  chooseETicket,
  confirmedOrder,
  continueToCheckout,
  holdChosenSeats,
  logIn,
  openBillboard,
  openFirstFunction,
  openShow,
  payWithCard,
  pickSeatOnCanvas,
  pickSeatsWithKeyboard,
  type Credentials,
  type ShopTab,
} from "./shopper.js"
import { itInEachLanguage, type E2eSuite, type ShowPerLanguage } from "./suite.js"
import type { ShopLocale } from "./texts.js"

/** The steps of a purchase a shopper walks in the shop, each said once here. */

interface Holding {
  /** How many seats; two unless said. */
  readonly count?: number
  /** With the keyboard (the seats' ids are answered) or by clicking the map's canvas (none are). */
  readonly pick?: "keyboard" | "canvas"
  /** What the shopper does once the seats are chosen, before holding them (a promotion…). */
  readonly beforeHold?: (tab: ShopTab) => Promise<void>
}

/** The function page's panel of the chosen seats, where their promotions are offered. */
export const chosenSeatsPanel = (tab: ShopTab): Locator =>
  tab.page.getByRole("region", { name: tab.t("function.selection.title") })

/** The seeded bank promotion (fixtures/catalog/promotions.json), as its offer names the cards it takes. */
export const BANK_PROMOTION = /450995/u

/** Chooses the promotion offered as `name` for the chosen seats: a step before holding them. */
export const choosePromotion =
  (name: RegExp) =>
  async (tab: ShopTab): Promise<void> => {
    await chosenSeatsPanel(tab).getByRole("radio", { name }).check()
  }

/**
 * From a list of shows the tab shows (the billboard's, a search's) to `show`'s first function, its
 * seats picked and held; answers the function and the seats.
 */
export const holdSeatsOfListedShow = async (
  tab: ShopTab,
  show: string,
  { count = 2, pick = "keyboard", beforeHold }: Holding = {},
): Promise<{ idFuncion: number; seats: ReadonlyArray<number> }> => {
  await openShow(tab, show)
  const idFuncion = await openFirstFunction(tab)
  let seats: ReadonlyArray<number> = []
  if (pick === "keyboard") seats = await pickSeatsWithKeyboard(tab, count)
  else for (let picked = 0; picked < count; picked++) await pickSeatOnCanvas(tab)
  await beforeHold?.(tab)
  await holdChosenSeats(tab, count)
  return { idFuncion, seats }
}

/** From the billboard to `show`'s first function, its seats picked and held; answers the function and the seats. */
export const holdSeatsOfShow = async (tab: ShopTab, show: string, holding: Holding = {}) => {
  await openBillboard(tab)
  return holdSeatsOfListedShow(tab, show, holding)
}

/** A function's page (its path), `count` seats picked with the keyboard and held; answers the seats. */
const holdSeatsAt = async (tab: ShopTab, functionPath: string, count: number): Promise<ReadonlyArray<number>> => {
  await tab.page.goto(`${tab.origin}${functionPath}`)
  const seats = await pickSeatsWithKeyboard(tab, count)
  await holdChosenSeats(tab, count)
  return seats
}

/** From the held seats to the payment step: logged in as `customer`, e-ticket chosen; answers the purchase's id. */
export const checkOutAs = async (tab: ShopTab, customer: Credentials): Promise<number> => {
  await continueToCheckout(tab)
  const idProcesoDeCompra = await logIn(tab, customer)
  await chooseETicket(tab)
  return idProcesoDeCompra
}

/** The approving sandbox card pays at the payment step; answers the order number payConfirm shows. */
export const payApproved = async (tab: ShopTab): Promise<number> => {
  await payWithCard(tab, SandboxCard.approves)
  return confirmedOrder(tab)
}

/** What the API says of each of `seats` now (LIBRE, RETENIDA, VENDIDA), in their order. */
export const statesOf = async (
  server: ShopServer,
  idFuncion: number,
  seats: ReadonlyArray<number>,
): Promise<ReadonlyArray<string | undefined>> => {
  const states = await server.seatStates(idFuncion)
  return seats.map((seat) => states.get(seat))
}

/** Order `order` as its customer's history (Historial2) tells it. */
export const orderInHistory = async (
  server: ShopServer,
  customer: { readonly token: string },
  order: number,
): Promise<Order | undefined> => {
  const history = await server.call<OrderHistory>("GET", "/v2/Historial2", undefined, customer.token)
  return history.oData.listaPedido.find((candidate) => candidate.idPedido === order)
}

/** A test of itAsNewCustomerInEachLanguage: its language, its show, the customer's server and tab (its page and texts). */
interface NewCustomerRun extends Awaited<ReturnType<typeof newCustomer>> {
  readonly page: ShopTab["page"]
  readonly t: ShopTab["t"]
  readonly locale: ShopLocale
  readonly show: string
}

/** A customer signed up over the API, in a fresh browser reading `locale`; the shop has not logged them in yet. */
export const newCustomer = async <Mode extends string>(suite: E2eSuite<Mode>, locale: ShopLocale) => {
  const server = suite.server()
  const customer = await server.signUp()
  const tab = await suite.newTab(locale)
  return { server, customer, tab }
}

/** One test in each of the shop's languages (its title led by "es: ", "en: "), by a new customer at the language's own show. */
export const itAsNewCustomerInEachLanguage = <Mode extends string>(
  suite: E2eSuite<Mode>,
  title: string,
  shows: ShowPerLanguage,
  body: (run: NewCustomerRun) => Promise<void>,
  timeout = 90_000,
): void =>
  itInEachLanguage(
    title,
    shows,
    async (locale, show) => {
      const { server, customer, tab } = await newCustomer(suite, locale)
      await body({ server, customer, tab, page: tab.page, t: tab.t, locale, show })
    },
    timeout,
  )

/** A new customer, in a fresh browser reading `locale`, with seats of `show` held: at the payment step. */
export const atPaymentStep = async <Mode extends string>(
  suite: E2eSuite<Mode>,
  show: string,
  { locale = "es", ...holding }: Holding & { readonly locale?: ShopLocale } = {},
) => {
  const { server, customer, tab } = await newCustomer(suite, locale)
  const { idFuncion, seats } = await holdSeatsOfShow(tab, show, holding)
  const idProcesoDeCompra = await checkOutAs(tab, customer)
  return { server, customer, tab, idFuncion, seats, idProcesoDeCompra }
}

/** A new customer, in a fresh Spanish browser, who bought `count` seats of a function (its path) with the approving card. */
export const boughtAt = async <Mode extends string>(suite: E2eSuite<Mode>, functionPath: string, count: number) => {
  const { server, customer, tab } = await newCustomer(suite, "es")
  const seats = await holdSeatsAt(tab, functionPath, count)
  await checkOutAs(tab, customer)
  const order = await payApproved(tab)
  return { server, customer, tab, seats, order }
}
