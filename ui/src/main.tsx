import { TenantConfig } from "@boleteria/core"
import * as Schema from "effect/Schema"
import { createRoot } from "react-dom/client"
import { navigate } from "wouter/use-browser-location"
import tenantFile from "../../fixtures/tenant.json" with { type: "json" }
import { App } from "./app/App.js"
import { createShop } from "./app/shop.js"

// The tenant file is validated at start: a bad one shows its error instead of a half-working shop.
const tenant = Schema.decodeUnknownSync(TenantConfig)(tenantFile)

const shop = createShop({
  tenant,
  onUnauthorized: () => {
    if (window.location.pathname === "/login") return
    const here = window.location.pathname + window.location.search
    navigate(`/login?nextUrl=${encodeURIComponent(here)}`, { replace: true })
  },
})

const root = document.getElementById("root")
if (root !== null) createRoot(root).render(<App shop={shop} />)
