import { TenantConfig } from "@boleteria/core"
import * as Schema from "effect/Schema"
import { createRoot } from "react-dom/client"
import { createTranslator } from "../i18n/i18n.js"
import { ReplayApp } from "./ReplayApp.js"
import { loadViewerTexts, viewerLocale } from "./texts.js"

// /replay's own bundle (ui/build.mjs): the shop's first download never carries the viewer.
/** The tenant the server wrote into the page (script#tenant), as it does for the shop: the viewer draws the same shop. */
const pageTenant = (): TenantConfig => {
  const text = document.getElementById("tenant")?.textContent
  if (text === undefined || text === null)
    throw new Error("/replay carries no script#tenant: serve it from the boleteria server")
  return Schema.decodeUnknownSync(TenantConfig)(JSON.parse(text))
}

const tenant = pageTenant()
const locale = viewerLocale(tenant, window.location.search, navigator.languages)
// Texts that fail to load (a slice's chunk) still leave a viewer, in the texts that did.
const render = () => {
  const t = createTranslator("es")(locale)
  document.documentElement.lang = locale
  document.title = `${t("replay.title")} · ${tenant.name}`
  const root = document.getElementById("root")
  if (root !== null)
    createRoot(root).render(
      <ReplayApp tenant={tenant} locale={locale} t={t} search={window.location.search} page={window.location.href} />,
    )
}
void loadViewerTexts(locale).then(render, render)
