import type { RouteName } from "@boleteria/core"
import { Suspense, useEffect, useEffectEvent, useLayoutEffect, useRef, type ComponentType } from "react"
import { Redirect, Route, Switch, useLocation, useSearch } from "wouter"
import { PageBoundary } from "../components/PageBoundary.js"
import { PageSkeleton } from "../components/PageSkeleton.js"
import { withGroupTexts } from "../i18n/i18n.js"
import { lazyChunk, type LazyChunk } from "./lazyChunk.js"
import { LiveMachines } from "./LiveMachines.js"
import { GROUP_MACHINES, ROUTES, type RouteGroup, type ShopRoute } from "./routes.js"
import { useCheckout, useSession, useTenant } from "./ShopContext.js"

export interface GroupPageProps {
  readonly route: ShopRoute
  readonly params: Readonly<Record<string, string | undefined>>
}

/** One lazily loaded chunk per route group (DESIGN: code split by browse, checkout, account). */
const GROUPS: Record<RouteGroup, LazyChunk<ComponentType<GroupPageProps>>> = {
  browse: lazyChunk(() => import("../pages/browse/BrowsePages.js")),
  checkout: lazyChunk(() => withGroupTexts("checkout", import("../pages/checkout/CheckoutPages.js"))),
  account: lazyChunk(() => withGroupTexts("account", import("../pages/account/AccountPages.js"))),
  info: lazyChunk(() => withGroupTexts("info", import("../pages/info/InfoPages.js"))),
}

const loginPath = (nextUrl: string) => `/login?nextUrl=${encodeURIComponent(nextUrl)}`

/** Tells the machines which page this tab shows, and keeps anonymous shoppers out of login routes. */
const GuardedPage = ({ route, params, here }: GroupPageProps & { readonly here: string }) => {
  const [location] = useLocation()
  const session = useSession()
  const checkout = useCheckout()
  const Page = GROUPS[route.group]
  const enterRoute = useEffectEvent((name: RouteName, path: string) => checkout.enterRoute(name, path))
  useEffect(() => {
    enterRoute(route.name, location)
  }, [route.name, location])
  if (route.access.login && !session.isLoggedIn) return <Redirect to={loginPath(here)} replace />
  // A boundary of its own: the machines hear of the page at once, not when its chunk has arrived.
  return (
    <Suspense fallback={<PageSkeleton />}>
      <Page route={route} params={params} />
    </Suspense>
  )
}

/** A page that needs the live machines waits for them; its chunk loads meanwhile, not after. */
const RoutePage = (props: GroupPageProps) => {
  const { chunkLoadTimeoutMs } = useTenant()
  const live = GROUP_MACHINES[props.route.group] === "live"
  // A failed chunk is not lost: the page renders the same promise and its boundary offers a reload.
  if (live) void GROUPS[props.route.group].preload(chunkLoadTimeoutMs).catch(() => undefined)
  const [location] = useLocation()
  const search = useSearch()
  const here = search === "" ? location : `${location}?${search}`
  const page = <GuardedPage {...props} here={here} />
  return <PageBoundary resetKey={here}>{live ? <LiveMachines>{page}</LiveMachines> : page}</PageBoundary>
}

/** Follows the machines' redirects (payFinish, payConfirm…) with replace, as SPEC's navigation does. */
const FollowRedirects = () => {
  const checkout = useCheckout()
  const [, navigate] = useLocation()
  useEffect(() => {
    if (checkout.redirect !== null) navigate(checkout.redirect, { replace: true })
  }, [checkout.redirect, navigate])
  return null
}

/**
 * A new page starts at its top: the shop navigates without reloading, so the window would keep
 * the last page's scroll (a footer link would open the next page near its bottom). The first
 * render keeps what the browser restored on a reload.
 */
const ScrollToTopOnNewPage = () => {
  const [location] = useLocation()
  const first = useRef(true)
  useLayoutEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    window.scrollTo(0, 0)
  }, [location])
  return null
}

export const RouteView = () => {
  return (
    <>
      <FollowRedirects />
      <ScrollToTopOnNewPage />
      <Switch>
        {ROUTES.map((route) => (
          <Route key={route.name} path={route.path}>
            {(params) => <RoutePage route={route} params={params} />}
          </Route>
        ))}
      </Switch>
    </>
  )
}
