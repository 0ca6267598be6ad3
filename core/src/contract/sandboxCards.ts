import type { PaymentReason } from "./paymentReasons.js"

/**
 * Card numbers every sandbox payment processor (the memory Api, the reference server) recognises,
 * so that one test suite can drive each outcome. Any other number is declined.
 */
export const SandboxCard = {
  /** A Visa of Banco Pampa, the bank of the demo's bank promotion: APROBADO at once. */
  approves: "4509953566233704",
  /** A Visa of Banco del Plata, a bank no promotion names: APROBADO at once (a bank promotion goes back to full price). */
  approvesOtherBank: "4000001234567899",
  declines: "4000000000000002",
  /** Stays PROCESANDO for a few status polls, then APROBADO. */
  settlesLater: "5031755734530604",
  /** Asks for a 3-D Secure step (REQUIERE_3DS); approved once the shopper completes it. */
  asksForThreeDs: "4000000000003220",
  /** The processor answers PENDIENTE_CONFIRMACION and keeps it so: the bank confirms later, by hand. */
  pendingConfirmation: "5275710000000001",
} as const

/** What the sandbox processor says of a card that `declines`: its words, and their code. */
export const SANDBOX_DECLINE_MESSAGE = "Fondos insuficientes"
export const SANDBOX_DECLINE_REASON: PaymentReason = "FONDOS_INSUFICIENTES"
