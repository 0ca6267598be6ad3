import { PROVIDER_FLOW, type PaymentState, type PaymentStatus, type ProviderAction } from "@boleteria/core"
import type { KnownCharge } from "../../payments/provider.js"
import type { ChargeRow } from "../../store/payments/charges.js"

/**
 * Whether a wallet takes this charge: a wallet's charge names the wallet method it pays with
 * (Cobrar2), a card's none (it pays with the purchase's card method, Cobrar).
 */
export const isWalletCharge = (charge: Pick<ChargeRow, "payment_method">): boolean => charge.payment_method !== null

/**
 * Written before the processor is called and kept until its answer is recorded: the payment
 * verification polls it (core's "verifying"), and, unlike PROCESANDO, it says the processor has not
 * answered yet, so any answer it gives is news to record.
 */
export const IN_FLIGHT = "VERIFICANDO" satisfies PaymentState

/** A declined or cancelled charge may be tried again; any other is the process's one charge. */
export const isRetryable = (state: PaymentState): boolean => state === "RECHAZADO" || state === "CANCELADO"

export const knownCharge = (charge: ChargeRow): KnownCharge => ({
  processId: charge.process_id,
  attempt: charge.attempt,
  cardBin: charge.card_bin,
  cardLast4: charge.card_last4,
  settlesAt: charge.settles_at?.getTime() ?? null,
  provider: charge.provider,
  providerReference: charge.provider_reference,
})

/** Where the shopper completes a 3-D Secure step: in the sandbox, straight to the return page's server side. */
const threeDsUrl = (processId: number): string => `/bancard/finish3ds/${processId}`

/** While a wallet payment waits for the shopper: its page, or its QR code (drawn by the sandbox page's server). */
const providerActionOf = (charge: ChargeRow): ProviderAction | null => {
  if (charge.state !== "PROCESANDO" || charge.action_url === null) return null
  const qr = PROVIDER_FLOW[charge.provider] === "QR"
  return {
    cTipo: qr ? "QR" : "REDIRECCION",
    cUrl: charge.action_url,
    cUrlImagenQr: qr ? `${charge.action_url}/qr.svg` : null,
  }
}

/** oData of Cobrar, /v3/procesodecompra/{id} and proceso/confirmacion. */
export const paymentStatusOf = (charge: ChargeRow): PaymentStatus => ({
  idProcesoDeCompra: charge.process_id,
  cEstado: charge.state,
  cMensaje: charge.message,
  cMotivo: charge.reason,
  cUltimos4: charge.card_last4 === "" ? null : charge.card_last4,
  cUrl3DS: charge.state === "REQUIERE_3DS" ? threeDsUrl(charge.process_id) : null,
  idPedido: charge.order_id,
  ...(isWalletCharge(charge) ? { oAccionProveedor: providerActionOf(charge) } : {}),
})
