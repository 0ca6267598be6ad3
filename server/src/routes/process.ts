import {
  holdExtensionPolicy,
  QUEUE_TURN_HEADER,
  type Caller,
  type DecodedRequestOf,
  type PurchaseProcess,
  type purchaseEndpoints,
} from "@boleteria/core"
import type { Queryable } from "../db/database.js"
import type { ServerDeps } from "../deps.js"
import {
  findProcess,
  purchaseCallerOf,
  requireOpen,
  requireVisible,
  type OpenedProcess,
} from "../domain/process/access.js"
import { amountsOf } from "../domain/process/amounts.js"
import { requireReadyToPay } from "../domain/process/charge.js"
import {
  deliveryTypes,
  extraProducts,
  paymentMethod,
  paymentMethods,
  selectDelivery,
  selectExtraProducts,
  selectPaymentMethod,
} from "../domain/process/checkout.js"
import { extendHold } from "../domain/process/extend.js"
import { requireInstallments } from "../domain/process/installments.js"
import { invalidateProcess, releaseFunction } from "../domain/process/release.js"
import { changeSector, takeBestAvailable, takeSeats, type TakeContext } from "../domain/process/take.js"
import { cancelWaitingWallet } from "../domain/process/walletTakeover.js"
import { purchaseView } from "../domain/process/view.js"
import { turnGate } from "../domain/waitingRoom/turnCheck.js"
import { viewInLanguage } from "../domain/process/viewLanguage.js"
import type { ServerHandlers } from "../http/endpointRoutes.js"

/** What the take calls share: the function taken from, the turn header, and who calls. */
interface TakeRequest {
  readonly body: { readonly idFuncion: number }
  readonly headers: { readonly [QUEUE_TURN_HEADER]?: string }
  readonly caller: Caller
}

/** Seat holds and the purchase process: /v2/Proceso/{id}/… and POST /v3/procesodecompra (SPEC §7). */
export const purchaseHandlers = (deps: ServerDeps): Pick<ServerHandlers, keyof typeof purchaseEndpoints> => {
  const { db } = deps
  const callerOf = (caller: Caller) => purchaseCallerOf(db, caller, deps.now())
  const takeContext = async (caller: Caller): Promise<TakeContext> => ({
    now: deps.now(),
    holdMs: deps.tenant.purchase.clockMinutes * 60_000,
    processType: deps.tenant.processType,
    language: caller.language,
    caller: await callerOf(caller),
  })
  // A wallet payment the shopper left waiting (the Back button) does not stop the checkout's steps (docs/payments.md).
  const openProcess = async (processId: number, caller: Caller): Promise<OpenedProcess> => {
    const process = await findProcess(db, processId, await callerOf(caller))
    requireOpen(process, deps.now(), true)
    return process
  }
  /** Changes an open process under its row lock, then answers its view; a change abandons a waiting wallet payment. */
  const change = async (
    processId: number,
    caller: Caller,
    work: (tx: Queryable, process: OpenedProcess) => Promise<unknown>,
  ) => {
    const purchaseCaller = await callerOf(caller)
    return db.transaction(async (tx) => {
      const found = await findProcess(tx, processId, purchaseCaller, { lock: true })
      const process = { ...found, ...(await cancelWaitingWallet(tx, found, deps.now())) }
      requireOpen(process, deps.now())
      await work(tx, process)
      return purchaseView(tx, process, deps.now())
    })
  }
  /** The purchase's view as an answer: its promotions named in the caller's language. */
  const answered = async (caller: Caller, view: Promise<PurchaseProcess>) =>
    viewInLanguage(db, await view, caller.language)
  const release = async ({ path, body, caller }: DecodedRequestOf<(typeof purchaseEndpoints)["releaseFunction"]>) =>
    answered(
      caller,
      purchaseView(
        db,
        await releaseFunction(db, path.idProcesoDeCompra, body.idFuncion, await callerOf(caller), deps.now()),
        deps.now(),
      ),
    )

  /** A take on a function whose waiting room is on needs the shopper's turn for it (docs/waiting-room.md). */
  const turnOf = ({ body, headers, caller }: TakeRequest) =>
    turnGate(db, deps.tenant.flags.queueApi, body.idFuncion, headers[QUEUE_TURN_HEADER], caller, deps.now())

  return {
    // A turn starts one open purchase at a time (turnGate's startingPurchase).
    takeSeats: async (request) => {
      const { path, body, caller } = request
      const turn = turnOf(request)
      const id = path.idProcesoDeCompra
      const context = await takeContext(caller)
      return answered(
        caller,
        turn.startingPurchase(id, () => takeSeats(db, id, body, context, turn)),
      )
    },
    startPurchase: async (request) => {
      const turn = turnOf(request)
      const context = await takeContext(request.caller)
      return answered(
        request.caller,
        turn.startingPurchase(0, () => takeSeats(db, 0, request.body, context, turn)),
      )
    },
    takeBestAvailable: async (request) => {
      const turn = turnOf(request)
      await turn.require()
      const { path, body, caller } = request
      const context = await takeContext(caller)
      const id = path.idProcesoDeCompra
      return answered(
        caller,
        turn.startingPurchase(id, () => takeBestAvailable(db, id, body, context)),
      )
    },
    changeSector: async (request) => {
      await turnOf(request).require()
      const { path, body, caller } = request
      return answered(caller, changeSector(db, path.idProcesoDeCompra, body, await takeContext(caller)))
    },
    getProcess: async ({ path, caller }) => {
      const process = await findProcess(db, path.idProcesoDeCompra, await callerOf(caller))
      requireVisible(process, deps.now())
      return answered(caller, purchaseView(db, process, deps.now()))
    },
    invalidateProcess: async ({ path, caller }) => {
      await invalidateProcess(db, path.idProcesoDeCompra, await callerOf(caller))
      return null
    },
    releaseFunction: release,
    releaseGroup: release,
    getDeliveryTypes: async ({ path, caller }) => {
      await openProcess(path.idProcesoDeCompra, caller)
      return deliveryTypes(db, caller.language)
    },
    selectDeliveryType: ({ path, body, caller }) =>
      answered(
        caller,
        change(path.idProcesoDeCompra, caller, (tx, process) => selectDelivery(tx, process, body)),
      ),
    getExtraProducts: async ({ path, caller }) =>
      extraProducts(db, await openProcess(path.idProcesoDeCompra, caller), caller.language),
    selectExtraProducts: async ({ path, body, caller }) => {
      const purchaseCaller = await callerOf(caller)
      return db.transaction(async (tx) => {
        const found = await findProcess(tx, path.idProcesoDeCompra, purchaseCaller, { lock: true })
        const process = { ...found, ...(await cancelWaitingWallet(tx, found, deps.now())) }
        requireOpen(process, deps.now())
        return extraProducts(tx, await selectExtraProducts(tx, process, body), caller.language)
      })
    },
    getPaymentMethods: async ({ path, caller }) => {
      await openProcess(path.idProcesoDeCompra, caller)
      return paymentMethods(db, deps.providers.card.id, caller.language)
    },
    selectPaymentMethod: async ({ path, body, caller }) => {
      const process = await findProcess(db, path.idProcesoDeCompra, await callerOf(caller))
      // A retried pay step chooses the method again before charging: on a paid process that changes nothing.
      if (process.state === "PAID" && process.payment_method === body.nFormaDePago)
        return answered(caller, purchaseView(db, process, deps.now()))
      return answered(
        caller,
        change(path.idProcesoDeCompra, caller, (tx, locked) =>
          selectPaymentMethod(tx, deps.providers.card.id, locked, body.nFormaDePago),
        ),
      )
    },
    getCardInstallments: async ({ path, caller }) => {
      const process = await openProcess(path.idProcesoDeCompra, caller)
      const method = await paymentMethod(db, deps.providers.card.id, path.nFormaDePago)
      return requireInstallments(
        db,
        method,
        path.cardBin,
        (await amountsOf(db, process.id, deps.now(), path.cardBin)).total,
      )
    },
    extendHold: async ({ path, caller }) =>
      extendHold(db, path.idProcesoDeCompra, await callerOf(caller), holdExtensionPolicy(deps.tenant), deps.now()),
    prevalidate: async ({ path, caller }) => {
      const process = await findProcess(db, path.idProcesoDeCompra, await callerOf(caller))
      await requireReadyToPay(db, process, deps.now())
      return answered(caller, purchaseView(db, process, deps.now()))
    },
  }
}
