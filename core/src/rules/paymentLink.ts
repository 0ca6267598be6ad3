import type { PaymentState } from "../contract/checkout.js"

/** The query parameter of the shop's link page that carries the link's token. */
export const PAYMENT_LINK_QUERY = "clave"

/**
 * The shop's page that pays a purchase by link: SPEC's /linkPago/{idProcesoDeCompra}, the token in
 * the query (the server logs paths only, never queries).
 */
export const paymentLinkPath = (idProcesoDeCompra: number, token: string): string =>
  `/linkPago/${idProcesoDeCompra}?${PAYMENT_LINK_QUERY}=${encodeURIComponent(token)}`

/** The token of a link page's address (its query string), or null when it carries none. */
export const paymentLinkTokenOf = (search: string): string | null => {
  const token = new URLSearchParams(search).get(PAYMENT_LINK_QUERY)
  return token === null || token === "" ? null : token
}

/** The confirmation page a paid link ends at, carrying the link so a reload still shows the recap. */
export const paymentLinkConfirmationPath = (idProcesoDeCompra: number, token: string): string =>
  `/payConfirmLinkPago?idProcesoDeCompra=${idProcesoDeCompra}&${PAYMENT_LINK_QUERY}=${encodeURIComponent(token)}`

/** Where a payment by link stands, in the words of the checkout's payment verification (SPEC §4). */
export type LinkPaymentPhase =
  | "idle"
  | "verifying"
  | "processing"
  | "awaiting3ds"
  | "successful"
  | "pendingConfirmation"
  | "failed"
  | "cancelled"
  | "delayed"

const PHASE_OF_STATE: Readonly<Record<PaymentState, LinkPaymentPhase>> = {
  VERIFICANDO: "verifying",
  PROCESANDO: "processing",
  REQUIERE_3DS: "awaiting3ds",
  APROBADO: "successful",
  PENDIENTE_CONFIRMACION: "pendingConfirmation",
  RECHAZADO: "failed",
  CANCELADO: "cancelled",
}

/** The phases the link's page polls on: the processor has not decided yet. */
export const isLinkPaymentUnsettled = (phase: LinkPaymentPhase): boolean =>
  phase === "verifying" || phase === "processing" || phase === "awaiting3ds"

/**
 * The phase a charge's state shows after `polls` status polls: still unsettled once the tenant's
 * attempts (SPEC §9: 60) are spent, it is "delayed", and the payer may look again.
 */
export const linkPaymentPhaseOf = (state: PaymentState, polls: number, maxPolls: number): LinkPaymentPhase => {
  const phase = PHASE_OF_STATE[state]
  return isLinkPaymentUnsettled(phase) && polls >= maxPolls ? "delayed" : phase
}
