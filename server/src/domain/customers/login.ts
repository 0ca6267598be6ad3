import {
  isRefusal,
  TooManyAttempts,
  WrongCredentials,
  type KeyedText,
  type LoginRequest,
  type LoginResult,
  type ProblemKey,
} from "@boleteria/core"
import type { ServerDeps } from "../../deps.js"
import { beginLoginAttempt, loginSucceeded } from "../../security/loginThrottle.js"
import { hashPassword, needsRehash, verifyPassword, type PasswordCost } from "../../security/passwords.js"
import { replacePasswordHash } from "../../store/customers/accounts.js"
import { findAccountByEmail, loginResultOf, type Account } from "./accounts.js"
import { openSession } from "./sessions.js"

const WRONG_CREDENTIALS = "problems.account.wrongCredentials"
export const TOO_MANY_ATTEMPTS = "problems.account.tooManyAttempts"

/** The wait as a person reads it: seconds under a minute, whole minutes (rounded up) beyond. */
const spokenWait = (seconds: number): KeyedText<ProblemKey> => {
  if (seconds < 60)
    return seconds === 1
      ? { key: "problems.account.wait.second" }
      : { key: "problems.account.wait.seconds", params: { count: seconds } }
  const minutes = Math.ceil(seconds / 60)
  return minutes === 1
    ? { key: "problems.account.wait.minute" }
    : { key: "problems.account.wait.minutes", params: { count: minutes } }
}

const decoys = new Map<string, Promise<string>>()

/** A hash to check against when the e-mail has no account, so both cases take the same time. */
const decoyHash = (cost: PasswordCost): Promise<string> => {
  const key = `${cost.memoryCost}/${cost.timeCost}/${cost.parallelism}`
  const existing = decoys.get(key)
  if (existing !== undefined) return existing
  const created = hashPassword("no hay cuenta con este e-mail", cost)
  decoys.set(key, created)
  return created
}

/** Checks the password of an account, or of nobody, in the same time; false for no account. */
const passwordMatches = async (passwordHash: string | null, password: string, cost: PasswordCost): Promise<boolean> => {
  if (passwordHash !== null) return verifyPassword(password, passwordHash)
  await verifyPassword(password, await decoyHash(cost))
  return false
}

/**
 * The account behind an e-mail and password (the shop's login and the reference identity provider's).
 * Failures slow down their (account, client address) pair and count against the address, never
 * against the account as a whole: a stranger failing elsewhere cannot lock the owner out. One
 * message for a wrong e-mail and a wrong password, so the answer does not tell which accounts exist.
 */
export const checkCredentials = async (
  deps: ServerDeps,
  request: LoginRequest,
  clientAddress: string,
): Promise<Account | TooManyAttempts | WrongCredentials> => {
  const attempt = await beginLoginAttempt(deps.db, request.cEmail, clientAddress, deps.now())
  if ("retryAfterSeconds" in attempt)
    return new TooManyAttempts({
      key: "problems.account.tooManyAttemptsWait",
      params: { wait: spokenWait(attempt.retryAfterSeconds) },
      retryAfterSeconds: attempt.retryAfterSeconds,
    })
  const found = await findAccountByEmail(deps.db, request.cEmail)
  const matches = await passwordMatches(found?.passwordHash ?? null, request.cClave, deps.passwordCost)
  if (found === null || !matches) return new WrongCredentials({ key: WRONG_CREDENTIALS })
  await loginSucceeded(deps.db, attempt)
  await upgradeHash(deps, found, request.cClave)
  return found
}

/**
 * A hash made before argon2id (scrypt) or at a lower cost is made again now that the password is
 * at hand; it replaces only the hash that was checked, so a password changed meanwhile stays.
 */
const upgradeHash = async (deps: ServerDeps, account: Account, password: string): Promise<void> => {
  if (!needsRehash(account.passwordHash, deps.passwordCost)) return
  await replacePasswordHash(deps.db, account.id, account.passwordHash, await hashPassword(password, deps.passwordCost))
}

/** POST /v2/Cliente/Ingreso/Token. */
export const logIn = async (
  deps: ServerDeps,
  request: LoginRequest,
  clientAddress: string,
): Promise<LoginResult | TooManyAttempts | WrongCredentials> => {
  const found = await checkCredentials(deps, request, clientAddress)
  if (isRefusal(found)) return found
  const token = await openSession(deps.db, found.id, deps.now(), deps.tenant.session.validityMinutes)
  return loginResultOf(token, found)
}
