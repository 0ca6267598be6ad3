import * as Effect from "effect/Effect"
import type { Caller } from "../../contract/endpoints/endpoint.js"
import type { purchaseEndpoints } from "../../contract/endpoints/purchase.js"
import type { TakeSeatsRequest } from "../../contract/requests/index.js"
import { chargeInFlight, findProcess, openForChange, openProcess, requireVisible } from "../access.js"
import { performanceForSale } from "../catalogue/performances.js"
import { conflict, fieldProblem, type HttpProblem } from "../problem.js"
import { releaseHolds, restoreHolds } from "../purchase/claims.js"
import {
  amountsOf,
  extraProductsOf,
  paymentMethod,
  requireInstallments,
  requireReadyToPay,
  selectDelivery,
  selectExtraProducts,
} from "../purchase/checkout.js"
import { extendHold } from "../purchase/extend.js"
import { takeBestAvailable, takerFor, takeSeats } from "../purchase/take.js"
import { purchaseView } from "../purchase/view.js"
import type { MemoryStore, ProcessRecord } from "../store.js"
import type { HandlersOf } from "./handler.js"

/** Seat holds and the purchase process: /v2/Proceso/{id}/… and POST /v3/procesodecompra. */
export const purchaseHandlers = (store: MemoryStore): HandlersOf<typeof purchaseEndpoints> => {
  const view = (process: ProcessRecord) => purchaseView(store, process)
  /** Changes an open process, then answers its view. */
  const change = (id: number, caller: Caller, work: (process: ProcessRecord) => Effect.Effect<void, HttpProblem>) =>
    Effect.flatMap(openForChange(store, id, caller), (process) => Effect.map(work(process), () => view(process)))
  const takeSeatsIn = (id: number, caller: Caller, body: TakeSeatsRequest) =>
    Effect.gen(function* () {
      const taker = yield* takerFor(store, id, caller)
      const performance = yield* performanceForSale(store, body.idFuncion)
      return view(
        yield* takeSeats(
          store,
          taker,
          performance,
          body.listaIdPosicion,
          body.idPromocion,
          body.listaPosicionPromocion,
        ),
      )
    })
  const release = (id: number, caller: Caller, idFuncion: number) =>
    change(id, caller, (process) => Effect.sync(() => void releaseHolds(store, process, idFuncion)))

  return {
    takeSeats: ({ path, body, caller }) => takeSeatsIn(path.idProcesoDeCompra, caller, body),
    startPurchase: ({ body, caller }) => takeSeatsIn(0, caller, body),
    takeBestAvailable: ({ path, body, caller }) =>
      Effect.gen(function* () {
        const taker = yield* takerFor(store, path.idProcesoDeCompra, caller)
        const performance = yield* performanceForSale(store, body.idFuncion)
        return view(yield* takeBestAvailable(store, taker, performance, body))
      }),
    // The function's places move to the best of another sector, as many as they were, or nothing changes.
    changeSector: ({ path, body, caller }) =>
      Effect.gen(function* () {
        const process = yield* openProcess(store, path.idProcesoDeCompra, caller)
        const released = [...process.claims].filter(
          (claim) => claim.performanceId === body.idFuncion && claim.state === "HELD",
        )
        const quantity = releaseHolds(store, process, body.idFuncion)
        if (quantity === 0)
          return yield* fieldProblem("idFuncion", "problems.take.nothingHeldInPerformance", {
            performance: body.idFuncion,
          })
        const moved = Effect.flatMap(performanceForSale(store, body.idFuncion), (performance) =>
          takeBestAvailable(store, { kind: "existing", process }, performance, { ...body, nCantidad: quantity }),
        )
        return view(yield* Effect.tapError(moved, () => Effect.sync(() => restoreHolds(store, process, released))))
      }),
    getProcess: ({ path, caller }) =>
      Effect.flatMap(findProcess(store, path.idProcesoDeCompra, caller), (process) =>
        Effect.map(requireVisible(process, store.now()), () => view(process)),
      ),
    invalidateProcess: ({ path, caller }) =>
      Effect.flatMap(findProcess(store, path.idProcesoDeCompra, caller), (process) => {
        if (process.state === "PAID") return Effect.fail(conflict("problems.purchase.paidCannotCancel"))
        if (chargeInFlight(process)) return Effect.fail(conflict("problems.purchase.paymentInProgress"))
        if (process.state === "ACTIVE") {
          releaseHolds(store, process)
          process.state = "INVALIDATED"
        }
        return Effect.succeed(null)
      }),
    releaseFunction: ({ path, body, caller }) => release(path.idProcesoDeCompra, caller, body.idFuncion),
    releaseGroup: ({ path, body, caller }) => release(path.idProcesoDeCompra, caller, body.idFuncion),
    getDeliveryTypes: ({ path, caller }) =>
      Effect.as(openProcess(store, path.idProcesoDeCompra, caller, true), store.index.catalog.deliveryTypes),
    selectDeliveryType: ({ path, body, caller }) =>
      change(path.idProcesoDeCompra, caller, (process) => selectDelivery(store, process, body)),
    getExtraProducts: ({ path, caller }) =>
      Effect.map(openProcess(store, path.idProcesoDeCompra, caller, true), (process) =>
        extraProductsOf(store, process),
      ),
    selectExtraProducts: ({ path, body, caller }) =>
      Effect.flatMap(openForChange(store, path.idProcesoDeCompra, caller), (process) =>
        Effect.map(selectExtraProducts(store, process, body), () => extraProductsOf(store, process)),
      ),
    getPaymentMethods: ({ path, caller }) =>
      Effect.as(openProcess(store, path.idProcesoDeCompra, caller, true), store.index.catalog.paymentMethods),
    selectPaymentMethod: ({ path, body, caller }) =>
      Effect.flatMap(findProcess(store, path.idProcesoDeCompra, caller), (process) =>
        // A retried pay step chooses the method again before charging: on a paid process that changes nothing.
        process.state === "PAID" && process.paymentMethod === body.nFormaDePago
          ? Effect.succeed(view(process))
          : change(path.idProcesoDeCompra, caller, (open) =>
              Effect.map(
                paymentMethod(store, body.nFormaDePago),
                (method) => void (open.paymentMethod = method.nFormaDePago),
              ),
            ),
      ),
    getCardInstallments: ({ path, caller }) =>
      Effect.gen(function* () {
        const process = yield* openProcess(store, path.idProcesoDeCompra, caller, true)
        const method = yield* paymentMethod(store, path.nFormaDePago)
        return yield* requireInstallments(store, method, path.cardBin, amountsOf(store, process, path.cardBin).total)
      }),
    extendHold: ({ path, caller }) =>
      Effect.flatMap(openProcess(store, path.idProcesoDeCompra, caller), (process) => extendHold(store, process)),
    prevalidate: ({ path, caller }) =>
      Effect.flatMap(findProcess(store, path.idProcesoDeCompra, caller), (process) =>
        Effect.map(requireReadyToPay(store, process), () => view(process)),
      ),
  }
}
