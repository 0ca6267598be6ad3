import * as Effect from "effect/Effect"
import type { savedCardEndpoints } from "../../contract/endpoints/savedCards.js"
import { findProcess, requireCustomer } from "../access.js"
import { cancelCharge, charge, confirmThreeDs, paymentStatusOf } from "../payment/charges.js"
import {
  authenticate,
  cardToAuthenticate,
  deleteSavedCard,
  requireAuthenticated,
  savedCardsOf,
  setUpAuthentication,
  startRegistration,
} from "../payment/savedCards.js"
import { notFound } from "../problem.js"
import type { MemoryStore } from "../store.js"
import type { HandlersOf } from "./handler.js"

/** Saved cards, the 3-D Secure step's confirmation and cancellation, and 3-D Secure 2 (docs/saved-cards.md). */
export const savedCardHandlers = (store: MemoryStore): HandlersOf<typeof savedCardEndpoints> => ({
  listSavedCards: ({ caller }) =>
    Effect.map(requireCustomer(store, caller), (customer) => savedCardsOf(store, customer.id)),
  startCardRegistration: ({ caller }) => Effect.map(requireCustomer(store, caller), startRegistration),
  startCardRegistrationForPurchase: ({ path, caller }) =>
    Effect.gen(function* () {
      yield* requireCustomer(store, caller)
      yield* findProcess(store, path.idProcesoDeCompra, caller)
      return startRegistration()
    }),
  deleteSavedCard: ({ path, caller }) =>
    Effect.flatMap(requireCustomer(store, caller), (customer) => deleteSavedCard(store, customer.id, path.alias_token)),
  confirmThreeDs: ({ path, caller }) =>
    Effect.gen(function* () {
      yield* requireCustomer(store, caller)
      return yield* confirmThreeDs(store, yield* findProcess(store, path.idProcesoDeCompra, caller))
    }),
  cancelThreeDs: ({ path, caller }) =>
    Effect.gen(function* () {
      yield* requireCustomer(store, caller)
      const process = yield* findProcess(store, path.idProcesoDeCompra, caller)
      if (process.charge === null) return yield* notFound("problems.payment.noCharge")
      if (process.charge.state === "REQUIERE_3DS") yield* cancelCharge(process)
      return paymentStatusOf(process, process.charge)
    }),
  setUpAuthentication: ({ path, body, caller }) =>
    Effect.gen(function* () {
      const customer = yield* requireCustomer(store, caller)
      const process = yield* findProcess(store, path.idProcesoDeCompra, caller)
      return setUpAuthentication(store, process.id, yield* cardToAuthenticate(store, customer.id, body))
    }),
  authenticate: ({ path, body, caller }) =>
    Effect.gen(function* () {
      const customer = yield* requireCustomer(store, caller)
      const process = yield* findProcess(store, path.idProcesoDeCompra, caller)
      const card = yield* cardToAuthenticate(store, customer.id, body.oTarjeta)
      return yield* authenticate(store, process.id, body.cReferencia, card)
    }),
  payAuthenticated: ({ path, body, caller }) =>
    Effect.gen(function* () {
      const customer = yield* requireCustomer(store, caller)
      const process = yield* findProcess(store, path.idProcesoDeCompra, caller)
      const card = yield* cardToAuthenticate(store, customer.id, body.oPago)
      const useUp = yield* requireAuthenticated(store, process.id, body.cReferencia, card)
      const options = { customerId: customer.id, authenticated: true }
      const status = yield* charge(store, process, body.oPago, caller.language, options)
      useUp()
      return status
    }),
})
