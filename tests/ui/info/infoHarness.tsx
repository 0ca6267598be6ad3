import { ROUTES } from "../../../ui/src/app/routes.js"
import InfoPages from "../../../ui/src/pages/info/InfoPages.js"
import { renderWithShop, type RenderWithShopOptions, type ShopHarness } from "../support/renderWithShop.js"

/** An information page as RouteView shows it: the info chunk's entry, given SPEC's route by name. */
export const renderInfoPage = (name: string, options: RenderWithShopOptions = {}): Promise<ShopHarness> => {
  const route = ROUTES.find((candidate) => candidate.name === name)
  if (route === undefined) throw new Error(`no route named ${name}`)
  return renderWithShop(<InfoPages route={route} params={{}} />, { route: route.path, ...options })
}

export const switchToEnglish = (harness: ShopHarness) => harness.dispatch({ type: "locale.changed", locale: "en" })
