import { connectCheckout, type RouteName } from "@boleteria/core"
import { useCallback, type MouseEvent } from "react"
import { matchRoute, useLocation, useRouter } from "wouter"
import { useShop } from "../app/ShopContext.js"
import { ROUTES } from "../app/routes.js"
import { variantFor, type VariantRecord } from "./variants/index.js"

/** The header and footer records of the tenant's styles (SPEC §1: 11 and 11 here). */
export const useVariants = (): { readonly header: VariantRecord; readonly footer: VariantRecord } => {
  const { tenant } = useShop()
  return { header: variantFor(tenant.headerStyle), footer: variantFor(tenant.footerStyle) }
}

/** SPEC §2's name of the page shown now, or null when no route matches. */
export const useRouteName = (): RouteName | null => {
  const [location] = useLocation()
  const { parser } = useRouter()
  return ROUTES.find((route) => matchRoute(parser, route.path, location)[0])?.name ?? null
}

const isPlainClick = (event: MouseEvent<HTMLElement>) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey

/**
 * Navigation from the top bar: by replace, and announced to the checkout first (in BOX mode it
 * resets the business timer, SPEC §2). The command is read when the bar is used, so the bar does
 * not draw again on every event.
 */
export const useBarNavigation = () => {
  const shop = useShop()
  const [, navigate] = useLocation()
  const announce = useCallback(
    () => connectCheckout(shop.getSnapshot().checkout, shop.dispatch).navigateFromBar(),
    [shop],
  )
  const go = useCallback(
    (path: string) => {
      announce()
      navigate(path, { replace: true })
    },
    [announce, navigate],
  )
  /** For a ShopLink's onClick: a click that opens another tab leaves this tab's timer alone. */
  const onLinkClick = useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (isPlainClick(event)) announce()
    },
    [announce],
  )
  return { go, onLinkClick }
}
