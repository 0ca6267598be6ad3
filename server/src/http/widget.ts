import { catalogueEndpoints, settingsEndpoints } from "@boleteria/core"
import type { Hono } from "hono"
import { cors } from "hono/cors"
import { honoPath } from "./endpointRoutes.js"

/**
 * What the embeddable widget (docs/widget.md) reads from a page of any origin: its module under
 * /widget/ (a module script is fetched with CORS) and the two public calls it makes. They carry no
 * credentials and answer what the billboard shows anyone, so any origin may read them; every other
 * call stays same-origin.
 */
const WIDGET_READS = [
  "/widget/*",
  honoPath(catalogueEndpoints.getPerformance.path),
  honoPath(settingsEndpoints.getTenantSettings.path),
]

/** The function the demo page offers: one of the seeded catalogue's, with numbered seats on sale. */
export const DEMO_FUNCTION = 10101

/**
 * /widget-demo: an organiser's page as one would write it, with the two lines docs/widget.md gives
 * them. Its words are the organiser's own content, not the shop's (which come from locales/), so
 * they are written here, in the page's one language.
 */
const DEMO_PAGE = `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Teatro de San Telmo: cartelera</title>
<style>body{font-family:Georgia,serif;margin:0;color:#1c1917;background:#fafaf9;line-height:1.5}
header,main,footer{max-width:44rem;margin:0 auto;padding:1rem 1.5rem}header{border-bottom:2px solid #1c1917}
footer{color:#44403c;border-top:1px solid #a8a29e;margin-top:3rem}</style>
<script src="/widget.js" async></script></head>
<body><header><p><strong>Teatro de San Telmo</strong></p></header>
<main><h1>La casa de los espejos</h1>
<p>Una familia porteña se reúne en la vieja casona de San Telmo para repartir la herencia de la abuela.
Entre espejos que nadie se anima a descolgar, salen a la luz secretos guardados durante cuarenta años.</p>
<p>Elegí tu función y comprá tus entradas sin salir de esta página.</p>
<boleteria-tickets funcion="${DEMO_FUNCTION}"></boleteria-tickets>
<h2>Cómo llegar</h2>
<p>Estamos a dos cuadras de Plaza Dorrego. La sala abre sus puertas media hora antes de cada función.</p>
<h2>Accesibilidad</h2>
<p>La sala tiene lugares para sillas de ruedas y sus acompañantes; elegilos en el mapa de la compra.</p>
</main><footer><p>Teatro de San Telmo · Defensa 1000, Buenos Aires</p></footer></body></html>`

/** The widget's reads open to any origin, and its demo page; before the API's routes, whose answers the CORS headers join. */
export const registerWidget = (app: Hono): void => {
  const anyOrigin = cors({ origin: "*", allowMethods: ["GET"] })
  for (const path of WIDGET_READS) app.use(path, anyOrigin)
  app.get("/widget-demo", (c) => c.html(DEMO_PAGE))
}
