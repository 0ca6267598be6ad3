import * as Effect from "effect/Effect"
import type { paymentLinkEndpoints } from "../../contract/endpoints/paymentLink.js"
import { PAYMENT_LINK_HEADER } from "../../contract/paymentLink.js"
import { findProcess, requireCustomer } from "../access.js"
import { charge, currentPaymentStatus } from "../payment/charges.js"
import {
  deadLink,
  linkedProcess,
  makePaymentLink,
  paymentLinkView,
  requireLinkNotDead,
  requireLinkOpen,
} from "../payment/links.js"
import { amountsOf, paymentMethod, requireInstallments } from "../purchase/checkout.js"
import type { MemoryStore } from "../store.js"
import type { HandlersOf } from "./handler.js"

/** Payment links: the owner makes one; whoever holds it pays under Cobrar's rules, without signing in. */
export const paymentLinkHandlers = (store: MemoryStore): HandlersOf<typeof paymentLinkEndpoints> => ({
  createPaymentLink: ({ path, caller }) =>
    Effect.gen(function* () {
      yield* requireCustomer(store, caller)
      return yield* makePaymentLink(store, yield* findProcess(store, path.idProcesoDeCompra, caller))
    }),
  getPaymentLink: ({ path, headers }) =>
    Effect.gen(function* () {
      const process = yield* linkedProcess(store, path.idProcesoDeCompra, headers[PAYMENT_LINK_HEADER])
      return yield* paymentLinkView(store, process, yield* requireLinkNotDead(store, process))
    }),
  getPaymentLinkInstallments: ({ path, headers }) =>
    Effect.gen(function* () {
      const linked = yield* linkedProcess(store, path.idProcesoDeCompra, headers[PAYMENT_LINK_HEADER])
      const process = yield* requireLinkOpen(store, linked)
      // A link is made only once a method is chosen, and it cannot be unchosen.
      if (process.paymentMethod === null) return yield* deadLink()
      const method = yield* paymentMethod(store, process.paymentMethod)
      return yield* requireInstallments(store, method, path.cardBin, amountsOf(store, process, path.cardBin).total)
    }),
  chargePaymentLink: ({ path, headers, body, caller }) =>
    Effect.gen(function* () {
      const process = yield* linkedProcess(store, path.idProcesoDeCompra, headers[PAYMENT_LINK_HEADER])
      yield* requireLinkNotDead(store, process)
      return yield* charge(store, process, body, caller.language)
    }),
  getPaymentLinkStatus: ({ path, headers }) =>
    Effect.gen(function* () {
      const process = yield* linkedProcess(store, path.idProcesoDeCompra, headers[PAYMENT_LINK_HEADER])
      if (process.charge === null) yield* requireLinkNotDead(store, process)
      return yield* currentPaymentStatus(store, process)
    }),
})
