import { EmailTaken, type LoginResult, type SignUpRequest } from "@boleteria/core"
import type { ServerDeps } from "../../deps.js"
import { hashPassword } from "../../security/passwords.js"
import { createAccount, loginResultOf } from "./accounts.js"
import { openSession } from "./sessions.js"

/** POST /v2/Cliente/Insertar: creates the account and signs the new customer in. */
export const signUp = async (deps: ServerDeps, form: SignUpRequest): Promise<LoginResult | EmailTaken> => {
  const now = deps.now()
  const passwordHash = await hashPassword(form.cClave, deps.passwordCost)
  const account = await createAccount(deps.db, form, passwordHash, now)
  if (account === null) return new EmailTaken({ key: "signUp.emailTaken" })
  const token = await openSession(deps.db, account.id, now, deps.tenant.session.validityMinutes)
  return loginResultOf(token, account)
}
