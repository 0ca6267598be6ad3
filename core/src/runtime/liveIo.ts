import * as Effect from "effect/Effect"
import type { ApiFailurePayload } from "../machines/shared/events.js"
import { MESSAGES } from "../machines/shared/messages.js"
import type { ApiShape } from "../ports/Api.js"
import type { ApiFailure } from "../ports/apiErrors.js"
import type { SystemEvent } from "../system/events.js"
import type { IoHandlers, IoName } from "../system/io.js"
import type { CardVault } from "./cardVault.js"

/**
 * What this tab's state says a call on a purchase carries: the session's token, the key the tab
 * holds for it, and the waiting room's turn (sent by the take calls that read it).
 */
export type PurchaseCredentials = (idProcesoDeCompra: number) => {
  readonly token: string | null
  readonly purchaseKey: string | null
  readonly queueTurn?: string | null
}

export interface LiveIoOptions {
  readonly api: ApiShape
  readonly ownTab: number
  readonly vault: CardVault
  readonly credentials: PurchaseCredentials
  readonly dispatch: (event: SystemEvent) => void
}

const failurePayload = (error: ApiFailure): ApiFailurePayload => ({
  tag: error._tag,
  nCode:
    error._tag === "ApiError"
      ? error.nCode
      : error._tag === "NetworkError"
        ? error.nCode
        : error._tag === "Unauthorized"
          ? 401
          : 0,
  message: error.message,
  ...(error._tag === "ApiError" && error.key !== undefined ? { key: error.key } : {}),
})

/**
 * The I/O handlers of a live tab: each calls the Api port and dispatches the
 * outcome as an event. Only the tab whose event asked for the call makes it; the
 * other tabs fold the same events and wait for its outcome to arrive.
 */
export const liveIo = ({ api, ownTab, vault, credentials, dispatch }: LiveIoOptions): IoHandlers => {
  // Read when the call starts, from this tab's state: the purchase it names and the session it runs in.
  const on = (idProcesoDeCompra: number) => ({
    path: { idProcesoDeCompra },
    credentials: credentials(idProcesoDeCompra),
  })

  const call = <A>(
    operation: IoName,
    requestedBy: number,
    request: Effect.Effect<A, ApiFailure>,
    outcome: (answer: A) => SystemEvent,
  ): void => {
    if (requestedBy !== ownTab) return
    const settled = Effect.match(request, {
      onSuccess: (answer): ReadonlyArray<SystemEvent> => [outcome(answer)],
      onFailure: (error): ReadonlyArray<SystemEvent> => [
        ...(error._tag === "Unauthorized" ? [{ type: "api.unauthorized" as const }] : []),
        { type: "api.failed", operation, error: failurePayload(error) },
      ],
    })
    void Effect.runPromise(settled).then((events) => events.forEach(dispatch))
  }

  return {
    takeSeats: (input) =>
      call(
        "takeSeats",
        input.requestedBy,
        api.takeSeats({
          ...on(input.idProcesoDeCompra),
          body: {
            idFuncion: input.idFuncion,
            listaIdPosicion: input.aIdPosicion,
            idPromocion: input.idPromocion ?? null,
            ...(input.listaPosicionPromocion === undefined
              ? {}
              : { listaPosicionPromocion: input.listaPosicionPromocion }),
          },
        }),
        (process) => ({ type: "api.seatsTaken", idFuncion: input.idFuncion, process }),
      ),
    takeBestAvailable: (input) =>
      call(
        "takeBestAvailable",
        input.requestedBy,
        api.takeBestAvailable({
          ...on(input.idProcesoDeCompra),
          body: {
            idFuncion: input.idFuncion,
            idSector: input.idSector,
            nCantidad: input.nCantidad,
            idPromocion: input.idPromocion ?? null,
            ...(input.lSillaDeRuedas === true ? { lSillaDeRuedas: true } : {}),
          },
        }),
        (process) => ({ type: "api.seatsTaken", idFuncion: input.idFuncion, process }),
      ),
    releaseFunction: (input) =>
      call(
        "releaseFunction",
        input.requestedBy,
        api.releaseFunction({ ...on(input.idProcesoDeCompra), body: { idFuncion: input.idFuncion } }),
        (process) => ({ type: "api.functionReleased", idFuncion: input.idFuncion, process }),
      ),
    getProcess: (input) =>
      call("getProcess", input.requestedBy, api.getProcess(on(input.idProcesoDeCompra)), (process) => ({
        type: "api.processLoaded",
        process,
      })),
    invalidateProcess: (input) =>
      call(
        "invalidateProcess",
        input.requestedBy,
        api.invalidateProcess({ ...on(input.idProcesoDeCompra), body: { cOrigen: input.cOrigen } }),
        () => ({ type: "api.processInvalidated", idProcesoDeCompra: input.idProcesoDeCompra }),
      ),
    loadDeliveryTypes: (input) =>
      call("loadDeliveryTypes", input.requestedBy, api.getDeliveryTypes(on(input.idProcesoDeCompra)), (types) => ({
        type: "api.deliveryTypesLoaded",
        types,
      })),
    selectDeliveryType: (input) =>
      call(
        "selectDeliveryType",
        input.requestedBy,
        api.selectDeliveryType({
          ...on(input.idProcesoDeCompra),
          body: { idEntregaTipo: input.idEntregaTipo, idClienteDomicilio: input.idClienteDomicilio },
        }),
        (process) => ({ type: "api.deliverySelected", idEntregaTipo: input.idEntregaTipo, process }),
      ),
    charge: (input) => {
      if (input.requestedBy !== ownTab) return
      const form = vault.take(input.formRef)
      if (form === undefined) {
        // The card form lives only in this tab's memory: after a reload the shopper types it again.
        dispatch({
          type: "api.failed",
          operation: "charge",
          error: { tag: "ApiError", nCode: 400, message: MESSAGES.paymentRequestError },
        })
        return
      }
      // The chosen payment method is part of paying: select it, then charge.
      const purchase = on(input.idProcesoDeCompra)
      const selectThenCharge = api
        .selectPaymentMethod({ ...purchase, body: { nFormaDePago: input.nFormaDePago } })
        .pipe(Effect.andThen(api.charge({ ...purchase, body: { ...form, nCuotas: input.nCuotas } })))
      call("charge", input.requestedBy, selectThenCharge, (status) => ({ type: "payment.chargeAnswered", status }))
    },
    getPaymentStatus: (input) =>
      call("getPaymentStatus", input.requestedBy, api.getPaymentStatus(on(input.idProcesoDeCompra)), (status) => ({
        type: "payment.statusReceived",
        status,
      })),
    extendHold: (input) =>
      call("extendHold", input.requestedBy, api.extendHold(on(input.idProcesoDeCompra)), (extension) => ({
        type: "api.holdExtended",
        extension,
      })),
    cancelCharge: (input) =>
      call("cancelCharge", input.requestedBy, api.cancelCharge(on(input.idProcesoDeCompra)), () => ({
        type: "api.chargeCancelled",
        idProcesoDeCompra: input.idProcesoDeCompra,
      })),
    // A place in a waiting room the purchase's end gave up; a failure costs nothing (it lapses).
    leaveQueue: ({ requestedBy, idFuncion }) => {
      if (requestedBy === ownTab) Effect.runFork(Effect.ignore(api.leaveQueue({ query: { idFuncion } })))
    },
  }
}
