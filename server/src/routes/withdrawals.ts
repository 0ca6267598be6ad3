import {
  formatWithdrawalLimit,
  WITHDRAWAL_PROBLEM_KEYS,
  WITHDRAWAL_REFUSAL_KEYS,
  type withdrawalEndpoints,
} from "@boleteria/core"
import type { ServerDeps } from "../deps.js"
import {
  claimWithdrawalMail,
  releaseWithdrawalMail,
  requestWithdrawal,
  withdrawalByCode,
  type RecordedWithdrawal,
} from "../domain/withdrawals.js"
import type { ServerHandlers } from "../http/endpointRoutes.js"
import { badRequest, conflict, notFound, tooManyRequests } from "../http/problems.js"
import { DATE_LOCALES } from "../i18n/texts.js"
import { withdrawalMail } from "../mail/withdrawalMail.js"
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
 * e-mail, GET reads a withdrawal by its tracking code. Neither needs a login.
 */
export const withdrawalHandlers = (deps: ServerDeps): Pick<ServerHandlers, keyof typeof withdrawalEndpoints> => {
  const { db } = deps
  // Read once, while the app is built: misses are counted per client address.
  const trustedProxies = trustedProxiesFromEnvironment()

  /** Mails the tracking code once; a mail that cannot go out now goes when the shopper asks again. */
  const mailOnce = async ({ withdrawal, email, language, mailedAt }: RecordedWithdrawal): Promise<void> => {
    if (mailedAt !== null || email === "" || !(await claimWithdrawalMail(db, withdrawal.idPedido, deps.now()))) return
    try {
      await deps.mail.send({ to: email, ...withdrawalMail(withdrawal, deps.tenant.price, language) })
    } catch (error) {
      await releaseWithdrawalMail(db, withdrawal.idPedido)
      deps.log({
        level: "warn",
        message: "withdrawal mail not sent",
        orderId: withdrawal.idPedido,
        error: (error as Error).message,
      })
    }
  }

  return {
    requestWithdrawal: async ({ body, caller }, c) => {
      const limit = { key: `arrepentimiento:ip:${clientAddress(c, trustedProxies)}`, max: ADDRESS_MAX_MISSES }
      const attempt = await beginAttempt(db, [limit], deps.now())
      if (attempt === null) throw tooManyRequests(WITHDRAWAL_PROBLEM_KEYS.tooManyAttempts, RETRY_AFTER_SECONDS)
      const outcome = await requestWithdrawal(db, deps.payments, body, deps.now())
      // Only a miss counts: the pair was right for every other answer.
      if (outcome.kind !== "notFound") await attemptSucceeded(db, attempt, [])
      switch (outcome.kind) {
        case "notFound":
          throw notFound(WITHDRAWAL_PROBLEM_KEYS.notFound)
        case "notWithdrawable":
          throw conflict(WITHDRAWAL_PROBLEM_KEYS.notWithdrawable)
        case "refused":
          // The answer is written in the caller's language: the limit's date is too.
          throw badRequest(WITHDRAWAL_REFUSAL_KEYS[outcome.refusal.reason], {
            date: formatWithdrawalLimit(outcome.refusal.limitAt, DATE_LOCALES[caller.language]),
          })
        case "withdrawn":
          await mailOnce(outcome.recorded)
          return outcome.recorded.withdrawal
      }
    },
    getWithdrawal: async ({ path }) => {
      const recorded = await withdrawalByCode(db, path.cCodigoSeguimiento)
      if (recorded === null) throw notFound(WITHDRAWAL_PROBLEM_KEYS.unknownCode)
      return recorded.withdrawal
    },
  }
}
