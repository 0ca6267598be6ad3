import type { PaymentProviderId, PaymentReason, WalletProviderId } from "@boleteria/core"

/** What the card processor decided about one charge attempt. */
export interface ProviderAnswer {
  readonly state: "APROBADO" | "RECHAZADO" | "PROCESANDO" | "REQUIERE_3DS" | "PENDIENTE_CONFIRMACION"
  /** The processor's words on a decline. */
  readonly message: string | null
  /** Why it declined, as a code the shop says in the shopper's language (PaymentStatus.cMotivo). */
  readonly reason: PaymentReason | null
  /** For PROCESANDO: when the processor will have settled it. */
  readonly settlesAt: number | null
}

/** The card as the processor sees it. It lives only for the call: never stored, never logged. */
export interface CardDetails {
  readonly number: string
  readonly holder: string
  readonly expiryMonth: number
  readonly expiryYear: number
  readonly securityCode: string
}

/**
 * A saved card as the processor knows it: by the alias token it answered when saving it. BIN and
 * last 4 go with it (what the server keeps of every charge), which is all the sandbox needs.
 */
export interface SavedCardReference {
  readonly aliasToken: string
  readonly cardBin: string
  readonly cardLast4: string
}

export const isSavedCardReference = (
  card: Pick<CardDetails, "number"> | SavedCardReference,
): card is SavedCardReference => "aliasToken" in card

export interface ChargeAttempt {
  readonly processId: number
  readonly attempt: number
  readonly amount: number
  readonly installments: number
  readonly card: CardDetails | SavedCardReference
  /** The card passed a 3-D Secure 2 authentication first (sbs/Payment): the processor asks for no further step. */
  readonly authenticated?: boolean
}

/** What a 3-D Secure 2 authentication of a card gives: frictionless, a challenge first, or a refusal. */
export type AuthenticationOutcome = "AUTENTICADO" | "DESAFIO" | "RECHAZADO"

/** A charge the processor has, known by what the server kept of it: BIN and last 4 digits. */
export interface KnownCharge {
  readonly processId: number
  readonly attempt: number
  readonly cardBin: string
  readonly cardLast4: string
  readonly settlesAt: number | null
  /** Who took the money: a wallet's charge is given back by the wallet (registry.ts). */
  readonly provider: PaymentProviderId
  /** A wallet charge's reference at the wallet. */
  readonly providerReference?: string | null
}

/**
 * What a refund is for, as a real processor's idempotency key names it: the same charge may be
 * refunded once per purpose (a late payment, an exchange's difference, a withdrawal of what is left).
 */
export type RefundPurpose = "payment" | "exchange" | "withdrawal"

/** The id a card processor is registered by: whichever provider id is no wallet's. */
type CardProviderId = Exclude<PaymentProviderId, WalletProviderId>

/** The card processor's port (registered by its id, registry.ts); the sandbox is the built-in implementation. */
export interface PaymentProvider {
  readonly id: CardProviderId
  readonly kind: "card"
  /** Idempotent per (processId, attempt); called outside any database transaction. */
  readonly authorize: (attempt: ChargeAttempt, now: number) => Promise<ProviderAnswer>
  /**
   * The state of a charge that was PROCESANDO or waited for 3-D Secure, or whose authorize answer
   * was lost (VERIFICANDO); a processor that never received that attempt answers RECHAZADO.
   */
  readonly status: (charge: KnownCharge, now: number) => Promise<ProviderAnswer>
  /** The shopper finished the 3-D Secure step on the provider's page. */
  readonly confirmThreeDs: (charge: KnownCharge, now: number) => Promise<ProviderAnswer>
  /**
   * Gives `amount` of a charge back to its card. Idempotent per charge attempt and purpose ("payment"
   * when not said): asked again, by a retry or a second request, the processor answers the refund it
   * already made and moves no money. Called inside the transaction that records the refund, so a
   * refund the server never recorded is simply asked for again.
   */
  readonly refund: (charge: KnownCharge, amount: number, purpose?: RefundPurpose) => Promise<RefundReceipt>
  /** Keeps a card for later charges (tokenization): answers its alias token, the only reference stored. */
  readonly saveCard: (card: CardDetails) => Promise<{ readonly aliasToken: string }>
  /** Forgets a saved card: its alias charges nothing any more. */
  readonly forgetCard: (card: SavedCardReference) => Promise<void>
  /** The bank's 3-D Secure 2 authentication of a card (after its device-data step). */
  readonly authenticate: (card: Pick<CardDetails, "number"> | SavedCardReference) => Promise<AuthenticationOutcome>
}

/** A refund as the processor made it: its reference, and what went back. */
export interface RefundReceipt {
  readonly reference: string
  readonly amount: number
}
