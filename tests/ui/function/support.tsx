import { formatMoney, type LoggedEvent } from "@boleteria/core"
import { screen } from "@testing-library/react"
import { Route, Switch } from "wouter"
import { ROUTES } from "../../../ui/src/app/routes.js"
import { FunctionPage } from "../../../ui/src/pages/browse/function/FunctionPage.js"
import CheckoutPages from "../../../ui/src/pages/checkout/CheckoutPages.js"
import { renderWithShop, TEST_TENANT, type RenderWithShopOptions } from "../support/renderWithShop.js"

/** An amount as the Spanish shop writes it ("$ 42.000"): core's formatMoney. */
export const pesos = (amount: number): string => formatMoney(amount, TEST_TENANT.price, "es")

/** The same, escaped for a regular expression. */
export const pesosPattern = (amount: number): string => pesos(amount).replace(/[.$]/gu, "\\$&")

export const routeNamed = (name: string) => {
  const route = ROUTES.find((candidate) => candidate.name === name)
  if (route === undefined) throw new Error(`no route ${name}`)
  return route
}

/**
 * fixtures/catalog's function 10102: La casa de los espejos, Wednesday 5 November 2025 at 20:30 at
 * the Teatro Gran Corrientes; Platea, Pullman and Tertulia, all numbered; three promotions.
 */
export const DEMO_FUNCTION = 10102

/** Function 60101: the volleyball friendly, numbered plateas and general-admission stands. */
export const STADIUM_FUNCTION = 60101

/** The function page and the checkout in one shop, routed as the app does: "Continuar" goes from one to the other. */
export const FunctionAndCheckout = () => (
  <Switch>
    <Route path="/funcion">
      <FunctionPage route={routeNamed("funcion")} params={{}} />
    </Route>
    <Route path="/BuyTicket/:idProcesoDeCompra">
      {(params) => <CheckoutPages route={routeNamed("BuyTicket")} params={params} />}
    </Route>
  </Switch>
)

/** Renders the function page at /funcion?idFuncion=… and waits for the function to load. */
export const renderFunctionPage = async (options: RenderWithShopOptions & { readonly idFuncion?: number } = {}) => {
  const idFuncion = options.idFuncion ?? DEMO_FUNCTION
  const harness = await renderWithShop(<FunctionPage route={routeNamed("funcion")} params={{}} />, {
    route: `/funcion?idFuncion=${idFuncion}`,
    ...options,
  })
  await screen.findByRole("heading", { level: 1 })
  return harness
}

/** The events this tab logged of one type, without their stamps. */
export const loggedEvents = (
  harness: { readonly tab: { readonly log: { readonly events: () => ReadonlyArray<LoggedEvent> } } },
  type: string,
) =>
  harness.tab.log
    .events()
    .filter((event) => event["type"] === type)
    .map(({ seq: _seq, at: _at, tab: _tab, ...event }) => event)

/** The seat cell the keyboard is on: the one focused. */
export const focusedSeatName = () => document.activeElement?.textContent ?? ""
