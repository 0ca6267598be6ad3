import * as Effect from "effect/Effect"
import { ContactMessage, NewsletterSubscription } from "../../../contract/misc.js"
import { PRODUCT_SHOW_TYPE } from "../../../contract/purchase.js"
import {
  PagingQuery,
  PromotionsForGroupRequest,
  PromotionsForSeatsRequest,
  ShowSearchRequest,
} from "../../../contract/requests.js"
import { dateWindowOf } from "../../../rules/catalogue/dateWindow.js"
import { applicablePromotions } from "../../../rules/seatMap/promotions.js"
import type { ApiShape } from "../../Api.js"
import { callOn } from "./call.js"
import { performanceView, searchShows, showCards, showDetail } from "./catalogue.js"
import { badRequest, conflict, notFound, validated } from "./failures.js"
import { findPerformance, placesIn } from "./holds.js"
import type { MemoryStore } from "./store.js"

export type CatalogueCalls = Pick<
  ApiShape,
  | "getShowTypes"
  | "getShows"
  | "searchShows"
  | "getShow"
  | "getBillboard"
  | "getShop"
  | "getVenues"
  | "subscribeNewsletter"
  | "sendContactMessage"
  | "getPerformance"
  | "checkQueue"
  | "getPromotionsForSeats"
  | "getPromotionsForGroup"
>

/** Catalogue, landing, function page, newsletter and contact: the calls that need no purchase or login. */
export const catalogueCalls = (store: MemoryStore): CatalogueCalls => {
  const call = callOn(store)
  const cards = () => showCards(store).filter((card) => card.idEspectaculoCartelTipo !== PRODUCT_SHOW_TYPE)
  return {
    getShowTypes: () => call(() => Effect.succeed(store.seed.showTypes)),
    getShows: () => call(() => Effect.succeed(cards())),
    searchShows: (paging, body) =>
      call(() =>
        Effect.gen(function* () {
          const query = yield* validated(PagingQuery, paging)
          const search = yield* validated(ShowSearchRequest, body)
          const window = dateWindowOf(search, store.now())
          if (window === null) return yield* badRequest("dFecha: no es una fecha del calendario")
          return searchShows(store, query, search, window)
        }),
      ),
    getShow: (idEspectaculoCartel) =>
      call(() => {
        const show = store.seed.shows.find((candidate) => candidate.idEspectaculoCartel === idEspectaculoCartel)
        return show === undefined
          ? Effect.fail(notFound(`No existe el espectáculo ${idEspectaculoCartel}`))
          : Effect.succeed(showDetail(store, show))
      }),
    getBillboard: () =>
      call(() =>
        Effect.sync(() => ({ listaDestacado: cards().filter((card) => card.lDestacado), listaEspectaculoCartel: cards() })),
      ),
    getShop: () =>
      call(() => Effect.sync(() => showCards(store).filter((card) => card.idEspectaculoCartelTipo === PRODUCT_SHOW_TYPE))),
    getVenues: () => call(() => Effect.succeed(store.seed.venues)),
    subscribeNewsletter: (body) =>
      call(() =>
        Effect.gen(function* () {
          const subscription = yield* validated(NewsletterSubscription, body)
          const mail = subscription.cMail.trim().toLowerCase()
          if (store.newsletter.has(mail)) return yield* conflict("Ese e-mail ya está suscripto")
          store.newsletter.add(mail)
          return "¡Gracias por suscribirte a nuestro newsletter!"
        }),
      ),
    sendContactMessage: (body) =>
      call(() => Effect.as(validated(ContactMessage, body), "Recibimos tu mensaje. Te responderemos a la brevedad.")),
    getPerformance: (idFuncion) =>
      call(() => Effect.map(findPerformance(store, idFuncion), (performance) => performanceView(store, performance))),
    // The memory backend has no queue: everyone is let in.
    checkQueue: () => call(() => Effect.succeed({ redirect_url: null })),
    getPromotionsForSeats: (idFuncion, body) =>
      call(() =>
        Effect.gen(function* () {
          const request = yield* validated(PromotionsForSeatsRequest, body)
          const performance = yield* findPerformance(store, idFuncion)
          const places = yield* placesIn(performance, request.listaIdPosicion)
          const sectorIds = [...new Set(places.map((place) => place.sector.idSector))]
          return applicablePromotions(performance.seed.promotions, sectorIds, places.length)
        }),
      ),
    getPromotionsForGroup: (idFuncion, body) =>
      call(() =>
        Effect.gen(function* () {
          const request = yield* validated(PromotionsForGroupRequest, body)
          const performance = yield* findPerformance(store, idFuncion)
          return applicablePromotions(performance.seed.promotions, [request.idSector], request.nCantidad)
        }),
      ),
  }
}
