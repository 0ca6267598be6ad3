import { TenantConfig, type RouteName } from "@boleteria/core"
import * as Schema from "effect/Schema"
import { createRoot, hydrateRoot } from "react-dom/client"
import { navigate } from "wouter/use-browser-location"
import { App } from "./app/App.js"
import { seedPageAnswers, type SettledAnswer } from "./app/pageAnswers.js"
import { createShop, type RenderedPage } from "./app/shop.js"
import { preloadRoute } from "./app/RouteView.js"
import { loadLocale } from "./i18n/i18n.js"
import { preloadFooter } from "./shell/Shell.js"

/**
 * The server writes the tenant configuration it runs with into index.html (script#tenant), so the
 * shop and the API always agree. It is validated at start: a missing or bad one shows its error
 * instead of a half-working shop.
 */
const readTenant = (): TenantConfig => {
  const script = document.getElementById("tenant")
  if (script === null) {
    throw new Error(
      "index.html carries no tenant configuration (script#tenant): serve the shop from the boleteria server",
    )
  }
  return Schema.decodeUnknownSync(TenantConfig)(JSON.parse(script.textContent ?? ""))
}

/** A page the server rendered (ui/src/ssr) carries what it rendered with: the shop hydrates it. */
interface PageScript extends RenderedPage {
  readonly route: RouteName
  readonly answers: ReadonlyArray<SettledAnswer>
}

const readRenderedPage = (): PageScript | null => {
  const script = document.getElementById("page")
  return script === null ? null : (JSON.parse(script.textContent ?? "") as PageScript)
}

const rendered = readRenderedPage()
const shop = createShop({
  tenant: readTenant(),
  ...(rendered === null ? {} : { renderedPage: { locale: rendered.locale, now: rendered.now } }),
  onUnauthorized: () => {
    if (window.location.pathname === "/login") return
    const here = window.location.pathname + window.location.search
    navigate(`/login?nextUrl=${encodeURIComponent(here)}`, { replace: true })
  },
})

// Framed, as in the widget's dialog (docs/widget.md): loaded there only; the first download pays this line.
if (window.parent !== window) void import("./app/embeddedEscape.js")

// A returning shopper's session or purchase shows from the first frame: the machines that restore
// it load first. A failed load still renders; the pages that need them offer a reload.
// A server-rendered page is hydrated: its HTML stays and comes alive, with the texts of its language
// and every chunk it was drawn with already here (a part still waiting for one would hold the clicks).
const render = () => {
  const root = document.getElementById("root")
  if (root === null) return
  if (rendered === null) return createRoot(root).render(<App shop={shop} />)
  seedPageAnswers(shop, rendered.answers)
  const hydrate = () => hydrateRoot(root, <App shop={shop} />)
  const timeoutMs = shop.tenant.chunkLoadTimeoutMs
  Promise.all([loadLocale(rendered.locale), preloadRoute(rendered.route, timeoutMs), preloadFooter()]).then(
    hydrate,
    hydrate,
  )
}
if (shop.tab.restoring === null) render()
else void shop.tab.restoring.then(render, render)
