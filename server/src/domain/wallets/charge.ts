import {
  CheckoutChoiceNotFound,
  formatMoney,
  isRefusal,
  PaymentRefused,
  repricingProblem,
  WALLET_CARD_BIN,
  type AnswerLanguage,
  type PaymentStatus,
  type Refusal,
  type WalletChargeRequest,
  type WalletProviderId,
} from "@boleteria/core"
import type { ServerDeps } from "../../deps.js"
import type { Queryable } from "../../db/database.js"
import { textsIn } from "../../i18n/texts.js"
import { findProcess, type PurchaseCaller } from "../process/access.js"
import { readyToPay } from "../process/charge.js"
import { refusingTransaction } from "../transaction.js"
import { IN_FLIGHT, isRetryable, paymentStatusOf } from "../process/chargeRecord.js"
import { chargeOf } from "../../store/payments/charges.js"
import { limitProblemOf, offeredMethods, type MethodRow } from "./methods.js"

export type WalletDeps = Pick<ServerDeps, "db" | "providers" | "tenant" | "now" | "mail" | "log"> & {
  /** The secret wallet notifications are signed with (notificationSignature.ts). */
  readonly notificationSecret: string
}

/**
 * A wallet charge has no card: core's WALLET_CARD_BIN, so a bank promotion that asks for its cards
 * does not apply (the places go at full price, once the shopper agreed, as with a card outside it).
 */
export const WALLET_BIN = WALLET_CARD_BIN

/** The offered wallet method `methodId`: 404 if the server has no such method, 400 if it is a card or not offered. */
const walletMethod = async (
  db: Queryable,
  deps: WalletDeps,
  methodId: number,
): Promise<MethodRow | CheckoutChoiceNotFound | PaymentRefused> => {
  const method = (await offeredMethods(db, deps.tenant)).find((row) => row.id === methodId)
  if (method === undefined) {
    const { rows } = await db.query("SELECT 1 FROM payment_methods WHERE id = $1", [methodId])
    if (rows.length === 0)
      return new CheckoutChoiceNotFound({ key: "problems.checkout.noPaymentMethod", params: { method: methodId } })
    return notOffered()
  }
  if (deps.providers.kindOf(method.provider) === "card")
    return new PaymentRefused({ key: "payment.problems.cardNeedsCardForm" })
  return method
}

const notOffered = () => new PaymentRefused({ key: "payment.problems.walletNotOffered" })

/** The method of `provider` the tenant offers (PayPalOrderCreate names the provider, not a method). */
export const offeredMethodOf = async (deps: WalletDeps, provider: WalletProviderId): Promise<number | PaymentRefused> =>
  (await offeredMethods(deps.db, deps.tenant)).find((row) => row.provider === provider)?.id ?? notOffered()

interface WalletAttempt {
  readonly provider: WalletProviderId
  readonly attempt: number
  readonly amount: number
}

type Started = { readonly answered: PaymentStatus } | { readonly started: WalletAttempt }

/**
 * Transaction 1, under the process's lock, as Cobrar's: a charge that is not declined or cancelled is
 * answered again; otherwise the method becomes the process's, the purchase must be ready to pay and
 * within the wallet's limits, and the attempt is written in flight.
 */
const startAttempt = (
  deps: WalletDeps,
  processId: number,
  caller: PurchaseCaller,
  request: WalletChargeRequest,
  language: AnswerLanguage,
): Promise<Started | Refusal> =>
  refusingTransaction(deps.db, async (tx): Promise<Started | Refusal> => {
    const now = deps.now()
    const process = await findProcess(tx, processId, caller, { lock: true })
    if (isRefusal(process)) return process
    const existing = await chargeOf(tx, processId)
    if (existing !== null && !isRetryable(existing.state)) return { answered: paymentStatusOf(existing) }
    const methodId = request.nFormaDePago
    const method = await walletMethod(tx, deps, methodId)
    if (isRefusal(method)) return method
    const provider = method.provider as WalletProviderId
    const ready = await readyToPay(tx, { ...process, payment_method: methodId }, now, WALLET_BIN)
    if (isRefusal(ready)) return ready
    const { amounts } = ready
    // A bank promotion the wallet does not keep: only the full price the shopper agreed to is charged.
    if (repricingProblem(request, amounts) !== null)
      return new PaymentRefused({ key: "payment.fullPriceNotAgreedWallet", field: "lSinPromocion" })
    const problem = limitProblemOf(method, amounts.total)
    if (problem !== null) {
      const limit = problem === "MONTO_MENOR_AL_MINIMO" ? method.min_amount : method.max_amount
      return new PaymentRefused({
        key: problem === "MONTO_MENOR_AL_MINIMO" ? "payment.problems.belowMinimum" : "payment.problems.aboveMaximum",
        params: { provider: method.name, amount: formatMoney(Number(limit), deps.tenant.price, language) },
      })
    }
    await tx.query("UPDATE purchase_processes SET payment_method = $2 WHERE id = $1", [processId, methodId])
    const email = await tx.query<{ email: string }>("SELECT email FROM customers WHERE id = $1", [caller.customerId])
    const attempt = (existing?.attempt ?? 0) + 1
    await tx.query(
      `INSERT INTO charges (process_id, state, attempt, card_bin, card_last4, installments, amount, message, settles_at,
                            refunded, email, created_at, updated_at, language, provider, payment_method)
       VALUES ($1, $2, $3, '', '', 1, $4, NULL, NULL, false, $5, $6, $6, $7, $8, $9)
       ON CONFLICT (process_id) DO UPDATE SET
         state = EXCLUDED.state, attempt = EXCLUDED.attempt, card_bin = '', card_last4 = '', installments = 1,
         amount = EXCLUDED.amount, message = NULL, reason = NULL, settles_at = NULL, refunded = false,
         email = EXCLUDED.email, updated_at = EXCLUDED.updated_at, language = EXCLUDED.language,
         provider = EXCLUDED.provider, payment_method = EXCLUDED.payment_method, provider_reference = NULL,
         action_url = NULL`,
      [
        processId,
        IN_FLIGHT,
        attempt,
        amounts.total,
        email.rows[0]?.email ?? null,
        new Date(now),
        language,
        provider,
        methodId,
      ],
    )
    return { started: { provider, attempt, amount: amounts.total } }
  })

/**
 * Cobrar2 (docs/payments.md): pays the purchase with a wallet. As Cobrar, in steps that hold no lock
 * while the wallet answers: the attempt is written in flight; the wallet creates its payment (a
 * preference, a QR intent, an order); the charge then waits PROCESANDO, with the page the shopper
 * pays on, until the wallet's notification settles it (notification.ts). The wallet's own cuotas
 * are chosen on its page.
 */
export const chargeWallet = async (
  deps: WalletDeps,
  processId: number,
  caller: PurchaseCaller,
  request: WalletChargeRequest,
  language: AnswerLanguage,
): Promise<PaymentStatus | Refusal> => {
  const begun = await startAttempt(deps, processId, caller, request, language)
  if (isRefusal(begun)) return begun
  if ("answered" in begun) return begun.answered
  const { provider, attempt, amount } = begun.started
  // Should this throw, the charge stays in flight and refuses changes, as a card's lost answer: the
  // shopper cancels it (Cobrar/Cancelar) or the hold runs out.
  const payment = await deps.providers.wallet(provider).createPayment(
    // What the wallet shows: the shop, not a number of its own (the order's number is the one the shopper keeps).
    {
      processId,
      attempt,
      amount,
      description: textsIn(language)("payment.walletSandbox.purchase", { shop: deps.tenant.name }),
    },
    deps.now(),
  )
  await deps.db.query(
    `UPDATE charges SET state = 'PROCESANDO', provider_reference = $3, action_url = $4, updated_at = $5
      WHERE process_id = $1 AND attempt = $2 AND state = $6`,
    [processId, attempt, payment.reference, payment.actionUrl, new Date(deps.now()), IN_FLIGHT],
  )
  return paymentStatusOf((await chargeOf(deps.db, processId))!)
}
