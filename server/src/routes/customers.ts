import {
  birthDateProblem,
  calendarDateAt,
  ContactNotFound,
  InvalidRequest,
  TENANT_TIME_ZONE,
  type BirthDate,
  type customerEndpoints,
} from "@boleteria/core"
import type { Database } from "../db/database.js"
import type { ServerDeps } from "../deps.js"
import { updatePersonalData } from "../domain/customers/accounts.js"
import { addresses } from "../domain/customers/addresses.js"
import { logIn } from "../domain/customers/login.js"
import { changePassword } from "../domain/customers/passwordChange.js"
import { phones } from "../domain/customers/phones.js"
import { customerProfile } from "../domain/customers/profile.js"
import { resetPasswordWithCode, sendRecoveryCode } from "../domain/customers/recovery.js"
import { signUp } from "../domain/customers/signUp.js"
import { requireCustomer } from "../http/auth.js"
import type { ServerHandlers } from "../http/endpointRoutes.js"
import { clientAddress, trustedProxiesFromEnvironment } from "../security/rateLimit.js"

const noAddress = () => new ContactNotFound({ key: "problems.account.addressNotFound" })
const noPhone = () => new ContactNotFound({ key: "problems.account.phoneNotFound" })

/** What the routes do with one of the customer's contact lists (domain/customers/contactList.ts). */
interface ContactList<Request, Entry> {
  add(db: Database, customerId: number, fields: Request): Promise<Entry>
  change(db: Database, customerId: number, id: number, fields: Request): Promise<Entry | null>
  remove(db: Database, customerId: number, id: number): Promise<boolean>
}

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
  /** A contact list's calls for the token's customer: another's entry answers as a missing one (404). */
  const contactCalls = <Request, Entry>(book: ContactList<Request, Entry>, missing: () => ContactNotFound) => ({
    add: async (token: string | null, fields: Request) => book.add(db, await customer(token), fields),
    change: async (token: string | null, id: number, fields: Request) =>
      (await book.change(db, await customer(token), id, fields)) ?? missing(),
    remove: async (token: string | null, id: number) =>
      (await book.remove(db, await customer(token), id)) ? null : missing(),
  })
  const addressCalls = contactCalls(addresses, noAddress)
  const phoneCalls = contactCalls(phones, noPhone)
  // The request schema checks the date's boxes; how old a shopper may be moves with the calendar.
  const birthDateRefusal = (date: BirthDate | null): InvalidRequest | null => {
    const problem = birthDateProblem(date, calendarDateAt(deps.now(), TENANT_TIME_ZONE))
    return problem === null ? null : new InvalidRequest({ key: problem, field: "oFechaNacimiento" })
  }

  return {
    login: ({ body }, c) => logIn(deps, body, clientAddress(c, trustedProxies)),
    signUp: async ({ body }) => birthDateRefusal(body.oFechaNacimiento) ?? signUp(deps, body),
    getCustomer: async ({ caller }) => customerProfile(db, await customer(caller.token)),
    updatePersonalData: async ({ body, caller }) => {
      const customerId = await customer(caller.token)
      const refusal = birthDateRefusal(body.oFechaNacimiento)
      if (refusal !== null) return refusal
      await updatePersonalData(db, customerId, body)
      return customerProfile(db, customerId)
    },
    changePassword: async ({ body, caller }) => {
      const customerId = await customer(caller.token)
      // The session was found by this token, so there is one: it is the session kept.
      return changePassword(deps, customerId, caller.token as string, body)
    },
    requestRecoveryCode: ({ body, caller }) => sendRecoveryCode(deps, body, caller.language),
    resetPassword: ({ body }) => resetPasswordWithCode(deps, body),
    addAddress: ({ body, caller }) => addressCalls.add(caller.token, body),
    updateAddress: ({ path, body, caller }) => addressCalls.change(caller.token, path.idClienteDomicilio, body),
    deleteAddress: ({ path, caller }) => addressCalls.remove(caller.token, path.idClienteDomicilio),
    addPhone: ({ body, caller }) => phoneCalls.add(caller.token, body),
    updatePhone: ({ path, body, caller }) => phoneCalls.change(caller.token, path.idClienteTelefono, body),
    deletePhone: ({ path, caller }) => phoneCalls.remove(caller.token, path.idClienteTelefono),
  }
}
