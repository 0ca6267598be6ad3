import * as Effect from "effect/Effect"
import {
  ChargeRequest,
  InvalidateProcessRequest,
  ReleaseFunctionRequest,
  SelectDeliveryTypeRequest,
  SelectExtraProductsRequest,
  SelectPaymentMethodRequest,
  TakeBestAvailableRequest,
  TakeSeatsRequest,
} from "../../../contract/requests.js"
import type { ApiShape } from "../../Api.js"
import type { ApiError } from "../../apiErrors.js"
import { callOn } from "./call.js"
import { chooseDelivery, chooseExtraProducts, extraProductsOf } from "./checkout.js"
import { badRequest, gone, notFound, validated } from "./failures.js"
import {
  bestAvailable,
  findPerformance,
  findProcess,
  hold,
  invalidate,
  openProcess,
  placesIn,
  releaseFunction,
} from "./holds.js"
import { cancelCharge, charge, installmentsFor, paymentStatus } from "./payments.js"
import { amountDue, purchaseView } from "./purchaseView.js"
import type { MemoryStore, ProcessRecord } from "./store.js"

export type PurchaseCalls = Pick<
  ApiShape,
  | "takeSeats"
  | "takeBestAvailable"
  | "getProcess"
  | "invalidateProcess"
  | "releaseFunction"
  | "releaseGroup"
  | "getDeliveryTypes"
  | "selectDeliveryType"
  | "getExtraProducts"
  | "selectExtraProducts"
  | "getPaymentMethods"
  | "selectPaymentMethod"
  | "getCardInstallments"
  | "charge"
  | "cancelCharge"
  | "getPaymentStatus"
>

/** The purchase process from the first seat to the payment: /v2/Proceso/{id}/… and /v3/procesodecompra. */
export const purchaseCalls = (store: MemoryStore): PurchaseCalls => {
  const call = callOn(store)
  /** Runs a step on a process that can still change, validating its body first. */
  const step = <A, R>(
    idProcesoDeCompra: number,
    body: Effect.Effect<R, ApiError>,
    run: (process: ProcessRecord, request: R) => Effect.Effect<A, ApiError>,
  ) =>
    call(() =>
      Effect.gen(function* () {
        const request = yield* body
        const process = yield* openProcess(store, idProcesoDeCompra)
        return yield* run(process, request)
      }),
    )
  const noBody = Effect.void
  const release = (idProcesoDeCompra: number, body: unknown) =>
    step(idProcesoDeCompra, validated(ReleaseFunctionRequest, body), (process, request) =>
      Effect.sync(() => {
        releaseFunction(store, process, request.idFuncion)
        return purchaseView(process)
      }),
    )
  return {
    takeSeats: (idProcesoDeCompra, body) =>
      call(() =>
        Effect.gen(function* () {
          const request = yield* validated(TakeSeatsRequest, body)
          const performance = yield* findPerformance(store, request.idFuncion)
          const places = yield* placesIn(performance, request.listaIdPosicion)
          const { idPromocion } = request
          return purchaseView(yield* hold(store, idProcesoDeCompra, { performance, places, idPromocion, lContiguas: true }))
        }),
      ),
    takeBestAvailable: (idProcesoDeCompra, body) =>
      call(() =>
        Effect.gen(function* () {
          const request = yield* validated(TakeBestAvailableRequest, body)
          const performance = yield* findPerformance(store, request.idFuncion)
          const best = yield* bestAvailable(store, performance, request.idSector, request.nCantidad)
          const { idPromocion } = request
          const held = { performance, places: best.places, idPromocion, lContiguas: best.contiguous }
          return purchaseView(yield* hold(store, idProcesoDeCompra, held))
        }),
      ),
    getProcess: (idProcesoDeCompra) =>
      call(() =>
        Effect.flatMap(findProcess(store, idProcesoDeCompra), (process) =>
          process.phase === "OPEN" || process.phase === "PAID"
            ? Effect.succeed(purchaseView(process))
            : Effect.fail(gone(idProcesoDeCompra)),
        ),
      ),
    invalidateProcess: (idProcesoDeCompra, body) =>
      call(() =>
        Effect.gen(function* () {
          yield* validated(InvalidateProcessRequest, body)
          yield* invalidate(store, yield* findProcess(store, idProcesoDeCompra))
        }),
      ),
    releaseFunction: release,
    releaseGroup: release,
    getDeliveryTypes: (idProcesoDeCompra) =>
      step(idProcesoDeCompra, noBody, () => Effect.succeed(store.seed.deliveryTypes)),
    selectDeliveryType: (idProcesoDeCompra, body) =>
      step(idProcesoDeCompra, validated(SelectDeliveryTypeRequest, body), (process, request) =>
        Effect.map(chooseDelivery(store, process, request), () => purchaseView(process)),
      ),
    getExtraProducts: (idProcesoDeCompra) =>
      step(idProcesoDeCompra, noBody, (process) => Effect.succeed(extraProductsOf(store, process))),
    selectExtraProducts: (idProcesoDeCompra, body) =>
      step(idProcesoDeCompra, validated(SelectExtraProductsRequest, body), (process, request) =>
        Effect.map(chooseExtraProducts(store, process, request), () => extraProductsOf(store, process)),
      ),
    getPaymentMethods: (idProcesoDeCompra) =>
      step(idProcesoDeCompra, noBody, () => Effect.succeed(store.seed.paymentMethods)),
    selectPaymentMethod: (idProcesoDeCompra, body) =>
      call(() =>
        Effect.gen(function* () {
          const request = yield* validated(SelectPaymentMethodRequest, body)
          const process = yield* findProcess(store, idProcesoDeCompra)
          // Choosing again the method a paid process was paid with changes nothing, so a retried pay step
          // (select, then charge) reaches the idempotent charge instead of failing here.
          if (process.phase === "PAID" && process.paymentMethod?.nFormaDePago === request.nFormaDePago) {
            return purchaseView(process)
          }
          yield* openProcess(store, idProcesoDeCompra)
          const method = store.seed.paymentMethods.find((candidate) => candidate.nFormaDePago === request.nFormaDePago)
          if (method === undefined) return yield* notFound(`No existe la forma de pago ${request.nFormaDePago}`)
          process.paymentMethod = method
          return purchaseView(process)
        }),
      ),
    getCardInstallments: (idProcesoDeCompra, nFormaDePago, cardBin) =>
      step(idProcesoDeCompra, noBody, (process) => {
        const method = store.seed.paymentMethods.find((candidate) => candidate.nFormaDePago === nFormaDePago)
        if (method === undefined) return Effect.fail(notFound(`No existe la forma de pago ${nFormaDePago}`))
        if (!/^\d{6,8}$/u.test(cardBin)) {
          return Effect.fail(badRequest("El BIN son los primeros 6 a 8 dígitos de la tarjeta"))
        }
        const installments = installmentsFor(method, cardBin, amountDue(process))
        return installments === null ? Effect.fail(notFound("Tarjeta no reconocida")) : Effect.succeed(installments)
      }),
    charge: (idProcesoDeCompra, body) =>
      call(() => Effect.flatMap(validated(ChargeRequest, body), (form) => charge(store, idProcesoDeCompra, form))),
    cancelCharge: (idProcesoDeCompra) => call(() => Effect.flatMap(findProcess(store, idProcesoDeCompra), cancelCharge)),
    getPaymentStatus: (idProcesoDeCompra) =>
      call(() => Effect.flatMap(findProcess(store, idProcesoDeCompra), (process) => paymentStatus(store, process))),
  }
}
