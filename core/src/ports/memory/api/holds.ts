import * as Effect from "effect/Effect"
import type { ApiError } from "../../apiErrors.js"
import { badRequest, conflict, gone, notFound } from "./failures.js"
import {
  HOLD_MS,
  type HeldPlace,
  type MemoryStore,
  type PerformanceRecord,
  type Place,
  type ProcessRecord,
} from "./store.js"

const chargeInFlight = (process: ProcessRecord) => process.charge?.cEstado === "PROCESANDO"

const release = (store: MemoryStore, process: ProcessRecord, keep: (held: HeldPlace) => boolean) => {
  for (const held of process.held) {
    if (!keep(held)) store.holders.delete(held.place.idPosicion)
  }
  process.held = process.held.filter(keep)
}

/**
 * Ends every open process whose 12 minutes are over and frees what it held. Run before each call,
 * so expiry needs no timer; a charge still settling keeps its holds until it settles.
 */
export const expireHolds = (store: MemoryStore): void => {
  const now = store.now()
  for (const process of store.processes.values()) {
    if (process.phase === "OPEN" && now >= process.startedAt + HOLD_MS && !chargeInFlight(process)) {
      process.phase = "EXPIRED"
      release(store, process, () => false)
    }
  }
}

export const findProcess = (store: MemoryStore, idProcesoDeCompra: number): Effect.Effect<ProcessRecord, ApiError> => {
  const process = store.processes.get(idProcesoDeCompra)
  return process === undefined
    ? Effect.fail(notFound(`No existe el proceso de compra ${idProcesoDeCompra}`))
    : Effect.succeed(process)
}

/** A process that can still change: not expired, invalidated or paid. */
export const openProcess = (store: MemoryStore, idProcesoDeCompra: number): Effect.Effect<ProcessRecord, ApiError> =>
  Effect.flatMap(findProcess(store, idProcesoDeCompra), (process) =>
    process.phase === "OPEN" ? Effect.succeed(process) : Effect.fail(gone(idProcesoDeCompra)),
  )

export const findPerformance = (store: MemoryStore, idFuncion: number): Effect.Effect<PerformanceRecord, ApiError> => {
  const performance = store.performances.get(idFuncion)
  return performance === undefined
    ? Effect.fail(notFound(`No existe la función ${idFuncion}`))
    : Effect.succeed(performance)
}

/** The places of a function with these ids; an id of another function is a bad request. */
export const placesIn = (
  performance: PerformanceRecord,
  ids: ReadonlyArray<number>,
): Effect.Effect<ReadonlyArray<Place>, ApiError> =>
  Effect.forEach(ids, (idPosicion) => {
    const place = performance.places.find((candidate) => candidate.idPosicion === idPosicion)
    return place === undefined
      ? Effect.fail(badRequest(`La ubicación ${idPosicion} no es de la función ${performance.seed.idFuncion}`))
      : Effect.succeed(place)
  })

export const isFree = (store: MemoryStore, place: Place): boolean =>
  !store.sold.has(place.idPosicion) && !store.holders.has(place.idPosicion)

export interface HoldRequest {
  readonly performance: PerformanceRecord
  readonly places: ReadonlyArray<Place>
  readonly idPromocion: number | null
  /** False when the best-available places could not be kept together. */
  readonly lContiguas: boolean
}

/** Holds every place or none; idProcesoDeCompra 0 starts a new process once the hold is sure to succeed. */
export const hold = (store: MemoryStore, idProcesoDeCompra: number, request: HoldRequest) =>
  Effect.gen(function* () {
    const existing = idProcesoDeCompra === 0 ? null : yield* openProcess(store, idProcesoDeCompra)
    const { performance, idPromocion } = request
    const promotion =
      idPromocion === null ? null : performance.seed.promotions.find((p) => p.idPromocion === idPromocion)
    if (promotion === undefined) return yield* badRequest(`La promoción ${idPromocion} no es de esta función`)
    if (promotion !== null && request.places.some((place) => !promotion.listaIdSector.includes(place.sector.idSector))) {
      return yield* badRequest(`La promoción ${promotion.cNombre} no vale para ese sector`)
    }
    const alreadyHeld = new Set(existing?.held.map((held) => held.place.idPosicion))
    const added = [...new Set(request.places)].filter((place) => !alreadyHeld.has(place.idPosicion))
    if (added.some((place) => !isFree(store, place))) {
      return yield* conflict("Alguna de las ubicaciones elegidas ya no está disponible")
    }
    const heldHere = existing?.held.filter((held) => held.place.idFuncion === performance.seed.idFuncion) ?? []
    if (heldHere.length + added.length > performance.seed.nMaximoPosiciones) {
      return yield* badRequest(`Podés elegir hasta ${performance.seed.nMaximoPosiciones} ubicaciones por función`)
    }
    if (promotion !== null) {
      const withPromotion = heldHere.filter((held) => held.promotion?.idPromocion === promotion.idPromocion)
      if (withPromotion.length + added.length > promotion.nCantidadMaxima) {
        return yield* badRequest(`La promoción ${promotion.cNombre} admite hasta ${promotion.nCantidadMaxima} ubicaciones`)
      }
    }
    const process = existing ?? startProcess(store)
    for (const place of added) {
      store.holders.set(place.idPosicion, process.idProcesoDeCompra)
      process.held.push({ performance, place, promotion })
    }
    process.lContiguas = request.lContiguas
    return process
  })

const startProcess = (store: MemoryStore): ProcessRecord => {
  const process: ProcessRecord = {
    idProcesoDeCompra: store.nextId("process"),
    startedAt: store.now(),
    phase: "OPEN",
    held: [],
    lContiguas: true,
    deliveryType: null,
    deliveryAddress: null,
    products: new Map(),
    paymentMethod: null,
    charge: null,
  }
  store.processes.set(process.idProcesoDeCompra, process)
  return process
}

/**
 * The best places free in a sector: for a numbered sector the first row with enough seats side by
 * side, otherwise the first free seats (not contiguous); any free places of a general-admission sector.
 */
export const bestAvailable = (store: MemoryStore, performance: PerformanceRecord, idSector: number, quantity: number) =>
  Effect.gen(function* () {
    const sectorPlaces = performance.places.filter((place) => place.sector.idSector === idSector)
    if (sectorPlaces.length === 0) return yield* notFound(`La función no tiene el sector ${idSector}`)
    const free = sectorPlaces.filter((place) => isFree(store, place))
    if (free.length < quantity) return yield* conflict("No quedan suficientes ubicaciones en el sector")
    const together = sideBySide(free, quantity)
    return together === null
      ? { places: free.slice(0, quantity), contiguous: false }
      : { places: together, contiguous: true }
  })

const sideBySide = (free: ReadonlyArray<Place>, quantity: number): ReadonlyArray<Place> | null => {
  let run: Array<Place> = []
  for (const place of free) {
    const previous = run.at(-1)
    const continues =
      previous !== undefined && previous.cFila === place.cFila && Number(previous.cButaca) + 1 === Number(place.cButaca)
    run = continues || place.cFila === null ? [...run, place] : [place]
    if (run.length === quantity) return run
  }
  return null
}

/** Frees the places one function holds in the process (SoltarFuncion, and SoltarGrupo in cart use). */
export const releaseFunction = (store: MemoryStore, process: ProcessRecord, idFuncion: number): void =>
  release(store, process, (held) => held.place.idFuncion !== idFuncion)

export const invalidate = (store: MemoryStore, process: ProcessRecord): Effect.Effect<void, ApiError> => {
  if (process.phase === "PAID") return Effect.fail(conflict("El proceso de compra ya fue pagado"))
  if (chargeInFlight(process)) return Effect.fail(conflict("Hay un pago en curso para este proceso"))
  if (process.phase === "OPEN") {
    process.phase = "INVALIDATED"
    release(store, process, () => false)
  }
  return Effect.void
}
