import { seatSelectionNeedsLogin, type RouteName } from "@boleteria/core"
import { Suspense, useEffect, useEffectEvent, useLayoutEffect, useRef, type ComponentType } from "react"
import { Redirect, Route, Switch, useLocation, useSearch } from "wouter"
import { PageBoundary } from "../components/PageBoundary.js"
import { PageSkeleton } from "../components/PageSkeleton.js"
import { withGroupTexts } from "../i18n/i18n.js"
import { lazyChunk, type LazyChunk } from "./lazyChunk.js"
import { LiveMachines } from "./LiveMachines.js"
import { GROUP_MACHINES, ROUTES, type RouteGroup, type ShopRoute } from "./routes.js"
import { useCheckout, useLocale, useSession, useTenant } from "./ShopContext.js"

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

/** A server-rendered page's chunks, for main.tsx to load before it hydrates the page (BrowsePages' preloadPage). */
export const preloadRoute = async (name: RouteName, timeoutMs: number): Promise<void> => {
  const route = ROUTES.find((candidate) => candidate.name === name)
  if (route?.group !== "browse") return
  // The browse group's own chunk, through GROUPS.browse (so it renders without suspending), then its page's.
  await GROUPS.browse.preload(timeoutMs)
  const browse = await import("../pages/browse/BrowsePages.js")
  await browse.preloadPage(name, timeoutMs)
}

/** A page's title in the browser's tab: what the page is about (its main heading), then the shop's name. */
export const pageTitle = (subject: string, shopName: string): string => `${subject} · ${shopName}`

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
  const tenant = useTenant()
  const needsLogin = route.access.login || (route.access.seatSelection && seatSelectionNeedsLogin(tenant.flags))
  if (needsLogin && !session.isLoggedIn) return <Redirect to={loginPath(here)} replace />
  // A boundary of its own: the machines hear of the page at once, not when its chunk has arrived.
  return (
    <Suspense fallback={<PageSkeleton />}>
      <Page route={route} params={params} />
      <PageLive />
    </Suspense>
  )
}

/**
 * Marks the page live (`html[data-live]`) once its own boundary has hydrated, or drawn here: React
 * hydrates a Suspense boundary after the shell around it, and a click on a boundary still dehydrated
 * can be lost. From this mark on, the page's controls answer.
 */
const PageLive = () => {
  useEffect(() => {
    document.documentElement.dataset["live"] = ""
  }, [])
  return null
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

const NotFoundPage = lazyChunk(() =>
  import("../pages/browse/common/NotFound.js").then((loaded) => ({ default: loaded.NotFound })),
)

/** An address no route knows: the browse group's not-found page, with the search and the ways back. */
const UnknownAddress = () => {
  const [location] = useLocation()
  // A page of its own for each address, so its heading takes the focus (and is read) again.
  return (
    <PageBoundary resetKey={location}>
      <NotFoundPage key={location} />
    </PageBoundary>
  )
}

/**
 * A new page starts at its top, with focus on its main heading, which screen readers then read:
 * the shop changes pages without a load, so nothing else tells them. The heading may come after
 * the page's chunk and data; focus the shopper moved meanwhile stays where it is. The first render
 * keeps what the browser restored on a reload, and the focus too.
 */
const NewPageArrival = () => {
  const [location] = useLocation()
  const { name } = useTenant()
  const first = useRef(true)
  useLayoutEffect(() => {
    const arrived = !first.current
    first.current = false
    // Not in this document (the replay viewer draws the shop in a frame): this window is not the page's.
    const main = document.getElementById("main")
    if (main === null) return
    if (arrived) window.scrollTo(0, 0)
    const focused = document.activeElement
    const meetHeading = () => {
      const heading = main.querySelector("h1")
      if (heading === null) return false
      document.title = pageTitle(heading.textContent, name)
      if (arrived && (document.activeElement === focused || document.activeElement === document.body)) {
        heading.tabIndex = -1
        heading.focus({ preventScroll: true })
      }
      return true
    }
    if (meetHeading()) return
    const observer = new MutationObserver(() => meetHeading() && observer.disconnect())
    observer.observe(main, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [location, name])
  // Another language renames the page's heading in place: the tab's title follows it.
  const locale = useLocale()
  useLayoutEffect(() => {
    const heading = document.querySelector("#main h1")
    if (heading !== null) document.title = pageTitle(heading.textContent, name)
  }, [locale, name])
  return null
}

export const RouteView = () => {
  return (
    <>
      <FollowRedirects />
      <NewPageArrival />
      <Switch>
        {ROUTES.map((route) => (
          <Route key={route.name} path={route.path}>
            {(params) => <RoutePage route={route} params={params} />}
          </Route>
        ))}
        <Route>
          <UnknownAddress />
        </Route>
      </Switch>
    </>
  )
}
