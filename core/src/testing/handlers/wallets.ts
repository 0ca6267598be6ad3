import * as Effect from "effect/Effect"
import type { walletEndpoints } from "../../contract/endpoints/wallets.js"
import { NOTIFICATION_SIGNATURE_HEADER } from "../../contract/wallets.js"
import { findProcess, openProcess, requireCustomer, requireVisible } from "../access.js"
import { paymentStatusOf } from "../payment/charges.js"
import {
  attemptsOf,
  chargeWallet,
  paymentMethods2,
  prevalidationReport,
  receiveNotification,
} from "../payment/wallets.js"
import { purchaseView } from "../purchase/view.js"
import type { MemoryStore } from "../store.js"
import type { HandlersOf } from "./handler.js"

/** The second versions of the payment calls and the wallets (docs/payments.md). */
export const walletHandlers = (store: MemoryStore): HandlersOf<typeof walletEndpoints> => ({
  getPaymentMethods2: ({ path, caller }) =>
    Effect.map(openProcess(store, path.idProcesoDeCompra, caller, true), (process) => paymentMethods2(store, process)),
  chargeWallet: ({ path, body, caller }) =>
    Effect.gen(function* () {
      const customer = yield* requireCustomer(store, caller)
      const process = yield* findProcess(store, path.idProcesoDeCompra, caller)
      return yield* chargeWallet(store, process, customer, body.nFormaDePago, caller.language)
    }),
  createPayPalOrder: ({ path, caller }) =>
    Effect.gen(function* () {
      const customer = yield* requireCustomer(store, caller)
      const process = yield* findProcess(store, path.idProcesoDeCompra, caller)
      const payPal = paymentMethods2(store, process).find((group) => group.cProveedor === "PAYPAL")
      const method = payPal?.listaFormaDePago[0]?.nFormaDePago ?? 0
      return yield* chargeWallet(store, process, customer, method, caller.language)
    }),
  getProcess2: ({ path, caller }) =>
    Effect.gen(function* () {
      const process = yield* findProcess(store, path.idProcesoDeCompra, caller)
      yield* requireVisible(process, store.now())
      return {
        oProceso: purchaseView(store, process),
        oPago: process.charge === null ? null : paymentStatusOf(process, process.charge),
        listaIntento: attemptsOf(process),
      }
    }),
  prevalidate2: ({ path, caller }) =>
    Effect.flatMap(findProcess(store, path.idProcesoDeCompra, caller), (process) =>
      prevalidationReport(store, process, purchaseView(store, process)),
    ),
  receivePaymentNotification: ({ path, headers, body }) =>
    receiveNotification(store, store.processes.values(), path.cProveedor, body, headers[NOTIFICATION_SIGNATURE_HEADER]),
})
