import * as Layer from "effect/Layer"
import type { Catalog } from "../contract/catalogFiles.js"
import type { Credentials } from "../contract/endpoints/wire.js"
import type { AnswerLanguage } from "../contract/language.js"
import type { TenantConfig } from "../contract/tenant.js"
import { Api, type ApiShape } from "../ports/Api.js"
import { makeApi } from "../ports/makeApi.js"
import { openBrowser } from "./browser.js"
import type { RecoveryOutbox } from "./customers/accounts.js"
import type { DemoCustomer } from "../contract/demoCustomers.js"
import { seedDemoCustomers } from "./bookings/bookings.js"
import { bookingHandlers } from "./handlers/bookings.js"
import { catalogueHandlers } from "./handlers/catalogue.js"
import { messageHandlers } from "./handlers/messages.js"
import { customerHandlers } from "./handlers/customer.js"
import type { MemoryHandlers, NoExtraHandlers } from "./handlers/handler.js"
import { orderHandlers } from "./handlers/orders.js"
import { paymentHandlers } from "./handlers/payment.js"
import { paymentLinkHandlers } from "./handlers/paymentLink.js"
import { purchaseHandlers } from "./handlers/purchase.js"
import { walletHandlers } from "./handlers/wallets.js"
import { savedCardHandlers } from "./handlers/savedCards.js"
import { withdrawalHandlers } from "./handlers/withdrawal.js"
import { exchangeHandlers } from "./handlers/exchange.js"
import { waitingRoomHandlers, withQueueTurns } from "./handlers/waitingRoom.js"
import { createMemoryRooms, type MemoryWaitingRoom } from "./queue/memoryRooms.js"
import { answerSayer, type LocaleTexts } from "./problem.js"
import { sendToHandlers } from "./send.js"
import { createStore, storeInLanguage, type MemoryStore, type ProductOffer } from "./store.js"

export interface MemoryBackendOptions {
  /** The demo billboard, decoded (tests read fixtures/catalog with the server's readCatalog: core reads no files). */
  readonly catalog: Catalog
  /** The tenant (fixtures/tenant.json): its purchase clock, session length, login system and billboard. */
  readonly tenant: TenantConfig
  /** The current instant in epoch ms, read when each call runs: holds and sessions expire against it. */
  readonly now: () => number
  /** The instant functions are dated from, as the server dates them from its seeding; `now()` at creation by default. */
  readonly seededAt?: number
  /** Products sold with the tickets (ProductoAsignado); none by default. */
  readonly products?: ReadonlyArray<ProductOffer>
  /** Receives the recovery codes the backend would e-mail. */
  readonly onRecoveryCode?: RecoveryOutbox
  /** One-time codes of the external identity provider, each for a customer's e-mail (an EXTERNAL_LOGIN tenant). */
  readonly externalLoginCodes?: ReadonlyMap<string, string>
  /** Customers signed up from the start, with their bookings (fixtures/demoCustomers.json); none by default. */
  readonly demoCustomers?: ReadonlyArray<DemoCustomer>
  /**
   * locales/<language>.json, which a refusal is written from in the caller's language as the server
   * writes it; without them a refusal's text is its message key.
   */
  readonly texts?: Partial<Record<AnswerLanguage, LocaleTexts>>
  /** Functions with a waiting room (docs/waiting-room.md), open while the tenant's queueApi flag is on; none by default. */
  readonly waitingRooms?: ReadonlyArray<MemoryWaitingRoom>
}

/** Where a client reads its credentials from, as the HTTP adapter's options say them. */
export interface MemoryClientOptions {
  /** The signed-in shopper's token; none by default. */
  readonly token?: () => string | null
  /** The key this browser holds for a purchase; none by default. */
  readonly purchaseKey?: (idProcesoDeCompra: number) => string | null
  /** The waiting room's turn the client holds, sent as x-cola-turno on the take calls. */
  readonly queueTurn?: () => string | null
  readonly fingerprint?: () => string
  /** The language the browser's shop shows (Accept-Language); none by default, so answers are Spanish. */
  readonly language?: () => string | null
}

/** One memory server: every client made from it sees the same catalogue, holds, customers and orders. */
export interface MemoryBackend {
  /** A browser's Api on this backend, with that browser's credentials. */
  readonly client: (options?: MemoryClientOptions) => ApiShape
}

/** Handlers for exactly the endpoints of the table: a missing or extra one does not compile. */
const allHandlers = <H extends MemoryHandlers>(handlers: H & NoExtraHandlers<H>): MemoryHandlers => handlers

/** The purchase a call names by its path, if any. */
const purchaseIdOf = (request: { readonly path?: unknown }): number | null => {
  const id = (request.path as { readonly idProcesoDeCompra?: unknown } | undefined)?.idProcesoDeCompra
  return typeof id === "number" && id !== 0 ? id : null
}

/**
 * A ticketing backend in memory that implements core's endpoint table as the reference server does:
 * seeded from the same catalogue, holds as long as the tenant's purchase clock, purchase keys and
 * ownership, a sandbox card processor, accounts and orders. Calls go through the wire format.
 */
export const createMemoryBackend = (options: MemoryBackendOptions): MemoryBackend => {
  const seed = {
    catalog: options.catalog,
    tenant: options.tenant,
    now: options.now,
    seededAt: options.seededAt ?? options.now(),
    products: options.products ?? [],
  }
  const store = createStore(seed)
  seedDemoCustomers(store, options.demoCustomers ?? [], seed.seededAt)
  const externalLoginCodes = new Map(options.externalLoginCodes)
  const rooms = createMemoryRooms(options.waitingRooms ?? [])
  const say = answerSayer(options.texts ?? {})
  const handlersOver = (view: MemoryStore) =>
    allHandlers({
      ...catalogueHandlers(view),
      ...messageHandlers(view, say),
      ...withQueueTurns(purchaseHandlers(view), view, rooms),
      ...bookingHandlers(view),
      ...paymentHandlers(view),
      ...paymentLinkHandlers(view),
      ...walletHandlers(view),
      ...savedCardHandlers(view),
      ...customerHandlers(view, options.onRecoveryCode ?? (() => undefined), externalLoginCodes, say),
      ...orderHandlers(view),
      ...withdrawalHandlers(view),
      ...exchangeHandlers(view),
      ...waitingRoomHandlers(view, rooms),
    })
  // A call is answered in its caller's language: the same backend, its catalogue read in that language.
  const handlers: Record<AnswerLanguage, MemoryHandlers> = {
    es: handlersOver(store),
    en: handlersOver(storeInLanguage(store, seed, "en")),
  }
  return {
    client: (client = {}) => {
      const credentialsFor = (request: {
        readonly path?: unknown
        readonly credentials?: Partial<Credentials>
      }): Credentials => {
        const purchaseId = purchaseIdOf(request)
        return {
          token: client.token?.() ?? null,
          purchaseKey: purchaseId === null ? null : (client.purchaseKey?.(purchaseId) ?? null),
          deviceFingerprint: client.fingerprint?.() ?? null,
          language: client.language?.() ?? null,
          queueTurn: client.queueTurn?.() ?? null,
          ...request.credentials,
        }
      }
      return makeApi(sendToHandlers((language) => handlers[language], credentialsFor, options.texts ?? {}))
    },
  }
}

/** One browser on a backend of its own: it keeps the token of its last login or sign-up and its purchases' keys. */
export const makeMemoryApi = (options: MemoryBackendOptions): ApiShape =>
  openBrowser(createMemoryBackend(options).client).api

export const layerMemoryApi = (options: MemoryBackendOptions): Layer.Layer<Api> =>
  Layer.succeed(Api, makeMemoryApi(options))
