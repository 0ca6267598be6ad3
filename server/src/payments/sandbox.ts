import { SANDBOX_DECLINE_MESSAGE, SANDBOX_DECLINE_REASON, SandboxCard, type PaymentReason } from "@boleteria/core"
import type { ChargeAttempt, KnownCharge, PaymentProvider, ProviderAnswer } from "./provider.js"

/** How long a card that settles later stays PROCESANDO. */
export const SANDBOX_SETTLE_MS = 3_000

const SANDBOX_UNKNOWN_CARD_MESSAGE = "Tarjeta no habilitada en el entorno de pruebas"

type Outcome = keyof typeof SandboxCard

const outcomes = Object.entries(SandboxCard) as Array<[Outcome, string]>

/** A test card is told by its number; a charge the server kept, by its BIN and last 4 digits. */
const outcomeOfNumber = (number: string): Outcome | null => outcomes.find(([, card]) => card === number)?.[0] ?? null

const outcomeOfCharge = (charge: KnownCharge): Outcome | null =>
  outcomes.find(([, card]) => card.startsWith(charge.cardBin) && card.endsWith(charge.cardLast4))?.[0] ?? null

const answer = (state: ProviderAnswer["state"], settlesAt: number | null = null): ProviderAnswer => ({
  state,
  message: null,
  reason: null,
  settlesAt,
})

/** A decline: the processor's words, and their code. */
const declined = (message: string, reason: PaymentReason): ProviderAnswer => ({
  state: "RECHAZADO",
  message,
  reason,
  settlesAt: null,
})

const authorizeAnswer = (attempt: ChargeAttempt, now: number): ProviderAnswer => {
  switch (outcomeOfNumber(attempt.card.number)) {
    case "approves":
    case "approvesOtherBank":
      return answer("APROBADO")
    case "declines":
      return declined(SANDBOX_DECLINE_MESSAGE, SANDBOX_DECLINE_REASON)
    case "settlesLater":
      return answer("PROCESANDO", now + SANDBOX_SETTLE_MS)
    case "asksForThreeDs":
      return answer("REQUIERE_3DS")
    case "pendingConfirmation":
      return answer("PENDIENTE_CONFIRMACION")
    case null:
      return declined(SANDBOX_UNKNOWN_CARD_MESSAGE, "TARJETA_NO_HABILITADA")
  }
}

const statusAnswer = (charge: KnownCharge, now: number): ProviderAnswer => {
  switch (outcomeOfCharge(charge)) {
    // Without a settling time, authorize's answer was never recorded: it starts settling now.
    case "settlesLater":
      if (charge.settlesAt === null) return answer("PROCESANDO", now + SANDBOX_SETTLE_MS)
      return now >= charge.settlesAt ? answer("APROBADO") : answer("PROCESANDO", charge.settlesAt)
    case "asksForThreeDs":
      return answer("REQUIERE_3DS")
    case "pendingConfirmation":
      return answer("PENDIENTE_CONFIRMACION")
    case "approves":
    case "approvesOtherBank":
      return answer("APROBADO")
    case "declines":
      return declined(SANDBOX_DECLINE_MESSAGE, SANDBOX_DECLINE_REASON)
    case null:
      return declined(SANDBOX_UNKNOWN_CARD_MESSAGE, "TARJETA_NO_HABILITADA")
  }
}

/**
 * The built-in card processor: no network, no state, so every answer is there at once. The documented
 * test cards (SandboxCard) approve, decline, settle 3 seconds later, ask for 3-D Secure, or stay
 * pending confirmation; any other card is declined. Refunds always succeed.
 */
export const sandboxProvider = (): PaymentProvider => ({
  authorize: (attempt, now) => Promise.resolve(authorizeAnswer(attempt, now)),
  status: (charge, now) => Promise.resolve(statusAnswer(charge, now)),
  confirmThreeDs: (charge) =>
    Promise.resolve(
      outcomeOfCharge(charge) === "asksForThreeDs"
        ? answer("APROBADO")
        : declined("La verificación 3-D Secure no corresponde a esta tarjeta", "VERIFICACION_3DS_FALLIDA"),
    ),
  refund: () => Promise.resolve(),
})
