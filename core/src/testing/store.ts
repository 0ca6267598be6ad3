import { DEFAULT_MAX_PLACES_PER_PURCHASE, type Catalog } from "../contract/catalogFiles.js"
import type { ExtraProduct, PaymentState } from "../contract/checkout.js"
import type { PaymentReason } from "../contract/paymentReasons.js"
import type { Order } from "../contract/order.js"
import type { Withdrawal } from "../contract/withdrawal.js"
import type { AddressRequest, PhoneRequest, UpdatePersonalDataRequest } from "../contract/requests/index.js"
import { DEFAULT_ANSWER_LANGUAGE, type AnswerLanguage } from "../contract/language.js"
import type { TenantConfig } from "../contract/tenant.js"
import type { WalletProviderId } from "../contract/wallets.js"
import { performanceStartOf } from "../rules/catalogue/performanceStart.js"
import { catalogueIndexOf, type CatalogueIndex, type ShowInfo } from "./catalogue/catalogueIndex.js"
import { catalogIn, productIn } from "./catalogue/inLanguage.js"

/**
 * A product offered with the tickets (the reference server keeps them as reference data), with
 * its English name and description where it has them.
 */
export type ProductOffer = Omit<ExtraProduct, "nCantidadSeleccionada"> & {
  readonly cNombreEn?: string
  readonly cDescripcionEn?: string | null
}

/** A function of the catalogue, dated from the instant the backend was seeded. */
export interface PerformanceInfo {
  readonly id: number
  readonly show: ShowInfo
  readonly startsAt: number
  readonly maxPlaces: number
}

/**
 * A place a process holds or bought, by its key: `s<seat id>` for a seat, `g<sector id>:<slot>` for
 * a general-admission place (the reference server's place keys).
 */
export interface Claim {
  readonly performanceId: number
  readonly key: string
  readonly sectorId: number
  readonly seatId: number | null
  /** 1…capacity, for a general-admission place. */
  readonly slot: number | null
  readonly processId: number
  state: "HELD" | "SOLD"
  /** The ticket's full price (its sector's when taken), and the ticket after its promotion. */
  readonly listPrice: number
  price: number
  readonly serviceCharge: number
  promotionId: number | null
  /** The booking that set the place aside: it stays off sale until the booking lapses (docs/bookings.md). */
  readonly bookingId?: number
}

/** A place a booking set aside, as it was set aside. */
export interface BookedPlace {
  readonly key: string
  readonly sectorId: number
  readonly seatId: number | null
  readonly slot: number | null
  readonly price: number
  readonly serviceCharge: number
}

/** reserva: places set aside for a customer; they rest with `holder`, a process no key opens. */
export interface BookingRecord {
  readonly id: number
  readonly customerId: number
  readonly performanceId: number
  readonly holder: ProcessRecord
  readonly createdAt: number
  readonly expiresAt: number
  readonly places: ReadonlyArray<BookedPlace>
}

/** What the sandbox processor remembers of a charge: never the card number, only its BIN and last 4. */
export interface ChargeRecord {
  state: PaymentState
  message: string | null
  /** Why it was declined or cancelled (PaymentStatus.cMotivo). */
  reason: PaymentReason | null
  readonly cardBin: string
  readonly cardLast4: string
  readonly amount: number
  readonly email: string
  /** The language the shopper paid in: the order's e-ticket is written in it. */
  readonly language: AnswerLanguage
  /** When a card that settles later is approved. */
  readonly settlesAt: number | null
  orderId: number | null
  /** A wallet charge (docs/payments.md): its wallet, the wallet's reference and the page the shopper pays on. */
  readonly wallet?: { readonly provider: WalletProviderId; readonly reference: string; readonly actionUrl: string }
}

export interface ProcessRecord {
  readonly id: number
  readonly key: string
  readonly processType: TenantConfig["processType"]
  customerId: number | null
  readonly startedAt: number
  /** Moved forward when the shopper extends the hold. */
  expiresAt: number
  /** How many times the hold was extended. */
  extensions: number
  state: "ACTIVE" | "INVALIDATED" | "PAID"
  contiguous: boolean
  deliveryTypeId: number | null
  addressId: number | null
  paymentMethod: number | null
  products: ReadonlyArray<{ readonly idProducto: number; readonly nCantidad: number }>
  readonly claims: Set<Claim>
  charge: ChargeRecord | null
}

/** An address or a phone of a customer, kept (marked removed) once an order may name it. */
export interface ContactEntry<Fields> {
  readonly id: number
  fields: Fields
  isDefault: boolean
  removed: boolean
}

export interface CustomerRecord {
  readonly id: number
  readonly email: string
  /** Kept in clear: the memory backend is a test double; the real server hashes passwords. */
  password: string
  personal: UpdatePersonalDataRequest
  readonly addresses: Array<ContactEntry<Omit<AddressRequest, "lPredeterminado">>>
  readonly phones: Array<ContactEntry<Omit<PhoneRequest, "lPredeterminado">>>
}

export interface OrderRecord {
  /** As it was created, its names in the purchase's language (orderIn names them in the caller's). */
  readonly order: Order
  readonly customerId: number | null
  /** The language of the purchase: its e-ticket is written in it. */
  readonly language: AnswerLanguage
  readonly deliveryTypeId: number | null
  /** The promotion each ticket was sold with, by idEntrada. */
  readonly ticketPromotions: ReadonlyMap<number, number>
}

type Counter =
  "process" | "customer" | "address" | "phone" | "order" | "ticket" | "bill" | "receipt" | "creditNote" | "booking"

/** Everything one memory backend knows: its catalogue and the state its calls have changed. */
export interface MemoryStore {
  readonly index: CatalogueIndex
  readonly tenant: TenantConfig
  readonly now: () => number
  readonly products: ReadonlyArray<ProductOffer>
  readonly performances: ReadonlyMap<number, PerformanceInfo>
  /** By function, by place key: only places someone claimed are here, so a big hall costs nothing until sold. */
  readonly claims: Map<number, Map<string, Claim>>
  readonly processes: Map<number, ProcessRecord>
  /** The token of each purchase's payment link, by purchase (the memory double keeps it in clear). */
  readonly paymentLinks: Map<number, string>
  readonly customers: Map<number, CustomerRecord>
  readonly sessions: Map<string, { readonly customerId: number; readonly expiresAt: number }>
  readonly recoveryCodes: Map<number, { readonly code: string; readonly expiresAt: number; attempts: number }>
  readonly orders: Array<OrderRecord>
  readonly bookings: Map<number, BookingRecord>
  /** Withdrawals (the "Botón de arrepentimiento"), by order id: one per order. */
  readonly withdrawals: Map<number, Withdrawal>
  readonly newsletter: Map<string, string>
  /** Ids count up from 1 per kind, as the server's sequences do. */
  readonly nextId: (kind: Counter) => number
}

export interface StoreSeed {
  readonly catalog: Catalog
  readonly tenant: TenantConfig
  readonly now: () => number
  /** The instant functions are dated from, as the server dates them from its seeding instant. */
  readonly seededAt: number
  readonly products: ReadonlyArray<ProductOffer>
}

const performancesOf = (index: CatalogueIndex, seededAt: number): Map<number, PerformanceInfo> =>
  new Map(
    [...index.shows.values()].flatMap((show) =>
      show.file.listaFuncion.map((performance) => [
        performance.idFuncion,
        {
          id: performance.idFuncion,
          show,
          startsAt: performanceStartOf(seededAt, performance.nDiaRelativo, performance.cHora),
          maxPlaces: DEFAULT_MAX_PLACES_PER_PURCHASE,
        },
      ]),
    ),
  )

export const createStore = (seed: StoreSeed): MemoryStore => {
  const index = catalogueIndexOf(seed.catalog)
  const counters = new Map<Counter, number>()
  return {
    index,
    tenant: seed.tenant,
    now: seed.now,
    products: seed.products.map((product) => productIn(product, DEFAULT_ANSWER_LANGUAGE)),
    performances: performancesOf(index, seed.seededAt),
    claims: new Map(),
    processes: new Map(),
    paymentLinks: new Map(),
    customers: new Map(),
    sessions: new Map(),
    recoveryCodes: new Map(),
    orders: [],
    bookings: new Map(),
    withdrawals: new Map(),
    newsletter: new Map(),
    nextId: (kind) => {
      const next = (counters.get(kind) ?? 0) + 1
      counters.set(kind, next)
      return next
    },
  }
}

/**
 * The same backend read in another language, as the server answers a call by its Accept-Language:
 * the catalogue's texts in that language (core's catalogIn), every purchase, customer and order
 * shared with `store` (its maps and counters are the same objects; ids are numbered alike).
 */
export const storeInLanguage = (store: MemoryStore, seed: StoreSeed, language: AnswerLanguage): MemoryStore => {
  if (language === DEFAULT_ANSWER_LANGUAGE) return store
  const index = catalogueIndexOf(catalogIn(seed.catalog, language))
  return {
    ...store,
    index,
    products: seed.products.map((product) => productIn(product, language)),
    performances: performancesOf(index, seed.seededAt),
  }
}
