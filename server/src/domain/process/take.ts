import {
  bestAvailable,
  inLanguage,
  isRefusal,
  PlacesTaken,
  TakeRefused,
  noPlacesLeft,
  noWheelchairPlaces,
  type AnswerLanguage,
  type ChangeSectorRequest,
  type KeyedText,
  type ProblemKey,
  type PurchaseProcess,
  type Refusal,
  type TakeBestAvailableRequest,
  type TakeSeatsRequest,
} from "@boleteria/core"
import type { Database, Queryable } from "../../db/database.js"
import { sectorSeats, type SeatSpotOnMap } from "../../store/catalogue/forSale.js"
import { lockSector } from "../../store/catalogue/sectorLock.js"
import type { PlaceRow } from "../../store/purchases/cart.js"
import {
  claimPlaces,
  generalKey,
  heldInPerformance,
  liveClaimsInSector,
  releaseHolds,
  seatKey,
  startProcessHolding,
  type PlaceClaim,
} from "../../store/purchases/holds.js"
import { setContiguous } from "../../store/purchases/processes.js"
import type { PricedSector } from "../catalogue/performanceRecord.js"
import type { TurnGate } from "../waitingRoom/turnCheck.js"
import { inOpenProcess, openProcess, type OpenedProcess, type PurchaseCaller } from "./access.js"
import { startHoldingSeats } from "./firstTake.js"
import { sectorForSale, seatName, seatsForSale, type PerformanceForSale } from "./places.js"
import { applyPromotion, giveOwnPromotions, promotionForPerformance, type PromotionTerms } from "./promotions.js"
import { firstTakePurchaseKey, purchaseKeyHash } from "./purchaseKey.js"
import { purchaseView, viewOfPlaces } from "./view.js"
import { refusingTransaction } from "../transaction.js"

/** What a take needs to know about the request beyond its body. */
export interface TakeContext {
  readonly now: number
  /** The purchase clock: a new process's holds last this long (12 minutes). */
  readonly holdMs: number
  readonly processType: "CART" | "BOX"
  readonly caller: PurchaseCaller
  /** The caller's language: a refusal names sectors in it. */
  readonly language: AnswerLanguage
  /** A first take's Idempotency-Key: the process it starts takes its key from it (purchaseKey.ts); absent, a random one. */
  readonly idempotencyKey?: string | null
}

/** A 409: the places, or enough of them, are not free. */
const refusedTake = (why: KeyedText<ProblemKey>) =>
  new PlacesTaken({ key: why.key as PlacesTaken["key"], ...(why.params === undefined ? {} : { params: why.params }) })

/** A purchase process a take starts: its key (its row keeps only the key's hash), type, owner and clock. */
export interface ProcessToStart {
  readonly purchaseKey: string
  readonly processType: "CART" | "BOX"
  readonly customerId: number | null
  readonly startedAt: number
  readonly expiresAt: number
}

/** Who takes: a process that exists (locked, open, the caller's), or one to start with these holds. */
export type Taker =
  | { readonly kind: "existing"; readonly process: OpenedProcess }
  | { readonly kind: "new"; readonly process: ProcessToStart }

/**
 * The process a take with id 0 starts: with a new key (derived from the take's Idempotency-Key when
 * it has one), the caller's if signed in; its holds last the purchase clock.
 */
const newProcess = (context: TakeContext): ProcessToStart => ({
  purchaseKey: firstTakePurchaseKey(context.idempotencyKey ?? null),
  processType: context.processType,
  customerId: context.caller.customerId,
  startedAt: context.now,
  expiresAt: context.now + context.holdMs,
})

/** Id 0 starts a process (it exists only if the take commits); any other id must be open and the caller's. */
const takerFor = async (tx: Queryable, processId: number, context: TakeContext) => {
  if (processId === 0) return { kind: "new", process: newProcess(context) } satisfies Taker
  const process = await openProcess(tx, processId, context.caller, context.now, { lock: true })
  return isRefusal(process) ? process : ({ kind: "existing", process } satisfies Taker)
}

/** A take's transaction: what `work` does for the taker of this id (`takerFor`); a refusal rolls it all back. */
const inTake = <T>(
  db: Pick<Database, "transaction">,
  processId: number,
  context: TakeContext,
  work: (tx: Queryable, taker: Taker) => Promise<T>,
) =>
  refusingTransaction(db, async (tx) => {
    const taker = await takerFor(tx, processId, context)
    return isRefusal(taker) ? taker : work(tx, taker)
  })

const checkLimit = async (
  tx: Queryable,
  taker: Taker,
  performance: PerformanceForSale,
  adding: number,
): Promise<TakeRefused | null> => {
  const held = taker.kind === "new" ? 0 : await heldInPerformance(tx, taker.process.id, performance.id)
  return held + adding > performance.maxPlaces
    ? new TakeRefused({ key: "problems.take.tooMany", params: { max: performance.maxPlaces } })
    : null
}

/** A place at its sector's price (a promotion reprices it once held), with what the cart shows of it. */
const placeIn = (
  performance: PerformanceForSale,
  sector: PricedSector,
  key: string,
  seat: SeatSpotOnMap | null,
): PlaceRow => ({
  performance_id: performance.id,
  place_key: key,
  sector_id: sector.id,
  seat_id: seat?.id ?? null,
  list_price: sector.price,
  price: sector.price,
  service_charge: sector.serviceCharge,
  promotion_id: null,
  promotion_name: null,
  promotion_bins: null,
  sector_name: sector.name,
  row_label: seat?.rowLabel ?? null,
  row_index: seat?.rowIndex ?? null,
  seat_number: seat?.number ?? null,
  starts_at: performance.startsAt,
  show_id: performance.showId,
  show_name: performance.showName,
  show_seo: performance.showSeo,
  cartel_type: performance.cartelType,
  venue_name: performance.venueName,
})

const claimOf = (place: PlaceRow): PlaceClaim => ({
  key: place.place_key,
  sectorId: place.sector_id,
  seatId: place.seat_id,
  price: Number(place.price),
  serviceCharge: Number(place.service_charge),
})

/** The promotions a take's places are held with: each place's own, or the take's. */
const promotionIdsOf = (take: {
  readonly places: ReadonlyArray<PlaceRow>
  readonly promotionId: number | null
  readonly ownPromotions?: ReadonlyMap<string, number>
}): ReadonlyArray<number> => [
  ...new Set(
    take.places.flatMap((place) => {
      const id = take.ownPromotions?.get(place.place_key) ?? take.promotionId
      return id === null ? [] : [id]
    }),
  ),
]

/**
 * Holds all the places or refuses (the caller's transaction rolls everything back), prices them under their promotions,
 * records whether they are side by side, and answers the cart as it now stands: for a process
 * started here without a promotion, the cart is exactly these places, so no query is needed to show it.
 */
const hold = async (
  tx: Queryable,
  taker: Taker,
  take: {
    readonly performanceId: number
    readonly places: ReadonlyArray<PlaceRow>
    readonly promotionId: number | null
    /** A split (multiPromotion): places held with their own promotion instead of promotionId, by key. */
    readonly ownPromotions?: ReadonlyMap<string, number>
    readonly contiguous: boolean
    readonly describeMissed: (keys: ReadonlyArray<string>) => KeyedText<ProblemKey>
  },
  now: number,
): Promise<PurchaseProcess | Refusal> => {
  const promotions: Array<PromotionTerms> = []
  for (const id of promotionIdsOf(take)) {
    const promotion = await promotionForPerformance(tx, take.performanceId, id)
    if (isRefusal(promotion)) return promotion
    if (promotion !== null) promotions.push(promotion)
  }
  const request = { performanceId: take.performanceId, promotionId: take.promotionId, places: take.places.map(claimOf) }
  const priceUnderPromotions = async (processId: number) => {
    await giveOwnPromotions(tx, processId, take.performanceId, take.ownPromotions)
    for (const promotion of promotions) {
      const refused = await applyPromotion(tx, processId, take.performanceId, promotion)
      if (refused !== null) return refused
    }
    return null
  }
  if (taker.kind === "new") {
    const { purchaseKey, ...start } = taker.process
    const started = await startProcessHolding(
      tx,
      { ...start, contiguous: take.contiguous, keyHash: purchaseKeyHash(purchaseKey) },
      request,
      now,
    )
    const { missed } = started
    const process = { ...started.process, purchaseKey }
    if (missed.length > 0) return refusedTake(take.describeMissed(missed))
    if (promotions.length === 0) return viewOfPlaces(process, take.places)
    return (await priceUnderPromotions(process.id)) ?? purchaseView(tx, process, now)
  }
  const { process } = taker
  const missed = await claimPlaces(tx, { processId: process.id, expiresAt: process.expires_at }, request, now)
  if (missed.length > 0) return refusedTake(take.describeMissed(missed))
  const refused = await priceUnderPromotions(process.id)
  if (refused !== null) return refused
  if (process.contiguous !== take.contiguous) {
    await setContiguous(tx, process.id, take.contiguous)
  }
  return purchaseView(tx, { ...process, contiguous: take.contiguous }, now)
}

/**
 * Posiciones/Tomar (and POST /v3/procesodecompra): these seats, all of them or none, once the waiting
 * room lets the caller take (`turn`). A shopper's first take (a new process, no promotion) is tried
 * as one statement (firstTake.ts), which also asks the room when the caller brought no turn; whatever
 * it declines goes the careful way, in a transaction, which holds or says why not.
 */
export const takeSeats = async (
  db: Database,
  processId: number,
  request: TakeSeatsRequest,
  context: TakeContext,
  turn: TurnGate,
) => {
  const ownPromotions = request.listaPosicionPromocion ?? []
  const first = processId === 0 && request.idPromocion === null && ownPromotions.length === 0
  const firstTakeAsksRoom = first && turn.withoutTurn
  if (!firstTakeAsksRoom) {
    const refused = await turn.require()
    if (refused !== null) return refused
  }
  if (first) {
    const started = await startHoldingSeats(
      db,
      newProcess(context),
      request.idFuncion,
      request.listaIdPosicion,
      context.now,
      firstTakeAsksRoom,
    )
    if (started !== null) return started
    if (firstTakeAsksRoom) {
      const refused = await turn.require()
      if (refused !== null) return refused
    }
  }
  return inTake(db, processId, context, async (tx, taker) => {
    const forSale = await seatsForSale(tx, request.idFuncion, [...new Set(request.listaIdPosicion)], context.now)
    if (isRefusal(forSale)) return forSale
    const { performance, seats } = forSale
    const overLimit = await checkLimit(tx, taker, performance, seats.length)
    if (overLimit !== null) return overLimit
    const names = new Map(seats.map((seat) => [seatKey(seat.id), seatName(seat, context.language)]))
    return hold(
      tx,
      taker,
      {
        performanceId: performance.id,
        places: seats.map((seat) => placeIn(performance, seat.sector, seatKey(seat.id), seat)),
        promotionId: request.idPromocion,
        ownPromotions: new Map(ownPromotions.map((each) => [seatKey(each.idPosicion), each.idPromocion])),
        contiguous: true,
        describeMissed: (missed) => ({
          key: "problems.take.seatsTaken",
          params: { places: missed.map((key) => names.get(key) ?? { key }) },
        }),
      },
      context.now,
    )
  })
}

/** The best places of a sector, chosen under the sector's lock; 409 when too few are free. */
export const takeBestIn = async (
  tx: Queryable,
  taker: Taker,
  request: TakeBestAvailableRequest,
  now: number,
  language: AnswerLanguage,
): Promise<PurchaseProcess | Refusal> => {
  const forSale = await sectorForSale(tx, request.idFuncion, request.idSector, now)
  if (isRefusal(forSale)) return forSale
  const { performance, sector } = forSale
  const quantity = request.nCantidad
  const overLimit = await checkLimit(tx, taker, performance, quantity)
  if (overLimit !== null) return overLimit
  await lockSector(tx, performance.id, sector.id)
  const live = await liveClaimsInSector(tx, performance.id, sector.id, now)
  const wheelchair = request.lSillaDeRuedas === true
  const sectorName = inLanguage(language, sector.name, sector.nameEn)
  const tooFew = refusedTake(wheelchair ? noWheelchairPlaces(sectorName, quantity) : noPlacesLeft(sectorName, quantity))
  let places: Array<PlaceRow> = []
  let contiguous = true
  if (sector.numbered) {
    const seats = new Map((await sectorSeats(tx, sector.id)).map((seat) => [seat.id, seat]))
    const spots = [...seats.values()].map((seat) => ({
      id: seat.id,
      row: seat.rowIndex,
      number: seat.number,
      access: seat.access,
    }))
    const choice = bestAvailable(spots, new Set(live.map((claim) => claim.seat_id ?? -1)), quantity, { wheelchair })
    if (choice === null) return tooFew
    places = choice.seatIds.map((id) => placeIn(performance, sector, seatKey(id), seats.get(id) ?? null))
    contiguous = choice.contiguous
  } else {
    // A floor has no wheelchair spaces to give.
    if (wheelchair) return tooFew
    const taken = new Set(live.map((claim) => claim.place_key))
    for (let slot = 1; slot <= sector.capacity && places.length < quantity; slot++) {
      const key = generalKey(sector.id, slot)
      if (!taken.has(key)) places.push(placeIn(performance, sector, key, null))
    }
    if (places.length < quantity) return tooFew
  }
  // Under the sector's lock only a seat taken one by one (Tomar) can race us; then it is gone.
  return hold(
    tx,
    taker,
    {
      performanceId: performance.id,
      places,
      promotionId: request.idPromocion,
      contiguous,
      describeMissed: () => ({ key: "problems.take.placesTaken" }),
    },
    now,
  )
}

/** Posiciones/TomarGrupo: the best places available in a sector. */
export const takeBestAvailable = (
  db: Pick<Database, "transaction">,
  processId: number,
  request: TakeBestAvailableRequest,
  context: TakeContext,
) => inTake(db, processId, context, (tx, taker) => takeBestIn(tx, taker, request, context.now, context.language))

/** CambiarParaSector: the function's places move to the best of another sector, as many as they were, or nothing changes. */
export const changeSector = (
  db: Pick<Database, "transaction">,
  processId: number,
  request: ChangeSectorRequest,
  context: TakeContext,
) =>
  inOpenProcess(db, processId, context.caller, context.now, async (tx, process) => {
    const quantity = await releaseHolds(tx, process.id, request.idFuncion)
    if (quantity === 0)
      return new TakeRefused({
        key: "problems.take.nothingHeldInPerformance",
        field: "idFuncion",
        params: { performance: request.idFuncion },
      })
    const taker = { kind: "existing", process } as const
    return takeBestIn(tx, taker, { ...request, nCantidad: quantity }, context.now, context.language)
  })
