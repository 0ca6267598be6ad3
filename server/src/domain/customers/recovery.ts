import { randomInt } from "node:crypto"
import {
  AccountRefused,
  type AnswerLanguage,
  type RecoveryCodeRequest,
  type ResetPasswordRequest,
} from "@boleteria/core"
import type { ServerDeps } from "../../deps.js"
import { textsIn } from "../../i18n/texts.js"
import { recoveryCodeMail } from "../../mail/messages.js"
import { forgetAccountThrottles } from "../../security/loginThrottle.js"
import { hashPassword, verifyPassword } from "../../security/passwords.js"
import { accountKey, forgetFailures } from "../../security/rateLimit.js"
import { setPasswordHash } from "../../store/customers/accounts.js"
import { countRecoveryTry, saveRecoveryCode, useRecoveryCode } from "../../store/customers/recovery.js"
import { findAccountByEmail } from "./accounts.js"
import { endSessions } from "./sessions.js"

const RECOVERY_CODE_MINUTES = 15
const RECOVERY_MAX_ATTEMPTS = 5
const invalidCode = () => new AccountRefused({ key: "problems.account.invalidRecoveryCode" })

/**
 * POST /v2/Cliente/CodigoRecupero. The answer is the same whether the e-mail has an account or
 * not, and the code is hashed either way so both take about the same time. The code is kept
 * only as a password hash (argon2id, salted): six digits are few, a plain SHA would fall to a table dump.
 * The mail speaks the language of the request (the shop's Accept-Language): the shopper asking reads it.
 */
export const sendRecoveryCode = async (
  deps: ServerDeps,
  request: RecoveryCodeRequest,
  language: AnswerLanguage,
): Promise<string> => {
  const now = deps.now()
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0")
  const [account, codeHash] = await Promise.all([
    findAccountByEmail(deps.db, request.cEmail),
    hashPassword(code, deps.passwordCost),
  ])
  // The same answer whether or not the e-mail has an account: it tells a stranger nothing.
  const sent = textsIn(language)("answers.recoverySent")
  if (account === null) return sent
  await saveRecoveryCode(deps.db, account.id, codeHash, new Date(now + RECOVERY_CODE_MINUTES * 60_000))
  await deps.mail.send({ to: account.email, ...recoveryCodeMail(code, RECOVERY_CODE_MINUTES, language) })
  return sent
}

/**
 * POST /v2/Cliente/ModificarClave/CodigoRecupero. Each try is counted before the code is checked,
 * so parallel guesses cannot exceed the limit; a right code works once, then every session ends
 * and the account's login throttles are lifted on every address (the owner proved itself by e-mail).
 */
export const resetPasswordWithCode = async (
  deps: ServerDeps,
  request: ResetPasswordRequest,
): Promise<null | AccountRefused> => {
  const account = await findAccountByEmail(deps.db, request.cEmail)
  if (account === null) return invalidCode()
  const codeHash = await countRecoveryTry(deps.db, account.id, new Date(deps.now()), RECOVERY_MAX_ATTEMPTS)
  if (codeHash === null || !(await verifyPassword(request.cCodigo.trim(), codeHash))) return invalidCode()
  if (!(await useRecoveryCode(deps.db, account.id, codeHash))) return invalidCode()
  await setPasswordHash(deps.db, account.id, await hashPassword(request.cClaveNueva, deps.passwordCost))
  await endSessions(deps.db, account.id, null)
  await forgetFailures(deps.db, accountKey(account.email))
  await forgetAccountThrottles(deps.db, account.email)
  return null
}
