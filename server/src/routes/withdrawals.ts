import {
  formatWithdrawalLimit,
  isRefusal,
  NotWithdrawable,
  TooManyAttempts,
  WithdrawalNotFound,
  WithdrawalTooLate,
  WITHDRAWAL_PROBLEM_KEYS,
  WITHDRAWAL_REFUSAL_KEYS,
  type AnswerLanguage,
  type withdrawalEndpoints,
} from "@boleteria/core"
import type { Context } from "hono"
import type { ServerDeps } from "../deps.js"
import { mailWithdrawalOnce } from "../domain/withdrawalMail.js"
import {
  previewWithdrawal,
  requestWithdrawal,
  withdrawableOrdersOf,
  withdrawalByCode,
  type WithdrawalPreviewOutcome,
} from "../domain/withdrawals.js"
import { requireCustomer } from "../http/auth.js"
import type { ServerHandlers } from "../http/endpointRoutes.js"
import { DATE_LOCALES } from "../i18n/texts.js"
import { attemptSucceeded, beginAttempt, clientAddress, trustedProxiesFromEnvironment } from "../security/rateLimit.js"

/**
 * Wrong (order, e-mail) pairs are guesses: at most this many per client address within the failure
 * window (15 minutes), as wrong passwords are counted. Not per order: anyone could then lock a
 * shopper out of their own withdrawal by guessing wrong on purpose.
 */
const ADDRESS_MAX_MISSES = 10
const RETRY_AFTER_SECONDS = 15 * 60

/**
 * The "Botón de arrepentimiento" (docs/withdrawal.md): POST withdraws an order by its number and
 * e-mail (after its preview, which changes nothing), GET reads a withdrawal by its tracking code;
 * none needs a login. A signed-in customer also gets the list of their own withdrawable orders.
 */
export const withdrawalHandlers = (deps: ServerDeps): Pick<ServerHandlers, keyof typeof withdrawalEndpoints> => {
  const { db } = deps
  // Read once, while the app is built: misses are counted per client address.
  const trustedProxies = trustedProxiesFromEnvironment()

  /**
   * Runs one (order, e-mail) pair's call under the misses' limit: the preview and the withdrawal
   * count against the same guesses. Only a miss counts: the pair was right for every other answer.
   */
  const guarded = async <Outcome extends { readonly kind: string }>(
    c: Context,
    run: () => Promise<Outcome>,
  ): Promise<Outcome | TooManyAttempts> => {
    const limit = { key: `arrepentimiento:ip:${clientAddress(c, trustedProxies)}`, max: ADDRESS_MAX_MISSES }
    const attempt = await beginAttempt(db, [limit], deps.now())
    if (attempt === null)
      return new TooManyAttempts({
        key: WITHDRAWAL_PROBLEM_KEYS.tooManyAttempts,
        retryAfterSeconds: RETRY_AFTER_SECONDS,
      })
    const outcome = await run()
    if (outcome.kind !== "notFound") await attemptSucceeded(db, attempt, [])
    return outcome
  }

  /** The refusals the preview and the withdrawal share, as their answers say them. */
  const refusal = (outcome: Exclude<WithdrawalPreviewOutcome, { kind: "preview" }>, language: AnswerLanguage) => {
    switch (outcome.kind) {
      case "notFound":
        return new WithdrawalNotFound({ key: WITHDRAWAL_PROBLEM_KEYS.notFound })
      case "notWithdrawable":
        return new NotWithdrawable({ key: WITHDRAWAL_PROBLEM_KEYS.notWithdrawable })
      case "refused":
        // The answer is written in the caller's language: the limit's date is too.
        return new WithdrawalTooLate({
          key: WITHDRAWAL_REFUSAL_KEYS[outcome.refusal.reason],
          params: { date: formatWithdrawalLimit(outcome.refusal.limitAt, DATE_LOCALES[language]) },
        })
    }
  }

  return {
    requestWithdrawal: async ({ body, caller }, c) => {
      const outcome = await guarded(c, () => requestWithdrawal(db, deps.providers, body, deps.now()))
      if (isRefusal(outcome)) return outcome
      if (outcome.kind !== "withdrawn") return refusal(outcome, caller.language)
      await mailWithdrawalOnce(deps, outcome.recorded)
      return outcome.recorded.withdrawal
    },
    previewWithdrawal: async ({ body, caller }, c) => {
      const outcome = await guarded(c, () => previewWithdrawal(db, body, caller.language, deps.now()))
      if (isRefusal(outcome)) return outcome
      if (outcome.kind !== "preview") return refusal(outcome, caller.language)
      return outcome.preview
    },
    getWithdrawableOrders: async ({ caller }) => {
      const customerId = await requireCustomer(db, caller.token, deps.now())
      return { listaPedido: await withdrawableOrdersOf(db, customerId, caller.language, deps.now()) }
    },
    getWithdrawal: async ({ path }) => {
      const recorded = await withdrawalByCode(db, path.cCodigoSeguimiento)
      return recorded?.withdrawal ?? new WithdrawalNotFound({ key: WITHDRAWAL_PROBLEM_KEYS.unknownCode })
    },
  }
}
