import { and, assign, assertEvent, emit, setup } from "xstate"
import { deriveFrom } from "../../events/envelope.js"
import { failureMessageOf } from "../../rules/failureMessage.js"
import { paymentMessageOf } from "../../rules/paymentMessage.js"
import { ioActor } from "../shared/io.js"
import { MESSAGES } from "../shared/messages.js"
import { PAYMENT_VERIFICATION_INITIAL } from "./paymentVerification.initial.js"
import type {
  ChargeInput,
  PaymentOutcome,
  PaymentStatusInput,
  PaymentVerificationContext,
  PaymentVerificationEmitted,
  PaymentVerificationEvent,
  PaymentVerificationInput,
} from "./paymentVerification.types.js"

const answerEvents = ["payment.chargeAnswered", "payment.statusReceived", "payment.paidElsewhere"] as const

const statusOf = (event: PaymentVerificationEvent) => {
  assertEvent(event, answerEvents)
  return event.status.cEstado
}

/** Only the status call's own failure counts as a poll; other operations' failures are not about the payment. */
const statusCallFailed = { type: "failedHere", params: { operation: "getPaymentStatus" } } as const

/** Routes an answer of the processor to the state that shows it. */
const byStatus = [
  { guard: "isApproved", target: "successful" },
  { guard: "isPendingConfirmation", target: "pendingConfirmation" },
  { guard: "isDeclined", target: "failed" },
  { guard: "isCancelled", target: "cancelled" },
  { guard: "needs3ds", target: "awaiting3ds" },
  { guard: "pollsExhausted", target: "delayed" },
  { guard: "isProcessing", target: "processing" },
  { target: "verifying" },
] as const

/**
 * Between polls, whether the processor said "verifying" or "processing": wait for the next one,
 * due 2000 ms after the previous poll started. An answer that came after that starts it at once.
 */
/**
 * A payment link's holder paid the purchase (docs/payment-links.md): an approval or a payment
 * waiting for the bank is this tab's outcome as if it had paid; anything else is not news here.
 */
const paidElsewhere = [
  { guard: "isApproved", target: "successful", actions: "adoptPayment" },
  { guard: "isPendingConfirmation", target: "pendingConfirmation", actions: "adoptPayment" },
] as const

const waitingForNextPoll = {
  tags: ["ticking", "inProgress"],
  always: { guard: "pollIsDue", target: "polling" },
  on: {
    "clock.ticked": { guard: "pollIsDue", target: "polling" },
    "payment.cancelRequested": "cancelling",
  },
} as const

/**
 * SPEC §4 payment outcomes and §9 verification: after the charge, the status is
 * polled every 2 s, at most 60 times; the run ends in exactly one outcome. A poll
 * starts 2 s after the previous one started, however long its answer took, and
 * never while the previous one is still out.
 */
export const paymentVerificationMachine = setup({
  types: {
    context: {} as PaymentVerificationContext,
    events: {} as PaymentVerificationEvent,
    input: {} as PaymentVerificationInput,
    emitted: {} as PaymentVerificationEmitted,
  },
  actors: {
    charge: ioActor<ChargeInput>(),
    getPaymentStatus: ioActor<PaymentStatusInput>(),
    cancelCharge: ioActor<PaymentStatusInput>(),
  },
  guards: {
    isApproved: ({ event }) => statusOf(event) === "APROBADO",
    isPendingConfirmation: ({ event }) => statusOf(event) === "PENDIENTE_CONFIRMACION",
    isDeclined: ({ event }) => statusOf(event) === "RECHAZADO",
    isCancelled: ({ event }) => statusOf(event) === "CANCELADO",
    needs3ds: ({ event }) => statusOf(event) === "REQUIERE_3DS",
    isProcessing: ({ event }) => statusOf(event) === "PROCESANDO",
    pollsExhausted: ({ context }) => context.polls >= context.settings.verificationAttempts,
    pollIsDue: ({ context, event }) => context.nextPollAt !== null && event.at >= context.nextPollAt,
    failedHere: ({ event }, params: { operation: string }) => {
      assertEvent(event, "api.failed")
      return event.operation === params.operation
    },
    isAnotherPurchase: ({ context, event }) => {
      assertEvent(event, "payment.submitted")
      return event.idProcesoDeCompra !== context.idProcesoDeCompra
    },
    isThisPurchase: ({ context, event }) => {
      assertEvent(event, "purchase.cancelled")
      return event.idProcesoDeCompra === context.idProcesoDeCompra
    },
  },
  actions: {
    startCharge: assign(({ context, event }) => {
      assertEvent(event, "payment.submitted")
      return {
        idProcesoDeCompra: event.idProcesoDeCompra,
        card: event.card,
        polls: 0,
        nextPollAt: null,
        status: null,
        message: null,
        settings: context.settings,
      }
    }),
    adoptPayment: assign(({ event }) => {
      assertEvent(event, "payment.paidElsewhere")
      return { idProcesoDeCompra: event.status.idProcesoDeCompra, status: event.status, message: null }
    }),
    keepStatus: assign(({ event }) => {
      assertEvent(event, answerEvents)
      return { status: event.status, message: paymentMessageOf(event.status) }
    }),
    /** The first poll comes a step after the charge answered (or polling started over). */
    scheduleFirstPoll: assign(({ context, event }) => ({ nextPollAt: event.at + context.settings.verificationStepMs })),
    /** Polls start a step apart, whenever their answers arrive (SPEC §9: every 2000 ms). */
    countPoll: assign(({ context, event }) => ({
      polls: context.polls + 1,
      nextPollAt: event.at + context.settings.verificationStepMs,
    })),
    restartPolling: assign(({ context, event }) => ({
      polls: 0,
      nextPollAt: event.at + context.settings.verificationStepMs,
      message: null,
    })),
    showRequestError: assign(({ event }) => {
      assertEvent(event, "api.failed")
      return { message: failureMessageOf(event.error, MESSAGES.paymentRequestError) }
    }),
    announce: emit(({ context, event }, params: { outcome: PaymentOutcome }) =>
      deriveFrom(event, {
        type: "payment.settled" as const,
        idProcesoDeCompra: context.idProcesoDeCompra ?? 0,
        outcome: params.outcome,
      }),
    ),
    clear: assign(({ context }) => PAYMENT_VERIFICATION_INITIAL.context({ settings: context.settings })),
  },
}).createMachine({
  id: "paymentVerification",
  context: ({ input }) => PAYMENT_VERIFICATION_INITIAL.context(input),
  initial: PAYMENT_VERIFICATION_INITIAL.state,
  on: {
    "purchase.cancelled": { guard: "isThisPurchase", target: ".idle", actions: "clear" },
  },
  states: {
    idle: {
      on: {
        "payment.submitted": { target: "submitting", actions: "startCharge" },
        "payment.paidElsewhere": paidElsewhere,
      },
    },
    submitting: {
      invoke: {
        src: "charge",
        input: ({ context, event }) => {
          assertEvent(event, "payment.submitted")
          return {
            requestedBy: event.tab,
            idProcesoDeCompra: context.idProcesoDeCompra ?? 0,
            formRef: event.formRef,
            nFormaDePago: event.nFormaDePago,
            nCuotas: event.nCuotas,
          }
        },
      },
      on: {
        "payment.chargeAnswered": byStatus.map((t) => ({ ...t, actions: ["keepStatus", "scheduleFirstPoll"] })),
        "api.failed": {
          guard: { type: "failedHere", params: { operation: "charge" } },
          target: "failed",
          actions: "showRequestError",
        },
      },
    },
    verifying: waitingForNextPoll,
    processing: waitingForNextPoll,
    polling: {
      tags: ["inProgress"],
      entry: "countPoll",
      invoke: {
        src: "getPaymentStatus",
        input: ({ context, event }) => ({ requestedBy: event.tab, idProcesoDeCompra: context.idProcesoDeCompra ?? 0 }),
      },
      on: {
        "payment.statusReceived": byStatus.map((t) => ({ ...t, actions: "keepStatus" })),
        // A lost answer counts as a poll; polling goes on until the attempts run out.
        "api.failed": [
          { guard: and([statusCallFailed, "pollsExhausted"]), target: "delayed" },
          { guard: statusCallFailed, target: "verifying" },
        ],
      },
    },
    awaiting3ds: {
      tags: ["inProgress"],
      on: {
        "payment.threeDsCompleted": { target: "verifying", actions: "restartPolling" },
        "payment.cancelRequested": "cancelling",
      },
    },
    cancelling: {
      invoke: {
        src: "cancelCharge",
        input: ({ context, event }) => ({ requestedBy: event.tab, idProcesoDeCompra: context.idProcesoDeCompra ?? 0 }),
      },
      on: {
        "api.chargeCancelled": "cancelled",
        "api.failed": { guard: { type: "failedHere", params: { operation: "cancelCharge" } }, target: "delayed" },
      },
    },
    // A paid purchase keeps its outcome (the confirmation page shows its order) until the next purchase pays.
    successful: {
      tags: ["outcome"],
      entry: { type: "announce", params: { outcome: "successful" } },
      on: { "payment.submitted": { guard: "isAnotherPurchase", target: "submitting", actions: "startCharge" } },
    },
    pendingConfirmation: {
      tags: ["outcome"],
      entry: { type: "announce", params: { outcome: "pendingConfirmation" } },
      on: { "payment.submitted": { guard: "isAnotherPurchase", target: "submitting", actions: "startCharge" } },
    },
    failed: {
      tags: ["outcome"],
      entry: { type: "announce", params: { outcome: "failed" } },
      // A declined card keeps the hold: the shopper may pay again with another card, or by link.
      on: {
        "payment.submitted": { target: "submitting", actions: "startCharge" },
        "payment.paidElsewhere": paidElsewhere,
      },
    },
    cancelled: {
      tags: ["outcome"],
      entry: { type: "announce", params: { outcome: "cancelled" } },
      on: {
        "payment.submitted": { target: "submitting", actions: "startCharge" },
        "payment.paidElsewhere": paidElsewhere,
      },
    },
    delayed: {
      tags: ["outcome"],
      entry: { type: "announce", params: { outcome: "delayed" } },
      on: { "payment.retryRequested": { target: "verifying", actions: "restartPolling" } },
    },
  },
})
