/**
 * Card numbers every sandbox payment processor (the memory Api, the reference server) recognises,
 * so that one test suite can drive each outcome. Any other number is declined.
 */
export const SandboxCard = {
  approves: "4509953566233704",
  declines: "4000000000000002",
  /** Stays PROCESANDO for a few status polls, then APROBADO. */
  settlesLater: "5031755734530604",
} as const

export const SANDBOX_DECLINE_MESSAGE = "Fondos insuficientes"
