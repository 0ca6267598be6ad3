import type { CartLine, ProcessType, ShowType } from "@boleteria/core"
import { screen } from "@testing-library/react"
import type { UserEvent } from "@testing-library/user-event"
import * as Effect from "effect/Effect"
import showTypes from "../../../fixtures/catalog/showTypes.json" with { type: "json" }
import { Shell } from "../../../ui/src/shell/Shell.js"
import { cartLine, purchaseProcess } from "../../support/purchaseProcess.js"
import { renderWithShop, type RenderWithShopOptions, type ShopHarness } from "../support/renderWithShop.js"

/** The demo billboard's eight show types (nOrden 1–8), more than any header menu lists. */
export const SHOW_TYPES: ReadonlyArray<ShowType> = showTypes

/** The shell around a stand-in page, with the demo show types. */
export const renderShell = (options: RenderWithShopOptions = {}): Promise<ShopHarness> =>
  renderWithShop(
    <Shell>
      <h1>Página</h1>
    </Shell>,
    { ...options, api: { getShowTypes: () => Effect.succeed({ Lista: SHOW_TYPES }), ...options.api } },
  )

/** The shell once its footer, which loads after the first download, is there. */
export const renderShellWithFooter = async (options: RenderWithShopOptions = {}): Promise<ShopHarness> => {
  const harness = await renderShell(options)
  // The footer's chunk is a worker's first import of it: on a busy machine that takes longer than findBy's 5 s.
  await screen.findByRole("contentinfo", {}, { timeout: 20_000 })
  return harness
}

export const ID_PROCESO = 501

/** The server held these lines for purchase 501: the cart fills and the purchase clock starts. */
export const holdSeats = (
  harness: ShopHarness,
  lines: ReadonlyArray<CartLine> = [cartLine({ idFuncion: 10 })],
  ctProcess: ProcessType = "CART",
) => {
  const first = lines[0]
  if (first === undefined) throw new Error("holdSeats needs a line")
  harness.dispatch({
    type: "api.seatsTaken",
    idFuncion: first.idFuncion,
    process: purchaseProcess({ idProcesoDeCompra: ID_PROCESO, lines, ctProcess }),
  })
}

/** The event types this tab logged, in order. */
export const loggedTypes = (harness: ShopHarness): ReadonlyArray<string> =>
  harness.tab.log.events().map((event) => event.type)

export { cartLine }

/** Opens a top-bar menu and answers its panel (the element the button's aria-controls names). */
export const openMenu = async (user: UserEvent, button: HTMLElement): Promise<HTMLElement> => {
  await user.click(button)
  const panel = document.getElementById(button.getAttribute("aria-controls") ?? "")
  if (panel === null || panel.hidden) throw new Error("the menu did not open")
  return panel
}
