import {
  formatFunctionDate,
  formatMoney,
  isNotFound,
  lowestTicketPrice,
  performanceEventData,
  type ApiFailure,
  type TenantConfig,
} from "@boleteria/core"
import type * as Result from "effect/Result"
import type { ShopRoute } from "../app/routes.js"
import type { PageQuery } from "../app/useApiQuery.js"
import { performanceQuery, showQuery, showsQuery, venuesQuery } from "../pages/browse/common/catalogueQueries.js"
import { functionIdFrom, validationHashFrom } from "../pages/browse/function/functionId.js"
import { imageUrl } from "../pages/browse/common/showImage.js"
import { showDescription } from "../pages/browse/common/showDescription.js"
import { idOf } from "../pages/browse/common/showFilters.js"

/** What a server-rendered page says of itself in its head: for search engines and link previews. */
export interface PageHead {
  /** 404 when what the address names does not exist (the page then shows its not-found view). */
  readonly status: 200 | 404
  /** What the page is about (its main heading); the tenant's name is added (RouteView's pageTitle). */
  readonly subject: string
  readonly description: string | null
  readonly image: string | null
  /** schema.org JSON-LD (a function's Event), or null. */
  readonly structuredData: object | null
}

export interface HeadContext {
  readonly tenant: TenantConfig
  readonly locale: string
  /** The page's own absolute address (its canonical one). */
  readonly pageUrl: string
  /** A path of this site made absolute (a poster). */
  readonly absolute: (path: string) => string
  readonly t: (key: string, params?: Record<string, string | number>) => string
  /** The same answers the page then renders with (useApiQuery's, keyed alike). */
  readonly ask: <A>(query: PageQuery<A>) => Promise<Result.Result<A, ApiFailure>>
}

type HeadOf = (
  params: Readonly<Record<string, string | undefined>>,
  search: string,
  context: HeadContext,
) => Promise<PageHead>

const notFound = (subject: string): PageHead => ({
  status: 404,
  subject,
  description: null,
  image: null,
  structuredData: null,
})

/** A read that failed for another reason (the API is down): the page renders its own failure; the head stays plain. */
const unavailable = (failure: ApiFailure, subject: string): PageHead =>
  isNotFound(failure) ? notFound(subject) : { ...notFound(subject), status: 200 }

const billboard: HeadOf = (_params, _search, { tenant, t }) =>
  Promise.resolve({
    status: 200,
    subject: t("browse.billboard.title"),
    description: t("pageHead.billboard.description", { shop: tenant.name }),
    image: null,
    structuredData: null,
  })

const landing: HeadOf = async (params, _search, context) => {
  const { t, ask, locale, absolute } = context
  const shows = await ask(showsQuery)
  if (shows._tag === "Failure") return unavailable(shows.failure, t("browse.landing.notFound"))
  const card = shows.success.find((show) => show.cSeo === params["cSeo"])
  if (card === undefined) return notFound(t("browse.landing.notFound"))
  const show = await ask(showQuery(card.idEspectaculoCartel))
  if (show._tag === "Failure") return unavailable(show.failure, t("browse.landing.notFound"))
  const poster = imageUrl(show.success.listaImagenEspectaculoCartel, "WEB_DESTACADO")
  return {
    status: 200,
    subject: show.success.cEspectaculoCartelNombre,
    description: showDescription(show.success, locale),
    image: poster === null ? null : absolute(poster),
    structuredData: null,
  }
}

const venue: HeadOf = async (params, _search, { t, ask, tenant }) => {
  const id = idOf(params["idEstablecimiento"])
  if (id === null) return notFound(t("browse.notFound.page"))
  const venues = await ask(venuesQuery)
  if (venues._tag === "Failure") return unavailable(venues.failure, t("browse.venue.notFound"))
  const found = venues.success.find((candidate) => candidate.idEstablecimiento === id)
  if (found === undefined) return notFound(t("browse.venue.notFound"))
  return {
    status: 200,
    subject: found.cNombre,
    description: t("pageHead.venue.description", {
      venue: found.cNombre,
      address: found.cDireccion,
      city: found.cLocalidad,
      province: found.cProvincia,
      shop: tenant.name,
    }),
    image: null,
    structuredData: null,
  }
}

const performancePage: HeadOf = async (params, search, { t, ask, tenant, locale, pageUrl }) => {
  const idFuncion = functionIdFrom(params, search)
  if (idFuncion === null) return notFound(t("function.notFound"))
  const answer = await ask(performanceQuery(idFuncion, validationHashFrom(search)))
  if (answer._tag === "Failure") return unavailable(answer.failure, t("function.notFound"))
  const performance = answer.success
  const lowest = lowestTicketPrice(performance)
  const facts = {
    show: performance.cEspectaculoCartelNombre,
    venue: performance.oEstablecimiento.cNombre,
    date: formatFunctionDate(performance.oFuncionFecha, locale),
    price: lowest === null ? "" : formatMoney(lowest, tenant.price, locale),
    shop: tenant.name,
  }
  const soldOut = performance.lAgotada || lowest === null
  const description = t(soldOut ? "pageHead.function.soldOut" : "pageHead.function.description", facts)
  return {
    status: 200,
    subject: performance.cEspectaculoCartelNombre,
    description,
    image: null,
    structuredData: performanceEventData({
      performance,
      url: pageUrl,
      currency: tenant.price.currency,
      countryCode: tenant.countryCode,
      image: null,
      description,
    }),
  }
}

/**
 * The catalogue pages the server renders, by SPEC's route names: the billboard, a show's landing,
 * a venue and a function (its seat map is drawn by the browser). The purchase, account and checkout
 * pages are drawn by the browser alone.
 */
export const SERVER_RENDERED: Partial<Record<ShopRoute["name"], HeadOf>> = {
  cartelera: billboard,
  landing,
  carteleraEstablecimiento: venue,
  carteleraSeoEstablecimiento: venue,
  funcionSeoEst: performancePage,
  funcion: performancePage,
}
