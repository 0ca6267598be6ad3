import * as Effect from "effect/Effect"
import type { Customer, ExternalProfile, LoginResult } from "../../contract/customer.js"
import type { ResetPasswordRequest, SignUpRequest, UpdatePersonalDataRequest } from "../../contract/requests/index.js"
import { badRequest, conflict, type HttpProblem, unauthorized } from "../problem.js"
import { newSecret, randomDigits } from "../random.js"
import type { CustomerRecord, MemoryStore } from "../store.js"
import { addressOf, listed, phoneOf } from "./contacts.js"

const WRONG_CREDENTIALS = "problems.account.wrongCredentials"
const INVALID_CODE = "problems.account.invalidRecoveryCode"
const RECOVERY_CODE_MINUTES = 15
const RECOVERY_MAX_ATTEMPTS = 5

/** E-mails are one account whatever their case. */
export const findByEmail = (store: MemoryStore, email: string): CustomerRecord | undefined =>
  [...store.customers.values()].find((customer) => customer.email.toLowerCase() === email.toLowerCase())

/** The shop may show the alias instead of the name once there is one. */
const hasAlias = (personal: UpdatePersonalDataRequest): boolean => (personal.cAlias ?? "").trim() !== ""

/** Opens a session as long as the tenant's sessions last and answers the login. */
export const signIn = (store: MemoryStore, customer: CustomerRecord): LoginResult => {
  const token = newSecret()
  store.sessions.set(token, {
    customerId: customer.id,
    expiresAt: store.now() + store.tenant.session.validityMinutes * 60_000,
  })
  return {
    token,
    user: { cNombre: customer.personal.cNombre, cEmail: customer.email, lAlias: hasAlias(customer.personal) },
  }
}

export const signUp = (store: MemoryStore, form: SignUpRequest): Effect.Effect<LoginResult, HttpProblem> => {
  if (findByEmail(store, form.cEmail) !== undefined) return Effect.fail(conflict("signUp.emailTaken"))
  const customer: CustomerRecord = {
    id: store.nextId("customer"),
    email: form.cEmail,
    password: form.cClave,
    personal: {
      cNombre: form.cNombre,
      cApellido: form.cApellido,
      cGenero: form.cGenero,
      cTipoDocumento: form.cTipoDocumento,
      cNumeroDocumento: form.cNumeroDocumento,
      cTipoTelefono: form.cTipoTelefono,
      cTelefono: form.cTelefono,
      oFechaNacimiento: form.oFechaNacimiento,
      cAlias: form.cAlias,
      cUsuarioTelegram: form.cUsuarioTelegram,
      cPais: form.cPais,
    },
    addresses: [],
    phones: [],
  }
  store.customers.set(customer.id, customer)
  return Effect.succeed(signIn(store, customer))
}

/** One message for a wrong e-mail and a wrong password, so the answer does not tell which accounts exist. */
export const logIn = (store: MemoryStore, email: string, password: string): Effect.Effect<LoginResult, HttpProblem> => {
  const customer = findByEmail(store, email)
  return customer === undefined || customer.password !== password
    ? Effect.fail(unauthorized(WRONG_CREDENTIALS))
    : Effect.succeed(signIn(store, customer))
}

export const profileOf = (customer: CustomerRecord): Customer => ({
  idCliente: customer.id,
  cEmail: customer.email,
  ...customer.personal,
  lAlias: hasAlias(customer.personal),
  listaDomicilio: listed(customer.addresses).map(addressOf),
  listaTelefono: listed(customer.phones).map(phoneOf),
})

export const externalProfileOf = (customer: CustomerRecord): ExternalProfile => ({
  idCliente: customer.id,
  cEmail: customer.email,
  cNombre: customer.personal.cNombre,
  cApellido: customer.personal.cApellido,
  cAlias: customer.personal.cAlias,
  lAlias: hasAlias(customer.personal),
})

/** Ends every session of the customer except the one of `keptToken` (null ends them all). */
const endSessions = (store: MemoryStore, customerId: number, keptToken: string | null): void => {
  for (const [token, session] of store.sessions) {
    if (session.customerId === customerId && token !== keptToken) store.sessions.delete(token)
  }
}

/** Modificar/Clave: the current password must be right; every other session of the customer ends. */
export const changePassword = (
  store: MemoryStore,
  customer: CustomerRecord,
  currentToken: string | null,
  current: string,
  next: string,
): Effect.Effect<null, HttpProblem> => {
  if (customer.password !== current) return Effect.fail(badRequest("problems.account.wrongCurrentPassword"))
  customer.password = next
  endSessions(store, customer.id, currentToken)
  return Effect.succeed(null)
}

/** Where the memory backend "e-mails" recovery codes. */
export type RecoveryOutbox = (cEmail: string, cCodigo: string) => void

/** CodigoRecupero: a code lasting 15 minutes, when the e-mail has an account (the answer does not tell). */
export const sendRecoveryCode = (store: MemoryStore, email: string, outbox: RecoveryOutbox): void => {
  const customer = findByEmail(store, email)
  if (customer === undefined) return
  const code = randomDigits(6)
  store.recoveryCodes.set(customer.id, { code, expiresAt: store.now() + RECOVERY_CODE_MINUTES * 60_000, attempts: 0 })
  outbox(customer.email, code)
}

/** ModificarClave/CodigoRecupero: each try counts (five at most); a right code works once, then every session ends. */
export const resetPassword = (store: MemoryStore, request: ResetPasswordRequest): Effect.Effect<null, HttpProblem> => {
  const customer = findByEmail(store, request.cEmail)
  const recovery = customer === undefined ? undefined : store.recoveryCodes.get(customer.id)
  if (
    customer === undefined ||
    recovery === undefined ||
    recovery.expiresAt <= store.now() ||
    recovery.attempts >= RECOVERY_MAX_ATTEMPTS
  ) {
    return Effect.fail(badRequest(INVALID_CODE))
  }
  recovery.attempts += 1
  if (recovery.code !== request.cCodigo) return Effect.fail(badRequest(INVALID_CODE))
  store.recoveryCodes.delete(customer.id)
  customer.password = request.cClaveNueva
  endSessions(store, customer.id, null)
  return Effect.succeed(null)
}
