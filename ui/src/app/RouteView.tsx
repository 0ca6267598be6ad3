import { lazy, Suspense, useEffect, type ComponentType } from "react"
import { Redirect, Route, Switch, useLocation, useSearch } from "wouter"
import { PageSkeleton } from "../components/PageSkeleton.js"
import { ROUTES, type RouteGroup, type ShopRoute } from "./routes.js"
import { useCheckout, useSession } from "./ShopContext.js"

export interface GroupPageProps {
  readonly route: ShopRoute
  readonly params: Readonly<Record<string, string | undefined>>
}

/** One lazily loaded chunk per route group (DESIGN: code split by browse, checkout, account). */
const GROUPS: Record<RouteGroup, ComponentType<GroupPageProps>> = {
  browse: lazy(() => import("../pages/browse/BrowsePages.js")),
  checkout: lazy(() => import("../pages/checkout/CheckoutPages.js")),
  account: lazy(() => import("../pages/account/AccountPages.js")),
  info: lazy(() => import("../pages/info/InfoPages.js")),
}

const loginPath = (nextUrl: string) => `/login?nextUrl=${encodeURIComponent(nextUrl)}`

/** Tells the machines which page this tab shows, and keeps anonymous shoppers out of login routes. */
const RoutePage = ({ route, params }: GroupPageProps) => {
  const [location] = useLocation()
  const search = useSearch()
  const session = useSession()
  const checkout = useCheckout()
  const Page = GROUPS[route.group]
  const here = search === "" ? location : `${location}?${search}`
  useEffect(() => {
    checkout.enterRoute(route.name, location)
  }, [route.name, location])
  if (route.access.login && !session.isLoggedIn) return <Redirect to={loginPath(here)} replace />
  return (
    <Suspense fallback={<PageSkeleton />}>
      <Page route={route} params={params} />
    </Suspense>
  )
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

export const RouteView = () => {
  return (
    <>
      <FollowRedirects />
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
