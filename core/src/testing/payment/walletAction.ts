import type { PaymentState, ProviderAction } from "../../contract/checkout.js"
import type { WalletProviderId } from "../../contract/wallets.js"
import { PROVIDER_FLOW } from "../../rules/paymentProviders.js"

/** While a wallet payment waits for the shopper: its page, or its QR code, as the reference server answers it. */
export const walletActionOf = (
  state: PaymentState,
  wallet: { readonly provider: WalletProviderId; readonly actionUrl: string },
): ProviderAction | null => {
  if (state !== "PROCESANDO") return null
  const qr = PROVIDER_FLOW[wallet.provider] === "QR"
  return {
    cTipo: qr ? "QR" : "REDIRECCION",
    cUrl: wallet.actionUrl,
    cUrlImagenQr: qr ? `${wallet.actionUrl}/qr.svg` : null,
  }
}
