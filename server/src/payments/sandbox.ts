import { SANDBOX_DECLINE_MESSAGE, SANDBOX_DECLINE_REASON, SandboxCard, type PaymentReason } from "@boleteria/core"
import { randomBytes } from "node:crypto"
import {
  isSavedCardReference,
  type AuthenticationOutcome,
  type CardDetails,
  type ChargeAttempt,
  type KnownCharge,
  type PaymentProvider,
  type ProviderAnswer,
  type RefundPurpose,
  type RefundReceipt,
  type SavedCardReference,
} from "./provider.js"

/** How long a card that settles later stays PROCESANDO. */
export const SANDBOX_SETTLE_MS = 3_000

const SANDBOX_UNKNOWN_CARD_MESSAGE = "Tarjeta no habilitada en el entorno de pruebas"

type Outcome = keyof typeof SandboxCard

const outcomes = Object.entries(SandboxCard) as Array<[Outcome, string]>

/** A test card is told by its number; a charge the server kept, by its BIN and last 4 digits. */
const outcomeOfNumber = (number: string): Outcome | null => outcomes.find(([, card]) => card === number)?.[0] ?? null

const outcomeOfCharge = (charge: Pick<KnownCharge, "cardBin" | "cardLast4">): Outcome | null =>
  outcomes.find(([, card]) => card.startsWith(charge.cardBin) && card.endsWith(charge.cardLast4))?.[0] ?? null

/** A saved card is told, like a charge, by the BIN and last 4 digits that go with its alias. */
const outcomeOfCard = (card: Pick<CardDetails, "number"> | SavedCardReference): Outcome | null =>
  isSavedCardReference(card) ? outcomeOfCharge(card) : outcomeOfNumber(card.number)

/** The sandbox's bank authenticates the 3-D Secure card with a challenge, any other test card frictionlessly. */
const authenticationOf = (card: Pick<CardDetails, "number"> | SavedCardReference): AuthenticationOutcome => {
  const outcome = outcomeOfCard(card)
  if (outcome === null) return "RECHAZADO"
  return outcome === "asksForThreeDs" ? "DESAFIO" : "AUTENTICADO"
}

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
  switch (outcomeOfCard(attempt.card)) {
    case "approves":
    case "approvesOtherBank":
      return answer("APROBADO")
    case "declines":
      return declined(SANDBOX_DECLINE_MESSAGE, SANDBOX_DECLINE_REASON)
    case "settlesLater":
      return answer("PROCESANDO", now + SANDBOX_SETTLE_MS)
    case "asksForThreeDs":
      // Authenticated beforehand (3-D Secure 2, sbs/Payment): no further step.
      return answer(attempt.authenticated === true ? "APROBADO" : "REQUIERE_3DS")
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

/** The sandbox's own account of the refunds it made: one per charge attempt, whatever it was asked. */
export interface SandboxRefunds {
  /** The refunds that moved money for the charges of this process (one per approved attempt and purpose at most). */
  readonly refundsOf: (processId: number) => ReadonlyArray<RefundReceipt>
}

/**
 * Refunds keyed by charge attempt and purpose, as a real processor keys them by an idempotency key:
 * a second request answers the first refund. The ledger lives in this provider (one per server
 * process), as a real processor's lives on its side.
 */
const refundLedger = () => {
  const refunds = new Map<string, RefundReceipt & { readonly processId: number }>()
  return {
    refund: (charge: KnownCharge, amount: number, purpose: RefundPurpose = "payment"): Promise<RefundReceipt> => {
      const key = `${charge.processId}:${charge.attempt}:${purpose}`
      const made = refunds.get(key) ?? {
        processId: charge.processId,
        reference: `SBX-R-${charge.processId}-${charge.attempt}-${randomBytes(4).toString("hex").toUpperCase()}`,
        amount,
      }
      refunds.set(key, made)
      return Promise.resolve({ reference: made.reference, amount: made.amount })
    },
    refundsOf: (processId: number): ReadonlyArray<RefundReceipt> =>
      [...refunds.values()]
        .filter((made) => made.processId === processId)
        .map(({ reference, amount }) => ({ reference, amount })),
  }
}

/**
 * The built-in card processor: no network, so every answer is there at once. The documented test
 * cards (SandboxCard) approve, decline, settle 3 seconds later, ask for 3-D Secure, or stay pending
 * confirmation; any other card is declined. Refunds always succeed, once per charge. A saved card's
 * alias is random: the sandbox keeps nothing, and charges it by the BIN and last 4 that go with it.
 */
export const sandboxProvider = (): PaymentProvider & SandboxRefunds => ({
  id: "TARJETA",
  kind: "card",
  ...refundLedger(),
  authorize: (attempt, now) => Promise.resolve(authorizeAnswer(attempt, now)),
  status: (charge, now) => Promise.resolve(statusAnswer(charge, now)),
  confirmThreeDs: (charge) =>
    Promise.resolve(
      outcomeOfCharge(charge) === "asksForThreeDs"
        ? answer("APROBADO")
        : declined("La verificación 3-D Secure no corresponde a esta tarjeta", "VERIFICACION_3DS_FALLIDA"),
    ),
  saveCard: () => Promise.resolve({ aliasToken: `SBXA${randomBytes(24).toString("base64url")}` }),
  forgetCard: () => Promise.resolve(),
  authenticate: (card) => Promise.resolve(authenticationOf(card)),
})
