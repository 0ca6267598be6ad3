import { TenantConfig } from "@boleteria/core"
import * as Schema from "effect/Schema"
import { createRoot } from "react-dom/client"
import { navigate } from "wouter/use-browser-location"
import { App } from "./app/App.js"
import { createShop } from "./app/shop.js"

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

const shop = createShop({
  tenant: readTenant(),
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
const render = () => {
  const root = document.getElementById("root")
  if (root !== null) createRoot(root).render(<App shop={shop} />)
}
if (shop.tab.restoring === null) render()
else void shop.tab.restoring.then(render, render)
