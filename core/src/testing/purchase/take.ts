import * as Effect from "effect/Effect"
import type { PromotionFile } from "../../contract/catalogFiles.js"
import type { Caller } from "../../contract/endpoints/endpoint.js"
import type { SeatPromotion } from "../../contract/seatPromotion.js"
import { bestAvailable, noPlacesLeft, noWheelchairPlaces } from "../../rules/bestAvailable.js"
import { promotedPrices } from "../../rules/pricing.js"
import { customerOfToken, openProcess } from "../access.js"
import type { PricedSector, SeatInfo } from "../catalogue/catalogueIndex.js"
import { offeredPromotions, pricedSectorOf } from "../catalogue/performances.js"
import type { KeyedText, ProblemKey } from "../../rules/problems.js"
import { badRequest, conflict, fieldProblem, notFound, type HttpProblem } from "../problem.js"
import { newSecret } from "../random.js"
import type { MemoryStore, PerformanceInfo, ProcessRecord } from "../store.js"
import { claimsOf, generalKey, isLive, liveClaims, putClaim, seatKey } from "./claims.js"

/** Who takes: a process that exists (open, the caller's), or one to start with these holds. */
export type Taker =
  | { readonly kind: "existing"; readonly process: ProcessRecord }
  | { readonly kind: "new"; readonly customerId: number | null }

/** Id 0 starts a process (it exists only if the take succeeds); any other id must be open and the caller's. */
export const takerFor = (store: MemoryStore, processId: number, caller: Caller): Effect.Effect<Taker, HttpProblem> =>
  processId === 0
    ? Effect.succeed({ kind: "new", customerId: customerOfToken(store, caller.token)?.id ?? null })
    : Effect.map(openProcess(store, processId, caller), (process) => ({ kind: "existing", process }))

/** A place a take wants, at its sector's price (a promotion reprices it once held). */
interface WantedPlace {
  readonly key: string
  readonly priced: PricedSector
  readonly seat: SeatInfo | null
  readonly slot: number | null
}

interface TakeRequest {
  readonly performance: PerformanceInfo
  readonly places: ReadonlyArray<WantedPlace>
  readonly promotionId: number | null
  /** A split (multiPromotion): places held with their own promotion instead of promotionId, by key. */
  readonly ownPromotions?: ReadonlyMap<string, number>
  readonly contiguous: boolean
  readonly describeMissed: (missed: ReadonlyArray<WantedPlace>) => KeyedText<ProblemKey>
}

const promotionIdOf = (request: TakeRequest, place: WantedPlace): number | null =>
  request.ownPromotions?.get(place.key) ?? request.promotionId

const heldFor = (process: ProcessRecord, performanceId: number) =>
  [...process.claims].filter((claim) => claim.performanceId === performanceId && claim.state === "HELD")

const checkLimit = (taker: Taker, performance: PerformanceInfo, adding: number): Effect.Effect<void, HttpProblem> => {
  const held = taker.kind === "new" ? 0 : heldFor(taker.process, performance.id).length
  return held + adding > performance.maxPlaces
    ? Effect.fail(badRequest("problems.take.tooMany", { max: performance.maxPlaces }))
    : Effect.void
}

/** A promotion the function offers (its show, its weekday); any other is a 400. */
export const promotionFor = (
  store: MemoryStore,
  performance: PerformanceInfo,
  promotionId: number | null,
): Effect.Effect<PromotionFile | null, HttpProblem> => {
  if (promotionId === null) return Effect.succeed(null)
  const offered = offeredPromotions(store, performance).find((promotion) => promotion.idPromocion === promotionId)
  return offered === undefined
    ? Effect.fail(fieldProblem("idPromocion", "problems.promotion.notForPerformance", { promotion: promotionId }))
    : Effect.succeed(offered)
}

export const startProcess = (store: MemoryStore, customerId: number | null): ProcessRecord => {
  const now = store.now()
  const process: ProcessRecord = {
    id: store.nextId("process"),
    key: newSecret(),
    processType: store.tenant.processType,
    customerId,
    startedAt: now,
    expiresAt: now + store.tenant.purchase.clockMinutes * 60_000,
    extensions: 0,
    state: "ACTIVE",
    contiguous: true,
    deliveryTypeId: null,
    addressId: null,
    paymentMethod: null,
    products: [],
    claims: new Set(),
    charge: null,
  }
  store.processes.set(process.id, process)
  return process
}

/** Prices again every place the process holds for the function under the promotion: 2x1 depends on how many. */
export const applyPromotion = (
  process: ProcessRecord,
  performance: PerformanceInfo,
  promotion: PromotionFile,
): void => {
  const promoted = heldFor(process, performance.id)
    .filter((claim) => claim.promotionId === promotion.idPromocion)
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
  const basePrices = promoted.map((claim) => pricedSectorOf(performance, claim.sectorId)?.price ?? 0)
  const prices = promotedPrices({ kind: promotion.cTipo, percent: promotion.nPorcentajeDescuento }, basePrices)
  promoted.forEach((claim, index) => (claim.price = prices[index] ?? claim.price))
}

/** How many tickets of the function the process would have under the promotion once these places are held. */
const countUnder = (taker: Taker, request: TakeRequest, promotion: PromotionFile): number => {
  const wanted = new Set(request.places.map((place) => place.key))
  const kept =
    taker.kind === "new"
      ? []
      : heldFor(taker.process, request.performance.id).filter(
          (claim) => claim.promotionId === promotion.idPromocion && !wanted.has(claim.key),
        )
  return kept.length + request.places.filter((place) => promotionIdOf(request, place) === promotion.idPromocion).length
}

/**
 * Holds all the places or none, prices them under their promotions (whose quantity ranges it
 * checks), and records whether they are side by side. Nothing changes unless every check passes.
 */
const hold = (store: MemoryStore, taker: Taker, request: TakeRequest): Effect.Effect<ProcessRecord, HttpProblem> =>
  Effect.gen(function* () {
    const { performance } = request
    const promotions: Array<PromotionFile> = []
    for (const id of new Set(request.places.map((place) => promotionIdOf(request, place)))) {
      const promotion = yield* promotionFor(store, performance, id)
      if (promotion !== null) promotions.push(promotion)
    }
    const ownId = taker.kind === "existing" ? taker.process.id : null
    const places = claimsOf(store, performance.id)
    const missed = request.places.filter((place) => {
      const claim = places.get(place.key)
      // A booked place moves only by a take of its booking, even within its own process.
      return claim !== undefined && isLive(store, claim) && (claim.processId !== ownId || claim.bookingId !== undefined)
    })
    if (missed.length > 0) {
      const described = request.describeMissed(missed)
      return yield* conflict(described.key, described.params)
    }
    for (const promotion of promotions) {
      const count = countUnder(taker, request, promotion)
      if (count < promotion.nCantidadMinima || count > promotion.nCantidadMaxima) {
        return yield* fieldProblem("idPromocion", "problems.promotion.quantity", {
          name: promotion.cNombre,
          min: promotion.nCantidadMinima,
          max: promotion.nCantidadMaxima,
        })
      }
    }
    const process = taker.kind === "existing" ? taker.process : startProcess(store, taker.customerId)
    for (const place of request.places) {
      putClaim(store, process, {
        performanceId: performance.id,
        key: place.key,
        sectorId: place.priced.sector.id,
        seatId: place.seat?.id ?? null,
        slot: place.slot,
        processId: process.id,
        state: "HELD",
        listPrice: place.priced.price,
        price: place.priced.price,
        serviceCharge: place.priced.serviceCharge,
        promotionId: promotionIdOf(request, place),
      })
    }
    for (const promotion of promotions) applyPromotion(process, performance, promotion)
    process.contiguous = request.contiguous
    return process
  })

const seatName = (place: WantedPlace): KeyedText<ProblemKey> => ({
  key: "problems.take.seat",
  params: { sector: place.priced.sector.name, row: place.seat?.rowLabel ?? "", seat: place.seat?.number ?? "" },
})

/** Seats of the function, priced; any id that is not a numbered seat its show sells is a 400. */
const seatsForSale = (
  store: MemoryStore,
  performance: PerformanceInfo,
  seatIds: ReadonlyArray<number>,
): Effect.Effect<ReadonlyArray<WantedPlace>, HttpProblem> => {
  const found = seatIds.flatMap((id) => {
    const seat = store.index.seatById(id)
    const priced = seat === undefined ? undefined : pricedSectorOf(performance, seat.sector.id)
    return seat === undefined || priced === undefined ? [] : [{ key: seatKey(id), priced, seat, slot: null }]
  })
  const known = new Set(found.map((place) => place.seat.id))
  const missing = seatIds.filter((id) => !known.has(id))
  return missing.length > 0
    ? Effect.fail(
        fieldProblem("listaIdPosicion", "problems.take.notPlacesOfPerformance", {
          places: missing.join(", "),
          performance: performance.id,
        }),
      )
    : Effect.succeed(found)
}

/** Why best available found nothing: the reference server says the same. */
const tooFewIn = (sectorName: string, quantity: number, wheelchair: boolean): KeyedText<ProblemKey> =>
  wheelchair ? noWheelchairPlaces(sectorName, quantity) : noPlacesLeft(sectorName, quantity)

const describeSeatsMissed = (missed: ReadonlyArray<WantedPlace>): KeyedText<ProblemKey> => ({
  key: "problems.take.seatsTaken",
  params: { places: missed.map(seatName) },
})

/** A place of best available taken under it (only by a seat taken one by one): try again. */
const describePlacesTaken = (): KeyedText<ProblemKey> => ({ key: "problems.take.placesTaken" })

/** Posiciones/Tomar: these seats, all or none, after the limit of places per purchase. */
export const takeSeats = (
  store: MemoryStore,
  taker: Taker,
  performance: PerformanceInfo,
  seatIds: ReadonlyArray<number>,
  promotionId: number | null,
  seatPromotions: ReadonlyArray<SeatPromotion> = [],
): Effect.Effect<ProcessRecord, HttpProblem> =>
  Effect.gen(function* () {
    const places = yield* seatsForSale(store, performance, [...new Set(seatIds)])
    yield* checkLimit(taker, performance, places.length)
    return yield* hold(store, taker, {
      performance,
      places,
      promotionId,
      ownPromotions: new Map(seatPromotions.map((each) => [seatKey(each.idPosicion), each.idPromocion])),
      contiguous: true,
      describeMissed: describeSeatsMissed,
    })
  })

/** The best `quantity` free places of a sector: side by side when a row allows, the first free slots of a floor. */
const bestPlaces = (
  store: MemoryStore,
  performance: PerformanceInfo,
  priced: PricedSector,
  quantity: number,
  wheelchair: boolean,
): { readonly places: ReadonlyArray<WantedPlace>; readonly contiguous: boolean } | null => {
  const live = liveClaims(store, performance.id).filter((claim) => claim.sectorId === priced.sector.id)
  if (priced.sector.numbered) {
    const seats = store.index.seatsOf(priced.sector)
    const spots = seats.map((seat) => ({ id: seat.id, row: seat.rowIndex, number: seat.number, access: seat.access }))
    const taken = new Set(live.map((claim) => claim.seatId ?? -1))
    const choice = bestAvailable(spots, taken, quantity, { wheelchair })
    if (choice === null) return null
    const places = choice.seatIds.map((id) => ({
      key: seatKey(id),
      priced,
      seat: store.index.seatById(id) ?? null,
      slot: null,
    }))
    return { places, contiguous: choice.contiguous }
  }
  const taken = new Set(live.map((claim) => claim.key))
  const places: Array<WantedPlace> = []
  for (let slot = 1; slot <= priced.sector.capacity && places.length < quantity; slot++) {
    const key = generalKey(priced.sector.id, slot)
    if (!taken.has(key)) places.push({ key, priced, seat: null, slot })
  }
  // A floor has no wheelchair spaces to give.
  return places.length < quantity || wheelchair ? null : { places, contiguous: true }
}

/** Posiciones/TomarGrupo (and the second half of CambiarParaSector): the best places of a sector. */
export const takeBestAvailable = (
  store: MemoryStore,
  taker: Taker,
  performance: PerformanceInfo,
  request: {
    readonly idSector: number
    readonly nCantidad: number
    readonly idPromocion: number | null
    readonly lSillaDeRuedas?: boolean
  },
): Effect.Effect<ProcessRecord, HttpProblem> =>
  Effect.gen(function* () {
    const priced = pricedSectorOf(performance, request.idSector)
    if (priced === undefined) return yield* notFound("problems.take.sectorNotFound", { sector: request.idSector })
    const quantity = request.nCantidad
    yield* checkLimit(taker, performance, quantity)
    const wheelchair = request.lSillaDeRuedas === true
    const best = bestPlaces(store, performance, priced, quantity, wheelchair)
    if (best === null) {
      const tooFew = tooFewIn(priced.sector.name, quantity, wheelchair)
      return yield* conflict(tooFew.key, tooFew.params)
    }
    return yield* hold(store, taker, {
      performance,
      places: best.places,
      promotionId: request.idPromocion,
      contiguous: best.contiguous,
      describeMissed: describePlacesTaken,
    })
  })
