import {
  birthDateProblem,
  calendarDateAt,
  TENANT_TIME_ZONE,
  type BirthDate,
  type customerEndpoints,
} from "@boleteria/core"
import type { ServerDeps } from "../deps.js"
import { updatePersonalData } from "../domain/customers/accounts.js"
import { addAddress, changeAddress, removeAddress } from "../domain/customers/addresses.js"
import { logIn } from "../domain/customers/login.js"
import { changePassword } from "../domain/customers/passwordChange.js"
import { addPhone, changePhone, removePhone } from "../domain/customers/phones.js"
import { customerProfile } from "../domain/customers/profile.js"
import { resetPasswordWithCode, sendRecoveryCode } from "../domain/customers/recovery.js"
import { signUp } from "../domain/customers/signUp.js"
import { requireCustomer } from "../http/auth.js"
import type { ServerHandlers } from "../http/endpointRoutes.js"
import { fieldProblem, notFound } from "../http/problems.js"
import { clientAddress, trustedProxiesFromEnvironment } from "../security/rateLimit.js"

const NO_ADDRESS = "problems.account.addressNotFound"
const NO_PHONE = "problems.account.phoneNotFound"

/** The customer calls but the external login's (idp/externalLoginRoutes.ts). */
type CustomerHandlers = Pick<
  ServerHandlers,
  Exclude<keyof typeof customerEndpoints, "loginWithExternalCode" | "getExternalProfile">
>

/** /v2/Cliente/…: accounts, sessions, password recovery, addresses and phones (SPEC §7). */
export const customerHandlers = (deps: ServerDeps): CustomerHandlers => {
  const { db } = deps
  // Read once, while the app is built: the login throttle counts per client address.
  const trustedProxies = trustedProxiesFromEnvironment()
  const customer = (token: string | null) => requireCustomer(db, token, deps.now())
  // The request schema checks the date's boxes; how old a shopper may be moves with the calendar.
  const judgeBirthDate = (date: BirthDate | null) => {
    const problem = birthDateProblem(date, calendarDateAt(deps.now(), TENANT_TIME_ZONE))
    if (problem !== null) throw fieldProblem("oFechaNacimiento", problem)
  }

  return {
    login: ({ body }, c) => logIn(deps, body, clientAddress(c, trustedProxies)),
    signUp: ({ body }) => {
      judgeBirthDate(body.oFechaNacimiento)
      return signUp(deps, body)
    },
    getCustomer: async ({ caller }) => customerProfile(db, await customer(caller.token)),
    updatePersonalData: async ({ body, caller }) => {
      const customerId = await customer(caller.token)
      judgeBirthDate(body.oFechaNacimiento)
      await updatePersonalData(db, customerId, body)
      return customerProfile(db, customerId)
    },
    changePassword: async ({ body, caller }) => {
      const customerId = await customer(caller.token)
      // The session was found by this token, so there is one: it is the session kept.
      await changePassword(deps, customerId, caller.token as string, body)
      return null
    },
    requestRecoveryCode: ({ body, caller }) => sendRecoveryCode(deps, body, caller.language),
    resetPassword: async ({ body }) => {
      await resetPasswordWithCode(deps, body)
      return null
    },
    addAddress: async ({ body, caller }) => addAddress(db, await customer(caller.token), body),
    updateAddress: async ({ path, body, caller }) => {
      const saved = await changeAddress(db, await customer(caller.token), path.idClienteDomicilio, body)
      if (saved === null) throw notFound(NO_ADDRESS)
      return saved
    },
    deleteAddress: async ({ path, caller }) => {
      if (!(await removeAddress(db, await customer(caller.token), path.idClienteDomicilio))) throw notFound(NO_ADDRESS)
      return null
    },
    addPhone: async ({ body, caller }) => addPhone(db, await customer(caller.token), body),
    updatePhone: async ({ path, body, caller }) => {
      const saved = await changePhone(db, await customer(caller.token), path.idClienteTelefono, body)
      if (saved === null) throw notFound(NO_PHONE)
      return saved
    },
    deletePhone: async ({ path, caller }) => {
      if (!(await removePhone(db, await customer(caller.token), path.idClienteTelefono))) throw notFound(NO_PHONE)
      return null
    },
  }
}
