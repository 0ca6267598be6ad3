import { makeHttpApi, type PageRendererModule } from "@boleteria/core/http"
import * as Effect from "effect/Effect"
import { renderToReadableStream } from "react-dom/server"
import { matchRoute } from "wouter"
import { parse } from "regexparam"
import { App } from "../app/App.js"
import { queryKey } from "../app/pageAnswers.js"
import { pageLanguageOf } from "./pageLanguage.js"
import { ROUTES } from "../app/routes.js"
import { pageTitle } from "../app/RouteView.js"
import type { PageScript, RenderedPage } from "../app/shop.js"
import { availableLocales, createTranslator, loadLocale, withGroupTexts } from "../i18n/i18n.js"
import { documentAround } from "./document.js"
import { withHeadTexts } from "./headTexts.js"
import { SERVER_RENDERED, type HeadContext } from "./pageHeads.js"
import { answerOnServer, settledAnswers } from "./serverAnswers.js"
import { serverShop } from "./serverShop.js"

// The server's renderer of catalogue pages (built by ui/build.mjs into the shop's server/render.js,
// loaded by the reference server): the shop's own App, rendered with React's streaming renderer
// into index.html, with the page's head (title, description, Open Graph, schema.org JSON-LD) in
// the request's language. The browser hydrates it (ui/src/main.tsx) with the answers it carries.

/** How long the server waits for a page's reads; what is still missing then is drawn by the browser. */
const RENDER_TIMEOUT_MS = 5_000

const translatorFor = createTranslator("es")

/** Every language's texts, and those of the pages rendered here, once per process. */
const textsReady = (async () => {
  await Promise.all(["es", "en"].map((locale) => loadLocale(locale)))
  await withGroupTexts("function", withGroupTexts("purchase", Promise.resolve()))
})()

const routeOf = (path: string) => {
  for (const route of ROUTES) {
    const [matched, params] = matchRoute(parse, route.path, path)
    if (matched) return { route, params: (params ?? {}) as Record<string, string | undefined> }
  }
  return null
}

/**
 * The page at `request.url` as a streamed HTML response, or null for an address the server does
 * not render (the purchase, account and checkout pages; those the browser draws from index.html).
 */
export const renderPage: PageRendererModule["renderPage"] = async (request) => {
  const url = new URL(request.url)
  const found = routeOf(url.pathname)
  const headOf = found === null ? undefined : SERVER_RENDERED[found.route.name]
  if (found === null || headOf === undefined) return null
  await textsReady
  const { tenant } = request
  const offered = availableLocales(tenant.locales.enabled)
  const locale = pageLanguageOf({ search: url.searchParams, cookie: request.cookie }, offered, tenant.locales.default)
  // Anonymous reads: no session, and no device (its fingerprint lives in the shopper's browser). The
  // calls never leave the process (request.fetch answers them), so the base is only the page's origin.
  const api = makeHttpApi({
    baseUrl: url.origin,
    fetch: request.fetch,
    language: () => locale,
    token: () => null,
    fingerprint: () => "",
  })
  const rendered: RenderedPage = { locale, now: request.now }
  // SPEC §3's cc, looked up while the page renders: the browser has it without asking.
  const country = Effect.runPromise(Effect.result(api.getVisitorCountry())).then((result) =>
    result._tag === "Success" ? result.success.cPais : null,
  )
  const shop = serverShop(tenant, api, rendered)
  const search = url.search.slice(1)
  const context: HeadContext = {
    tenant,
    locale,
    pageUrl: url.href,
    absolute: (path) => new URL(path, url.origin).href,
    t: withHeadTexts(locale, translatorFor(locale)),
    ask: (query) =>
      answerOnServer(shop, queryKey(locale, query.name), () => Effect.runPromise(Effect.result(query.call(api)))),
  }
  const head = await headOf(found.params, search, context)
  const alternates = offered.map((offeredLocale) => {
    const alternate = new URL(url.href)
    alternate.searchParams.set("lang", offeredLocale)
    return { locale: offeredLocale, url: alternate.href }
  })
  const { before, after } = documentAround(request.template, {
    head,
    title: pageTitle(head.subject, tenant.name),
    locale,
    pageUrl: url.href,
    alternates,
    siteName: tenant.name,
  })
  const rendering = await renderToReadableStream(<App shop={shop} address={{ path: url.pathname, search }} />, {
    signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
    // Every boundary inline, however large (the seat map's is): none waits for a script to take its place.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: request.onError,
  })
  const encoder = new TextEncoder()
  // The head goes at once (the browser fetches styles and scripts meanwhile); the page follows once
  // every read has answered, in document order: readers without JavaScript (link previews, some
  // crawlers, a shopper with scripts off) get it whole, where a streamed boundary needs a script to
  // take its place.
  const page = rendering as unknown as ReadableStream<Uint8Array>
  const body = new ReadableStream<Uint8Array>({
    start: async (controller) => {
      controller.enqueue(encoder.encode(before))
      await rendering.allReady
      const reader = page.getReader()
      for (let read = await reader.read(); !read.done; read = await reader.read()) controller.enqueue(read.value)
      // What the page rendered with, for the browser to hydrate from (main.tsx), after #root.
      const script: PageScript = {
        ...rendered,
        route: found.route.name,
        answers: settledAnswers(shop),
        country: await country,
      }
      controller.enqueue(encoder.encode(after(script)))
      controller.close()
      shop.stop()
    },
  })
  return new Response(body, {
    status: head.status,
    headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-cache", vary: "Cookie" },
  })
}
