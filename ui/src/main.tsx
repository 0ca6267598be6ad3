import type { TenantConfig } from "@boleteria/core"
import { createRoot, hydrateRoot } from "react-dom/client"
import { navigate } from "wouter/use-browser-location"
import { App } from "./app/App.js"
import { seedPageAnswers } from "./app/pageAnswers.js"
import { createShop, storageMayRestore, type PageScript } from "./app/shop.js"
import { preloadRoute } from "./app/RouteView.js"
import { loadLocale } from "./i18n/i18n.js"
import { preloadFooter } from "./shell/Shell.js"

/**
 * The server writes the tenant configuration it runs with into index.html (script#tenant), so the
 * shop and the API always agree. The server decoded it with core's TenantConfig when it started
 * (a bad one stops it there), and its JSON is that type as it is (no field transforms): the shop
 * reads it as it comes, without loading effect's Schema into the first download.
 */
const readTenant = (): TenantConfig => {
  const script = document.getElementById("tenant")
  if (script === null) {
    throw new Error(
      "index.html carries no tenant configuration (script#tenant): serve the shop from the boleteria server",
    )
  }
  return JSON.parse(script.textContent ?? "") as TenantConfig
}

const readRenderedPage = (): PageScript | null => {
  const script = document.getElementById("page")
  return script === null ? null : (JSON.parse(script.textContent ?? "") as PageScript)
}

const rendered = readRenderedPage()
const shop = createShop({
  tenant: readTenant(),
  ...(rendered === null
    ? {}
    : { renderedPage: { locale: rendered.locale, now: rendered.now }, pageCountry: rendered.country }),
  onUnauthorized: () => {
    if (window.location.pathname === "/login") return
    const here = window.location.pathname + window.location.search
    navigate(`/login?nextUrl=${encodeURIComponent(here)}`, { replace: true })
  },
})

// Framed, as in the widget's dialog (docs/widget.md): loaded there only; the first download pays this line.
if (window.parent !== window) void import("./app/embeddedEscape.js")

// A failed load of the services still renders; the pages that need them offer a reload.
// A server-rendered page is hydrated: its HTML stays and comes alive, with the texts of its language
// and every chunk it was drawn with already here (a part still waiting for one would hold the clicks).
const render = () => {
  const root = document.getElementById("root")
  if (root === null) return
  if (rendered === null) return createRoot(root).render(<App shop={shop} />)
  seedPageAnswers(shop, rendered.answers)
  const refusals = rendered.answers.some((answer) => "refusal" in answer)
    ? import("./app/pageRefusals.js").then(({ seedPageRefusals }) => seedPageRefusals(shop, rendered.answers))
    : null
  const hydrate = () => hydrateRoot(root, <App shop={shop} />)
  const timeoutMs = shop.tenant.chunkLoadTimeoutMs
  Promise.all([loadLocale(rendered.locale), preloadRoute(rendered.route, timeoutMs), preloadFooter(), refusals]).then(
    hydrate,
    hydrate,
  )
}
// A returning shopper's session or purchase shows from the first frame: the services load first,
// and the machines restore before it. Otherwise the page comes alive without them.
if (!storageMayRestore()) render()
else
  void shop
    .services()
    .then((services) => services.tab.restoring)
    .then(render, render)
