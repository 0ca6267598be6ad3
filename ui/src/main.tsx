import { TenantConfig } from "@boleteria/core"
import * as Schema from "effect/Schema"
import { createRoot, hydrateRoot } from "react-dom/client"
import { navigate } from "wouter/use-browser-location"
import { App } from "./app/App.js"
import { seedPageAnswers, type SettledAnswer } from "./app/pageAnswers.js"
import { createShop, type RenderedPage } from "./app/shop.js"
import { loadLocale } from "./i18n/i18n.js"

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
const readRenderedPage = (): (RenderedPage & { readonly answers: ReadonlyArray<SettledAnswer> }) | null => {
  const script = document.getElementById("page")
  return script === null ? null : (JSON.parse(script.textContent ?? "") as ReturnType<typeof readRenderedPage>)
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
// A server-rendered page is hydrated: its HTML stays and comes alive, with the texts of its language.
const render = () => {
  const root = document.getElementById("root")
  if (root === null) return
  if (rendered === null) return createRoot(root).render(<App shop={shop} />)
  seedPageAnswers(shop, rendered.answers)
  const hydrate = () => hydrateRoot(root, <App shop={shop} />)
  loadLocale(rendered.locale).then(hydrate, hydrate)
}
if (shop.tab.restoring === null) render()
else void shop.tab.restoring.then(render, render)
