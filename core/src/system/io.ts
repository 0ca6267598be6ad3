import { fromCallback, type EventObject } from "xstate"
import type {
  FunctionInput,
  InvalidateInput,
  ProcessInput,
  TakeBestAvailableInput,
  TakeSeatsInput,
} from "../machines/cart/cart.types.js"
import type { LoadDeliveryTypesInput, SelectDeliveryInput } from "../machines/delivery/delivery.types.js"
import type { ChargeInput, PaymentStatusInput } from "../machines/paymentVerification/paymentVerification.types.js"
import type { ExtendHoldInput } from "../machines/purchaseTimer/purchaseTimer.types.js"
import type { IoRequest } from "../machines/shared/events.js"

/** A waiting room's place to give back: the purchase that ended held seats in this function. */
export interface LeaveQueueInput extends IoRequest {
  readonly idFuncion: number
}

/**
 * What the machines ask the outside world to do. Each handler starts the work and
 * later dispatches its outcome as an event; it returns nothing to the machine.
 * Replay runs with no handlers at all: the outcomes come from the log.
 */
export interface IoHandlers {
  readonly takeSeats: (input: TakeSeatsInput) => void
  readonly takeBestAvailable: (input: TakeBestAvailableInput) => void
  readonly releaseFunction: (input: FunctionInput) => void
  readonly getProcess: (input: ProcessInput) => void
  readonly invalidateProcess: (input: InvalidateInput) => void
  readonly loadDeliveryTypes: (input: LoadDeliveryTypesInput) => void
  readonly selectDeliveryType: (input: SelectDeliveryInput) => void
  readonly charge: (input: ChargeInput) => void
  readonly getPaymentStatus: (input: PaymentStatusInput) => void
  readonly cancelCharge: (input: PaymentStatusInput) => void
  readonly extendHold: (input: ExtendHoldInput) => void
  /** Answers nothing: a place not given back lapses on its own. */
  readonly leaveQueue: (input: LeaveQueueInput) => void
}

export type IoName = keyof IoHandlers

const actorFor = <Input>(handler: ((input: Input) => void) | undefined) =>
  fromCallback<EventObject, Input>(({ input }) => {
    handler?.(input)
  })

export const timerActors = (io: Partial<IoHandlers>) => ({
  extendHold: actorFor(io.extendHold),
})

export const cartActors = (io: Partial<IoHandlers>) => ({
  takeSeats: actorFor(io.takeSeats),
  takeBestAvailable: actorFor(io.takeBestAvailable),
  releaseFunction: actorFor(io.releaseFunction),
  getProcess: actorFor(io.getProcess),
  invalidateProcess: actorFor(io.invalidateProcess),
})

export const deliveryActors = (io: Partial<IoHandlers>) => ({
  loadDeliveryTypes: actorFor(io.loadDeliveryTypes),
  selectDeliveryType: actorFor(io.selectDeliveryType),
})

export const paymentActors = (io: Partial<IoHandlers>) => ({
  charge: actorFor(io.charge),
  getPaymentStatus: actorFor(io.getPaymentStatus),
  cancelCharge: actorFor(io.cancelCharge),
})
