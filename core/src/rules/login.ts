import { validateEmail } from "./email.js"
import { collectErrors, type FormErrors } from "./formErrors.js"
import type { FieldValue } from "./input.js"
import { validateCurrentPassword } from "./password.js"

export type LoginForm = {
  readonly email: FieldValue
  readonly password: string
}

/** The own-login form: a well-formed e-mail and a password; whether they match is the server's call. */
export const validateLoginForm = (form: LoginForm): FormErrors<keyof LoginForm> =>
  collectErrors<keyof LoginForm>([
    ["email", validateEmail(form.email)],
    ["password", validateCurrentPassword(form.password)],
  ])

/**
 * Where to go after logging in: the `nextUrl` a guarded route asked for, only when it is a path of
 * this shop ("/BuyTicket/12"); an absolute or protocol-relative address ("//evil.example") would
 * let a crafted link send a freshly logged-in shopper to another site.
 */
export const returnPathOf = (nextUrl: string | null | undefined): string => {
  if (nextUrl == null || !nextUrl.startsWith("/") || nextUrl.startsWith("//") || nextUrl.startsWith("/\\")) return "/"
  // eslint-disable-next-line no-control-regex -- control characters are what this test rejects
  return /[\u0000-\u001f]/u.test(nextUrl) ? "/" : nextUrl
}
