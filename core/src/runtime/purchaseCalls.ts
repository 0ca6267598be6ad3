import * as Effect from "effect/Effect"
import type { CardInstallments } from "../contract/checkout.js"
import type { Credentials } from "../contract/endpoints/wire.js"
import type { PaymentProviderGroup } from "../contract/wallets.js"
import type { ApiShape } from "../ports/Api.js"
import { NetworkError, type ApiFailure } from "../ports/apiErrors.js"

/**
 * The calls a front end makes on one purchase, each carrying the tab's own credentials for it (the
 * purchase's key, the session's token), so a front end never handles the key: another browser's
 * tab, which holds no key for the purchase, is refused (Unauthorized or an ApiError).
 * `tab.purchaseCalls(idProcesoDeCompra).paymentMethods()`; each answer is an Effect that fails
 * with a typed ApiFailure, run with `Effect.runPromise` (or `Effect.result` to keep the failure).
 */
export interface PurchaseCalls {
  /** The payment methods, grouped by provider, and whether each can pay this purchase (GET …/FormasDePago2). */
  readonly paymentMethods: () => Effect.Effect<ReadonlyArray<PaymentProviderGroup>, ApiFailure>
  /** A card's brand and the instalments it may pay in with a method, by its BIN, the first 6 to 8 digits. */
  readonly cardInstallments: (nFormaDePago: number, cardBin: string) => Effect.Effect<CardInstallments, ApiFailure>
}

/** The calls with the credentials the tab holds when each runs (a key the cart gets later is sent). */
export const makePurchaseCalls = (
  api: ApiShape,
  idProcesoDeCompra: number,
  credentials: () => Partial<Credentials>,
): PurchaseCalls => ({
  paymentMethods: () =>
    Effect.suspend(() => api.getPaymentMethods2({ path: { idProcesoDeCompra }, credentials: credentials() })),
  cardInstallments: (nFormaDePago, cardBin) =>
    Effect.suspend(() =>
      api.getCardInstallments({ path: { idProcesoDeCompra, nFormaDePago, cardBin }, credentials: credentials() }),
    ),
})

/**
 * The calls of a tab whose machines may rest: each starts them first, since they restore the key
 * from storage. Machines whose code fails to load are a NetworkError, as the call itself would be.
 */
export const wakingPurchaseCalls = (
  wake: () => Promise<{ readonly purchaseCalls: (idProcesoDeCompra: number) => PurchaseCalls }>,
  idProcesoDeCompra: number,
): PurchaseCalls => {
  const running = Effect.tryPromise({
    try: wake,
    catch: (cause) => new NetworkError({ message: cause instanceof Error ? cause.message : String(cause) }),
  }).pipe(Effect.map((tab) => tab.purchaseCalls(idProcesoDeCompra)))
  return {
    paymentMethods: () => Effect.flatMap(running, (calls) => calls.paymentMethods()),
    cardInstallments: (nFormaDePago, cardBin) =>
      Effect.flatMap(running, (calls) => calls.cardInstallments(nFormaDePago, cardBin)),
  }
}
