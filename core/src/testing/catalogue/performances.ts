import * as Effect from "effect/Effect"
import type { PromotionFile } from "../../contract/catalogFiles.js"
import type { Promotion } from "../../contract/performance.js"
import { TENANT_TIME_ZONE, weekdayOf } from "../../rules/calendarDate.js"
import { discountPercentOf } from "../../rules/pricing.js"
import { calendarDateAt } from "../../rules/zonedTime.js"
import { badRequest, notFound, type HttpProblem } from "../problem.js"
import type { MemoryStore, PerformanceInfo } from "../store.js"
import type { PricedSector } from "./catalogueIndex.js"

export const findPerformance = (store: MemoryStore, id: number): Effect.Effect<PerformanceInfo, HttpProblem> => {
  const performance = store.performances.get(id)
  return performance === undefined
    ? Effect.fail(notFound("problems.catalogue.noPerformance"))
    : Effect.succeed(performance)
}

/** A function that exists and has not started: its tickets are on sale. */
export const performanceForSale = (store: MemoryStore, id: number): Effect.Effect<PerformanceInfo, HttpProblem> => {
  const performance = store.performances.get(id)
  if (performance === undefined) return Effect.fail(notFound("problems.take.performanceNotFound", { performance: id }))
  if (performance.startsAt <= store.now()) return Effect.fail(badRequest("problems.take.performanceStarted"))
  return Effect.succeed(performance)
}

/** A sector the function's show sells, at its price; undefined for any other. */
export const pricedSectorOf = (performance: PerformanceInfo, sectorId: number): PricedSector | undefined =>
  performance.show.sectors.find((priced) => priced.sector.id === sectorId)

/** The promotions of a function: those of its show on its weekday (0 = Sunday), whatever the sector. */
export const offeredPromotions = (store: MemoryStore, performance: PerformanceInfo): ReadonlyArray<PromotionFile> => {
  const weekday = weekdayOf(calendarDateAt(performance.startsAt, TENANT_TIME_ZONE))
  const showId = performance.show.file.idEspectaculoCartel
  return store.index.promotions
    .filter(
      (promotion) =>
        (promotion.listaIdEspectaculoCartel === null || promotion.listaIdEspectaculoCartel.includes(showId)) &&
        (promotion.listaDiaSemana === null || promotion.listaDiaSemana.includes(weekday)),
    )
    .toSorted((a, b) => a.idPromocion - b.idPromocion)
}

/** A promotion as the function page lists it: over every sector the function sells. */
const promotionView = (performance: PerformanceInfo, promotion: PromotionFile): Promotion => ({
  idPromocion: promotion.idPromocion,
  cNombre: promotion.cNombre,
  cDescripcion: promotion.cDescripcion,
  cTipo: promotion.cTipo,
  nPorcentajeDescuento: discountPercentOf({ kind: promotion.cTipo, percent: promotion.nPorcentajeDescuento }),
  nCantidadMinima: promotion.nCantidadMinima,
  nCantidadMaxima: promotion.nCantidadMaxima,
  listaIdSector: performance.show.sectors.map((priced) => priced.sector.id),
  listaBin: promotion.listaBin,
})

export const promotionsOf = (store: MemoryStore, performance: PerformanceInfo): ReadonlyArray<Promotion> =>
  offeredPromotions(store, performance).map((promotion) => promotionView(performance, promotion))
