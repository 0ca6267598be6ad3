import type { PaymentVerificationContext, PaymentVerificationInput } from "./paymentVerification.types.js"

/** Where payment verification starts; runtime/lazy shows the same before the machine loads. */
export const PAYMENT_VERIFICATION_INITIAL = {
  state: "idle",
  context: ({ settings }: PaymentVerificationInput): PaymentVerificationContext => ({
    settings,
    idProcesoDeCompra: null,
    card: null,
    polls: 0,
    nextPollAt: null,
    status: null,
    message: null,
  }),
} as const
