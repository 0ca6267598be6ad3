import type { DeliveryType, PaymentMethod, PaymentState } from "../../../contract/checkout.js"
import type { Address, Customer } from "../../../contract/customer.js"
import type { Order } from "../../../contract/order.js"
import type { Promotion } from "../../../contract/performance.js"
import type { Venue } from "../../../contract/venue.js"
import { TENANT_TIME_ZONE } from "../../../rules/calendarDate.js"
import { instantAt, wallClockOf } from "../../../rules/zonedTime.js"
import type { MemoryApiSeed, SeedPerformance, SeedProduct, SeedSector, SeedShow } from "./seed.js"

/** Holds last 12 minutes from the start of the purchase process (SPEC §9). */
export const HOLD_MS = 12 * 60 * 1000
/** A token is accepted for 180 minutes after login (SPEC §4). */
export const SESSION_MS = 180 * 60 * 1000

/** A seat or general-admission place; general-admission places have no row, seat or map position. */
export interface Place {
  readonly idPosicion: number
  readonly idFuncion: number
  readonly sector: SeedSector
  readonly cFila: string | null
  readonly cButaca: string | null
  readonly nX: number
  readonly nY: number
}

export interface PerformanceRecord {
  readonly seed: SeedPerformance
  readonly show: SeedShow
  readonly venue: Venue
  readonly startsAt: number
  readonly places: ReadonlyArray<Place>
}

export interface HeldPlace {
  readonly performance: PerformanceRecord
  readonly place: Place
  readonly promotion: Promotion | null
}

/** What the sandbox processor remembers of a charge: never the card number, only its BIN and last 4. */
export interface Charge {
  cEstado: PaymentState
  cMensaje: string | null
  readonly cCardBin: string
  readonly cUltimos4: string
  readonly cEmail: string
  readonly fMonto: number
  pollsUntilSettled: number
  idPedido: number | null
}

export type ProcessPhase = "OPEN" | "PAID" | "INVALIDATED" | "EXPIRED"

export interface ProcessRecord {
  readonly idProcesoDeCompra: number
  readonly startedAt: number
  phase: ProcessPhase
  held: Array<HeldPlace>
  lContiguas: boolean
  deliveryType: DeliveryType | null
  deliveryAddress: Address | null
  /** idProducto → the product and how many the shopper wants. */
  readonly products: Map<number, { readonly product: SeedProduct; readonly quantity: number }>
  paymentMethod: PaymentMethod | null
  charge: Charge | null
}

export interface CustomerRecord {
  customer: Customer
  cClave: string
}

export interface OrderRecord {
  readonly order: Order
  /** The customer whose e-mail paid the order, when it belongs to one. */
  readonly idCliente: number | null
}

export interface MemoryStore {
  readonly seed: MemoryApiSeed
  readonly now: () => number
  readonly performances: ReadonlyMap<number, PerformanceRecord>
  readonly places: ReadonlyMap<number, Place>
  /** idPosicion → the process holding it. One entry per place: a place is never held twice. */
  readonly holders: Map<number, number>
  readonly sold: Set<number>
  readonly processes: Map<number, ProcessRecord>
  readonly customers: Array<CustomerRecord>
  readonly sessions: Map<string, { readonly idCliente: number; readonly since: number }>
  readonly orders: Array<OrderRecord>
  readonly newsletter: Set<string>
  readonly recoveryCodes: Map<string, string>
  /** Ids count up per kind from 1001, above every seeded id. */
  readonly nextId: (kind: "process" | "customer" | "address" | "phone" | "order" | "ticket" | "token" | "recovery") => number
}

const SEAT_SPACING = 30

const placesOf = (performance: SeedPerformance): ReadonlyArray<Place> => {
  let nextPlace = performance.idFuncion * 1000
  return performance.sectors.flatMap((sector) => {
    const make = (cFila: string | null, cButaca: string | null, nX: number, nY: number): Place => ({
      idPosicion: ++nextPlace,
      idFuncion: performance.idFuncion,
      sector,
      cFila,
      cButaca,
      nX,
      nY,
    })
    const { layout } = sector
    return "rows" in layout
      ? layout.rows.flatMap((row, rowIndex) =>
          Array.from({ length: layout.seatsPerRow }, (_, seatIndex) =>
            make(row, String(seatIndex + 1), seatIndex * SEAT_SPACING, rowIndex * SEAT_SPACING),
          ),
        )
      : Array.from({ length: layout.capacity }, () => make(null, null, 0, 0))
  })
}

const performanceRecord = (seed: MemoryApiSeed, performance: SeedPerformance): PerformanceRecord => {
  const show = seed.shows.find((candidate) => candidate.idEspectaculoCartel === performance.idEspectaculoCartel)
  const venue = seed.venues.find((candidate) => candidate.idEstablecimiento === show?.idEstablecimiento)
  if (show === undefined || venue === undefined) {
    throw new RangeError(`Function ${performance.idFuncion} names a show or venue the seed does not have`)
  }
  return { seed: performance, show, venue, startsAt: instantAt(wallClockOf(performance.localStart, TENANT_TIME_ZONE), TENANT_TIME_ZONE), places: placesOf(performance) }
}

export const createStore = (seed: MemoryApiSeed, now: () => number): MemoryStore => {
  const performances = new Map(seed.performances.map((p) => [p.idFuncion, performanceRecord(seed, p)]))
  const places = new Map([...performances.values()].flatMap((p) => p.places.map((place) => [place.idPosicion, place])))
  const counters = new Map<string, number>()
  return {
    seed,
    now,
    performances,
    places,
    holders: new Map(),
    sold: new Set(),
    processes: new Map(),
    customers: seed.customers.map(({ customer, cClave }) => ({ customer, cClave })),
    sessions: new Map(),
    orders: [],
    newsletter: new Set(),
    recoveryCodes: new Map(),
    nextId: (kind) => {
      const next = (counters.get(kind) ?? 1000) + 1
      counters.set(kind, next)
      return next
    },
  }
}
