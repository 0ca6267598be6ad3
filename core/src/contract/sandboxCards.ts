/**
 * Card numbers every sandbox payment processor (the memory Api, the reference server) recognises,
 * so that one test suite can drive each outcome. Any other number is declined.
 */
export const SandboxCard = {
  approves: "4509953566233704",
  declines: "4000000000000002",
  /** Stays PROCESANDO for a few status polls, then APROBADO. */
  settlesLater: "5031755734530604",
  /** Asks for a 3-D Secure step (REQUIERE_3DS); approved once the shopper completes it. */
  asksForThreeDs: "4000000000003220",
  /** The processor answers PENDIENTE_CONFIRMACION and keeps it so: the bank confirms later, by hand. */
  pendingConfirmation: "5275710000000001",
} as const

export const SANDBOX_DECLINE_MESSAGE = "Fondos insuficientes"
