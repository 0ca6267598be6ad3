import {
  holdExtensionPolicy,
  IDEMPOTENCY_KEY_HEADER,
  isRefusal,
  QUEUE_TURN_HEADER,
  type Caller,
  type DecodedRequestOf,
  type PurchaseProcess,
  type purchaseEndpoints,
  type Refusal,
} from "@boleteria/core"
import type { Queryable } from "../db/database.js"
import type { ServerDeps } from "../deps.js"
import {
  findProcess,
  openProcess,
  purchaseCallerOf,
  visibleProcess,
  type OpenedProcess,
} from "../domain/process/access.js"
import { amountsOf } from "../domain/process/amounts.js"
import { readyToPay } from "../domain/process/charge.js"
import { changeProcess } from "../domain/process/checkoutChange.js"
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
import { answeredOncePerKey, startedWithKeyOf } from "../domain/process/resentTake.js"
import { purchaseView } from "../domain/process/view.js"
import { turnGate, type TurnGate } from "../domain/waitingRoom/turnCheck.js"
import { viewInLanguage } from "../domain/process/viewLanguage.js"
import type { ServerHandlers } from "../http/endpointRoutes.js"

/** What the take calls share: the function taken from, the turn header (a first take's key too), and who calls. */
interface TakeRequest {
  readonly body: { readonly idFuncion: number }
  readonly headers: { readonly [QUEUE_TURN_HEADER]?: string; readonly [IDEMPOTENCY_KEY_HEADER]?: string }
  readonly caller: Caller
}

/** Seat holds and the purchase process: /v2/Proceso/{id}/… and POST /v3/procesodecompra (SPEC §7). */
export const purchaseHandlers = (deps: ServerDeps): Pick<ServerHandlers, keyof typeof purchaseEndpoints> => {
  const { db } = deps
  const callerOf = (caller: Caller) => purchaseCallerOf(db, caller, deps.now())
  const takeContext = async (caller: Caller, idempotencyKey: string | null = null): Promise<TakeContext> => ({
    now: deps.now(),
    holdMs: deps.tenant.purchase.clockMinutes * 60_000,
    processType: deps.tenant.processType,
    language: caller.language,
    caller: await callerOf(caller),
    idempotencyKey,
  })
  // A wallet payment the shopper left waiting (the Back button) does not stop the checkout's steps (docs/payments.md).
  const openForCheckout = async (processId: number, caller: Caller) =>
    openProcess(db, processId, await callerOf(caller), deps.now(), { walletMayWait: true })
  /** A checkout step's change (changeProcess), answered with the process's view. */
  const change = async (
    processId: number,
    caller: Caller,
    work: (tx: Queryable, process: OpenedProcess) => Promise<Refusal | null>,
  ) =>
    changeProcess(
      db,
      processId,
      await callerOf(caller),
      deps.now(),
      async (tx, process) => (await work(tx, process)) ?? purchaseView(tx, process, deps.now()),
    )
  /** The purchase's view as an answer: its promotions named in the caller's language. */
  const answered = async <R extends Refusal>(caller: Caller, view: Promise<PurchaseProcess | R>) => {
    const answer = await view
    return isRefusal(answer) ? answer : viewInLanguage(db, answer, caller.language)
  }
  const release = async ({ path, body, caller }: DecodedRequestOf<(typeof purchaseEndpoints)["releaseFunction"]>) => {
    const process = await releaseFunction(
      db,
      path.idProcesoDeCompra,
      body.idFuncion,
      await callerOf(caller),
      deps.now(),
    )
    return isRefusal(process) ? process : answered(caller, purchaseView(db, process, deps.now()))
  }

  /** A take on a function whose waiting room is on needs the shopper's turn for it (docs/waiting-room.md). */
  const turnOf = ({ body, headers, caller }: TakeRequest) =>
    turnGate(db, deps.tenant.flags.queueApi, body.idFuncion, headers[QUEUE_TURN_HEADER], caller, deps.now())

  /**
   * A take that may start a purchase: with id 0 it is the turn's one purchase (turnGate's
   * startingPurchase), and a resend with the first call's Idempotency-Key is answered the purchase
   * that call started (resentTake.ts), also when the turn refuses a second purchase.
   */
  const firstTake = async (
    request: TakeRequest,
    processId: number,
    take: (context: TakeContext, turn: TurnGate) => Promise<PurchaseProcess | Refusal>,
  ) => {
    const turn = turnOf(request)
    const key = processId === 0 ? (request.headers[IDEMPOTENCY_KEY_HEADER] ?? null) : null
    const context = await takeContext(request.caller, key)
    const call = { idempotencyKey: key, caller: context.caller, now: context.now }
    return answered(
      request.caller,
      turn.startingPurchase(
        processId,
        () => answeredOncePerKey(db, call, () => take(context, turn)),
        startedWithKeyOf(db, call),
      ),
    )
  }

  return {
    takeSeats: (request) =>
      firstTake(request, request.path.idProcesoDeCompra, (context, turn) =>
        takeSeats(db, request.path.idProcesoDeCompra, request.body, context, turn),
      ),
    startPurchase: (request) => firstTake(request, 0, (context, turn) => takeSeats(db, 0, request.body, context, turn)),
    takeBestAvailable: async (request) => {
      const refused = await turnOf(request).require()
      if (refused !== null) return refused
      return firstTake(request, request.path.idProcesoDeCompra, (context) =>
        takeBestAvailable(db, request.path.idProcesoDeCompra, request.body, context),
      )
    },
    changeSector: async (request) => {
      const refused = await turnOf(request).require()
      if (refused !== null) return refused
      const { path, body, caller } = request
      return answered(caller, changeSector(db, path.idProcesoDeCompra, body, await takeContext(caller)))
    },
    getProcess: async ({ path, caller }) => {
      const process = await visibleProcess(db, path.idProcesoDeCompra, await callerOf(caller), deps.now())
      return isRefusal(process) ? process : answered(caller, purchaseView(db, process, deps.now()))
    },
    invalidateProcess: async ({ path, caller }) =>
      invalidateProcess(db, path.idProcesoDeCompra, await callerOf(caller)),
    releaseFunction: release,
    releaseGroup: release,
    getDeliveryTypes: async ({ path, caller }) => {
      const process = await openForCheckout(path.idProcesoDeCompra, caller)
      return isRefusal(process) ? process : deliveryTypes(db, caller.language)
    },
    selectDeliveryType: ({ path, body, caller }) =>
      answered(
        caller,
        change(path.idProcesoDeCompra, caller, (tx, process) => selectDelivery(tx, process, body)),
      ),
    getExtraProducts: async ({ path, caller }) => {
      const process = await openForCheckout(path.idProcesoDeCompra, caller)
      return isRefusal(process) ? process : extraProducts(db, process, caller.language)
    },
    selectExtraProducts: async ({ path, body, caller }) =>
      changeProcess(db, path.idProcesoDeCompra, await callerOf(caller), deps.now(), async (tx, process) => {
        const selected = await selectExtraProducts(tx, process, body)
        return isRefusal(selected) ? selected : extraProducts(tx, selected, caller.language)
      }),
    getPaymentMethods: async ({ path, caller }) => {
      const process = await openForCheckout(path.idProcesoDeCompra, caller)
      return isRefusal(process) ? process : paymentMethods(db, deps.providers.card.id, caller.language)
    },
    selectPaymentMethod: async ({ path, body, caller }) => {
      const process = await findProcess(db, path.idProcesoDeCompra, await callerOf(caller))
      if (isRefusal(process)) return process
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
      const process = await openForCheckout(path.idProcesoDeCompra, caller)
      if (isRefusal(process)) return process
      const method = await paymentMethod(db, deps.providers.card.id, path.nFormaDePago)
      if (isRefusal(method)) return method
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
      if (isRefusal(process)) return process
      const ready = await readyToPay(db, process, deps.now())
      return isRefusal(ready) ? ready : answered(caller, purchaseView(db, process, deps.now()))
    },
  }
}
