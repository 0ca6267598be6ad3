import * as Effect from "effect/Effect"
import type { paymentEndpoints } from "../../contract/endpoints/payment.js"
import { findProcess, requireCustomer } from "../access.js"
import { cancelCharge, charge, currentPaymentStatus } from "../payment/charges.js"
import type { MemoryStore } from "../store.js"
import type { HandlersOf } from "./handler.js"

/** Cobrar and its cancellation (signed in), and the status the payment verification polls. */
export const paymentHandlers = (store: MemoryStore): HandlersOf<typeof paymentEndpoints> => ({
  charge: ({ path, body, caller }) =>
    Effect.gen(function* () {
      const customer = yield* requireCustomer(store, caller)
      const process = yield* findProcess(store, path.idProcesoDeCompra, caller)
      return yield* charge(store, process, body, caller.language, { customerId: customer.id, authenticated: false })
    }),
  cancelCharge: ({ path, caller }) =>
    Effect.gen(function* () {
      yield* requireCustomer(store, caller)
      return yield* cancelCharge(yield* findProcess(store, path.idProcesoDeCompra, caller))
    }),
  getPaymentStatus: ({ path, caller }) =>
    Effect.flatMap(findProcess(store, path.idProcesoDeCompra, caller), (process) =>
      currentPaymentStatus(store, process),
    ),
  getPaymentConfirmation: ({ path, caller }) =>
    Effect.flatMap(findProcess(store, path.idProcesoDeCompra, caller), (process) =>
      currentPaymentStatus(store, process),
    ),
})
