import type { PaymentState, IoHandlers } from "@boleteria/core"
import type { SystemInput } from "./driver.js"
import { holdExtension } from "./holdExtension.js"
import { ETICKET, HOME_DELIVERY, cartLine, paymentStatus, purchaseProcess } from "./purchaseProcess.js"
import { recordingIo, type RecordingIo } from "./io.js"

interface Answer {
  readonly event: SystemInput
  readonly tab: number
}

export interface FakeServer {
  readonly recorder: RecordingIo
  readonly io: IoHandlers
  /** The answers owed for the calls made so far, oldest first, each for the tab that asked; the test feeds them as the live wiring would. */
  readonly takeAnswers: () => ReadonlyArray<Answer>
}

const NEW_PROCESS_ID = 700

/**
 * I/O that records every call and answers it with the outcome event a v2 server
 * would cause; payment answers cycle through `paymentAnswers`.
 */
export const fakeServer = (paymentAnswers: ReadonlyArray<PaymentState>): FakeServer => {
  const recorder = recordingIo()
  const owed: Answer[] = []
  let paymentAnswer = 0
  const extensions = new Map<number, number>()
  const nextPaymentState = (): PaymentState => {
    const state = paymentAnswers[paymentAnswer % paymentAnswers.length] ?? "APROBADO"
    paymentAnswer += 1
    return state
  }
  const held = (idProcesoDeCompra: number, idFuncion: number) =>
    purchaseProcess({
      idProcesoDeCompra: idProcesoDeCompra === 0 ? NEW_PROCESS_ID : idProcesoDeCompra,
      lines: [cartLine({ idFuncion })],
    })
  const answering = <K extends keyof IoHandlers>(
    name: K,
    answer: (input: Parameters<IoHandlers[K]>[0]) => SystemInput,
  ) =>
    ((input: Parameters<IoHandlers[K]>[0]) => {
      ;(recorder.io[name] as (input: Parameters<IoHandlers[K]>[0]) => void)(input)
      owed.push({ event: answer(input), tab: input.requestedBy })
    }) as IoHandlers[K]
  const io: IoHandlers = {
    takeSeats: answering("takeSeats", (input) => ({
      type: "api.seatsTaken",
      idFuncion: input.idFuncion,
      process: held(input.idProcesoDeCompra, input.idFuncion),
    })),
    takeBestAvailable: answering("takeBestAvailable", (input) => ({
      type: "api.seatsTaken",
      idFuncion: input.idFuncion,
      process: held(input.idProcesoDeCompra, input.idFuncion),
    })),
    releaseFunction: answering("releaseFunction", (input) => ({
      type: "api.functionReleased",
      idFuncion: input.idFuncion,
      process: held(input.idProcesoDeCompra, input.idFuncion + 1),
    })),
    getProcess: answering("getProcess", (input) => ({
      type: "api.processLoaded",
      process: held(input.idProcesoDeCompra, 10),
    })),
    invalidateProcess: answering("invalidateProcess", (input) => ({
      type: "api.processInvalidated",
      idProcesoDeCompra: input.idProcesoDeCompra,
    })),
    loadDeliveryTypes: answering("loadDeliveryTypes", () => ({
      type: "api.deliveryTypesLoaded",
      types: [ETICKET, HOME_DELIVERY],
    })),
    selectDeliveryType: answering("selectDeliveryType", (input) => ({
      type: "api.deliverySelected",
      idEntregaTipo: input.idEntregaTipo,
      process: held(input.idProcesoDeCompra, 10),
    })),
    charge: answering("charge", (input) => ({
      type: "payment.chargeAnswered",
      status: paymentStatus(input.idProcesoDeCompra, nextPaymentState()),
    })),
    getPaymentStatus: answering("getPaymentStatus", (input) => ({
      type: "payment.statusReceived",
      status: paymentStatus(input.idProcesoDeCompra, nextPaymentState()),
    })),
    cancelCharge: answering("cancelCharge", (input) => ({
      type: "api.chargeCancelled",
      idProcesoDeCompra: input.idProcesoDeCompra,
    })),
    extendHold: answering("extendHold", (input) => {
      const used = (extensions.get(input.idProcesoDeCompra) ?? 0) + 1
      extensions.set(input.idProcesoDeCompra, used)
      return { type: "api.holdExtended", extension: holdExtension(input.idProcesoDeCompra, used) }
    }),
    // The server answers a place given back with nothing the machines hear.
    leaveQueue: recorder.io.leaveQueue,
  }
  return { recorder, io, takeAnswers: () => owed.splice(0, owed.length) }
}
