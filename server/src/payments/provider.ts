import type { PaymentReason } from "@boleteria/core"

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
interface CardDetails {
  readonly number: string
  readonly holder: string
  readonly expiryMonth: number
  readonly expiryYear: number
  readonly securityCode: string
}

export interface ChargeAttempt {
  readonly processId: number
  readonly attempt: number
  readonly amount: number
  readonly installments: number
  readonly card: CardDetails
}

/** A charge the processor has, known by what the server kept of it: BIN and last 4 digits. */
export interface KnownCharge {
  readonly processId: number
  readonly attempt: number
  readonly cardBin: string
  readonly cardLast4: string
  readonly settlesAt: number | null
}

/** The payment-provider port; the sandbox is the built-in implementation. */
export interface PaymentProvider {
  /** Idempotent per (processId, attempt); called outside any database transaction. */
  readonly authorize: (attempt: ChargeAttempt, now: number) => Promise<ProviderAnswer>
  /**
   * The state of a charge that was PROCESANDO or waited for 3-D Secure, or whose authorize answer
   * was lost (VERIFICANDO); a processor that never received that attempt answers RECHAZADO.
   */
  readonly status: (charge: KnownCharge, now: number) => Promise<ProviderAnswer>
  /** The shopper finished the 3-D Secure step on the provider's page. */
  readonly confirmThreeDs: (charge: KnownCharge, now: number) => Promise<ProviderAnswer>
  readonly refund: (charge: KnownCharge, amount: number) => Promise<void>
}
