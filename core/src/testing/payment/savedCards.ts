import * as Effect from "effect/Effect"
import type { SandboxCard } from "../../contract/sandboxCards.js"
import { SandboxCard as TestCards } from "../../contract/sandboxCards.js"
import {
  isSavedCardCharge,
  type Authentication,
  type AuthenticatedCard,
  type AuthenticationSetup,
  type CardChargeRequest,
  type CardRegistration,
  type SavedCard,
} from "../../contract/savedCards.js"
import type { ChargeRequest } from "../../contract/requests/index.js"
import { detectCardBrand } from "../../rules/cardBrand.js"
import { badRequest, fieldProblem, notFound, type HttpProblem } from "../problem.js"
import { newSecret } from "../random.js"
import type { MemoryStore } from "../store.js"

// Saved cards and 3-D Secure 2 in memory, as the reference server keeps them (docs/saved-cards.md):
// a card's alias, brand, BIN, last 4 and expiry, never its number.

type Outcome = keyof typeof SandboxCard

interface SavedCardRecord extends SavedCard {
  readonly customerId: number
}

interface AuthenticationRecord {
  readonly processId: number
  readonly cardBin: string
  readonly cardLast4: string
  readonly aliasToken: string | null
  state: "PREPARADO" | Authentication["cEstado"] | "USADO"
}

interface SavedCardState {
  readonly cards: Map<string, SavedCardRecord>
  readonly authentications: Map<string, AuthenticationRecord>
}

// Kept beside the store rather than in it (only these calls read them), by its customers' map, which
// every language's view of one store shares.
const states = new WeakMap<object, SavedCardState>()

const stateOf = (store: MemoryStore): SavedCardState => {
  const known = states.get(store.customers)
  if (known !== undefined) return known
  const state: SavedCardState = { cards: new Map(), authentications: new Map() }
  states.set(store.customers, state)
  return state
}

const outcomes = Object.entries(TestCards) as Array<[Outcome, string]>

/** The sandbox tells a test card by its number, a saved one by BIN and last 4. */
export const outcomeOfCard = (card: { readonly cardBin: string; readonly cardLast4: string }): Outcome | null =>
  outcomes.find(([, number]) => number.startsWith(card.cardBin) && number.endsWith(card.cardLast4))?.[0] ?? null

const savedCardOf = ({ customerId: _owner, ...card }: SavedCardRecord): SavedCard => card

export const savedCardsOf = (store: MemoryStore, customerId: number): ReadonlyArray<SavedCard> =>
  [...stateOf(store).cards.values()]
    .filter((card) => card.customerId === customerId)
    .reverse()
    .map(savedCardOf)

const findSavedCard = (store: MemoryStore, customerId: number | null, alias: string): SavedCardRecord | null => {
  const card = stateOf(store).cards.get(alias)
  return card !== undefined && card.customerId === customerId ? card : null
}

/** Keeps a card the processor did not decline; the same card again keeps its first alias. */
export const saveCard = (store: MemoryStore, customerId: number, form: ChargeRequest): void => {
  const { cards } = stateOf(store)
  const expiryYear = form.nAnioVencimiento < 100 ? 2000 + form.nAnioVencimiento : form.nAnioVencimiento
  const card: SavedCardRecord = {
    customerId,
    cAliasToken: `SBXA${newSecret()}`,
    cMarca: detectCardBrand(form.cNumeroTarjeta)?.name ?? "",
    cBin: form.cNumeroTarjeta.slice(0, 6),
    cUltimos4: form.cNumeroTarjeta.slice(-4),
    nMesVencimiento: form.nMesVencimiento,
    nAnioVencimiento: expiryYear,
  }
  const same = [...cards.values()].some(
    (other) =>
      other.customerId === customerId &&
      other.cBin === card.cBin &&
      other.cUltimos4 === card.cUltimos4 &&
      other.nMesVencimiento === card.nMesVencimiento &&
      other.nAnioVencimiento === card.nAnioVencimiento,
  )
  if (!same) cards.set(card.cAliasToken, card)
}

export const deleteSavedCard = (
  store: MemoryStore,
  customerId: number,
  alias: string,
): Effect.Effect<null, HttpProblem> =>
  findSavedCard(store, customerId, alias) === null
    ? Effect.fail(notFound("problems.savedCard.notFound"))
    : Effect.sync(() => {
        stateOf(store).cards.delete(alias)
        return null
      })

/** The card a Cobrar body names: a new one by its number, a saved one of the caller's (else 400). */
export const cardOfCharge = (
  store: MemoryStore,
  customerId: number | null,
  form: CardChargeRequest,
): Effect.Effect<SavedCard | null, HttpProblem> => {
  if (!isSavedCardCharge(form)) return Effect.succeed(null)
  const card = findSavedCard(store, customerId, form.cAliasToken)
  return card === null ? Effect.fail(fieldProblem("cAliasToken", "problems.savedCard.notFound")) : Effect.succeed(card)
}

/** card/BancardiFrame(2) in memory: the page's reference; the memory double serves no page. */
export const startRegistration = (): CardRegistration => {
  const token = newSecret()
  return { cProcesoId: token, cUrl: `/sandbox/bancard/tarjeta/${token}` }
}

interface CardToAuthenticate {
  readonly cardBin: string
  readonly cardLast4: string
  readonly aliasToken: string | null
}

export const cardToAuthenticate = (
  store: MemoryStore,
  customerId: number,
  card: AuthenticatedCard | CardChargeRequest,
): Effect.Effect<CardToAuthenticate, HttpProblem> => {
  if ("cNumeroTarjeta" in card) {
    const number = card.cNumeroTarjeta.replace(/\D/gu, "")
    return Effect.succeed({ cardBin: number.slice(0, 6), cardLast4: number.slice(-4), aliasToken: null })
  }
  const saved = findSavedCard(store, customerId, card.cAliasToken)
  if (saved === null) return Effect.fail(fieldProblem("cAliasToken", "problems.savedCard.notFound"))
  return Effect.succeed({ cardBin: saved.cBin, cardLast4: saved.cUltimos4, aliasToken: saved.cAliasToken })
}

export const setUpAuthentication = (
  store: MemoryStore,
  processId: number,
  card: CardToAuthenticate,
): AuthenticationSetup => {
  const reference = newSecret()
  stateOf(store).authentications.set(reference, { processId, ...card, state: "PREPARADO" })
  return { cReferencia: reference, cUrlDatosDispositivo: `/sandbox/sbs/dispositivo/${reference}` }
}

const requireSameCard = (
  store: MemoryStore,
  processId: number,
  reference: string,
  card: CardToAuthenticate,
): Effect.Effect<AuthenticationRecord, HttpProblem> => {
  const found = stateOf(store).authentications.get(reference)
  if (found?.processId !== processId)
    return Effect.fail(fieldProblem("cReferencia", "problems.authentication.notFound"))
  const same =
    found.cardBin === card.cardBin && found.cardLast4 === card.cardLast4 && found.aliasToken === card.aliasToken
  return same ? Effect.succeed(found) : Effect.fail(fieldProblem("cReferencia", "problems.authentication.otherCard"))
}

/** The sandbox bank: the 3-D Secure card is challenged, any other test card passes frictionlessly. */
export const authenticate = (
  store: MemoryStore,
  processId: number,
  reference: string,
  card: CardToAuthenticate,
): Effect.Effect<Authentication, HttpProblem> =>
  Effect.gen(function* () {
    const found = yield* requireSameCard(store, processId, reference, card)
    if (found.state !== "PREPARADO") return yield* fieldProblem("cReferencia", "problems.authentication.notFound")
    const outcome = outcomeOfCard(card)
    found.state = outcome === null ? "RECHAZADO" : outcome === "asksForThreeDs" ? "DESAFIO" : "AUTENTICADO"
    return {
      cReferencia: reference,
      cEstado: found.state,
      cUrlDesafio: found.state === "DESAFIO" ? `/sandbox/sbs/desafio/${reference}` : null,
    }
  })

/**
 * sbs/Payment: the reference must be authenticated for this card; answers how to use it up, which
 * the payment does once its attempt is made (a refused attempt leaves it for another try).
 */
export const requireAuthenticated = (
  store: MemoryStore,
  processId: number,
  reference: string,
  card: CardToAuthenticate,
): Effect.Effect<() => void, HttpProblem> =>
  Effect.gen(function* () {
    const found = yield* requireSameCard(store, processId, reference, card)
    if (found.state !== "AUTENTICADO") return yield* badRequest("problems.authentication.notAuthenticated")
    return () => {
      found.state = "USADO"
    }
  })
