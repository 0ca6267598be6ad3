import { AccountRefused, TooManyAttempts, type ChangePasswordRequest } from "@boleteria/core"
import type { ServerDeps } from "../../deps.js"
import { hashPassword, verifyPassword } from "../../security/passwords.js"
import { accountKey, ACCOUNT_MAX_FAILURES, attemptSucceeded, beginAttempt } from "../../security/rateLimit.js"
import { setPasswordHash } from "../../store/customers/accounts.js"
import { accountById } from "./accounts.js"
import { TOO_MANY_ATTEMPTS } from "./login.js"
import { endSessions } from "./sessions.js"

const WRONG_CURRENT_PASSWORD = "problems.account.wrongCurrentPassword"

/**
 * POST /v2/Cliente/Modificar/Clave. A wrong current password counts against the account like a
 * failed login (a stolen session must not become a free password oracle). Every other session
 * of the customer ends; the one that made the change goes on.
 */
export const changePassword = async (
  deps: ServerDeps,
  customerId: number,
  currentToken: string,
  request: ChangePasswordRequest,
): Promise<null | AccountRefused | TooManyAttempts> => {
  const account = await accountById(deps.db, customerId)
  const key = accountKey(account.email)
  const attempt = await beginAttempt(deps.db, [{ key, max: ACCOUNT_MAX_FAILURES }], deps.now())
  if (attempt === null) return new TooManyAttempts({ key: TOO_MANY_ATTEMPTS })
  if (!(await verifyPassword(request.cClaveActual, account.passwordHash)))
    return new AccountRefused({ key: WRONG_CURRENT_PASSWORD })
  await attemptSucceeded(deps.db, attempt, [key])
  await setPasswordHash(deps.db, customerId, await hashPassword(request.cClaveNueva, deps.passwordCost))
  await endSessions(deps.db, customerId, currentToken)
  return null
}
