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
import { emailOfCustomer } from "../../store/customers/accounts.js"
import { methodExists, type MethodRow } from "../../store/payments/offeredMethods.js"
import { choosePaymentMethod } from "../../store/purchases/processes.js"
import { awaitWalletPayment, writeWalletAttempt } from "../../store/payments/wallets.js"
import { limitProblemOf, offeredMethods } from "./methods.js"

export type WalletDeps = Pick<ServerDeps, "db" | "providers" | "tenant" | "now" | "mail" | "log">

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
    if (!(await methodExists(db, methodId)))
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
    await choosePaymentMethod(tx, processId, methodId)
    const email = caller.customerId === null ? null : await emailOfCustomer(tx, caller.customerId)
    const attempt = (existing?.attempt ?? 0) + 1
    await writeWalletAttempt(
      tx,
      { processId, state: IN_FLIGHT, attempt, amount: amounts.total, email, language, provider, methodId },
      new Date(now),
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
  await awaitWalletPayment(deps.db, { processId, attempt, state: IN_FLIGHT }, payment, new Date(deps.now()))
  return paymentStatusOf((await chargeOf(deps.db, processId))!)
}
