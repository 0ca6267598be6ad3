import * as Effect from "effect/Effect"
import type { customerEndpoints } from "../../contract/endpoints/customer.js"
import { requireCustomer } from "../access.js"
import {
  changePassword,
  externalProfileOf,
  findByEmail,
  logIn,
  profileOf,
  resetPassword,
  sendRecoveryCode,
  signIn,
  signUp,
  type RecoveryOutbox,
} from "../customers/accounts.js"
import { addContact, addressOf, changeContact, phoneOf, removeContact } from "../customers/contacts.js"
import { fieldProblem, notFound, unauthorized, type SayAnswer } from "../problem.js"
import { birthDateProblem } from "../../rules/birthdate.js"
import { TENANT_TIME_ZONE } from "../../rules/calendarDate.js"
import { calendarDateAt } from "../../rules/zonedTime.js"
import type { BirthDate } from "../../contract/customer.js"
import type { MemoryStore } from "../store.js"
import type { HandlersOf } from "./handler.js"

const NO_ADDRESS = "problems.account.addressNotFound"
const NO_PHONE = "problems.account.phoneNotFound"
const NO_EXTERNAL_LOGIN = "problems.account.noExternalLogin"

const withoutDefault = <F extends { readonly lPredeterminado: boolean }>({ lPredeterminado: _default, ...fields }: F) =>
  fields

/**
 * /v2/Cliente/…: accounts, sessions, password recovery, addresses and phones. `externalCodes` maps
 * each unused one-time code of the external identity provider to its customer's e-mail.
 */
/** As the server: the schema checks the boxes, the store's clock how old a shopper may be. */
const judgeBirthDate = (store: MemoryStore, date: BirthDate | null) => {
  const problem = birthDateProblem(date, calendarDateAt(store.now(), TENANT_TIME_ZONE))
  return problem === null ? Effect.void : Effect.fail(fieldProblem("oFechaNacimiento", problem))
}

export const customerHandlers = (
  store: MemoryStore,
  outbox: RecoveryOutbox,
  externalCodes: Map<string, string>,
  say: SayAnswer,
): HandlersOf<typeof customerEndpoints> => {
  const requireExternalLogin = Effect.suspend(() =>
    store.tenant.loginSystem === "EXTERNAL_LOGIN" ? Effect.void : Effect.fail(notFound(NO_EXTERNAL_LOGIN)),
  )
  return {
    login: ({ body }) => logIn(store, body.cEmail, body.cClave),
    loginWithExternalCode: ({ body }) =>
      Effect.flatMap(requireExternalLogin, () => {
        const email = externalCodes.get(body.code)
        externalCodes.delete(body.code)
        const customer = email === undefined ? undefined : findByEmail(store, email)
        return customer === undefined
          ? Effect.fail(unauthorized("problems.account.invalidLoginCode"))
          : Effect.succeed(signIn(store, customer))
      }),
    getExternalProfile: ({ caller }) =>
      Effect.flatMap(requireExternalLogin, () => Effect.map(requireCustomer(store, caller), externalProfileOf)),
    signUp: ({ body }) => Effect.flatMap(judgeBirthDate(store, body.oFechaNacimiento), () => signUp(store, body)),
    getCustomer: ({ caller }) => Effect.map(requireCustomer(store, caller), profileOf),
    updatePersonalData: ({ body, caller }) =>
      Effect.map(
        Effect.tap(requireCustomer(store, caller), () => judgeBirthDate(store, body.oFechaNacimiento)),
        (customer) => {
          customer.personal = body
          return profileOf(customer)
        },
      ),
    changePassword: ({ body, caller }) =>
      Effect.flatMap(requireCustomer(store, caller), (customer) =>
        changePassword(store, customer, caller.token, body.cClaveActual, body.cClaveNueva),
      ),
    // The same answer whether the e-mail has an account or not.
    requestRecoveryCode: ({ body, caller }) =>
      Effect.sync(() => {
        sendRecoveryCode(store, body.cEmail, outbox)
        return say(caller.language, "answers.recoverySent")
      }),
    resetPassword: ({ body }) => resetPassword(store, body),
    addAddress: ({ body, caller }) =>
      Effect.map(requireCustomer(store, caller), (customer) =>
        addressOf(addContact(customer.addresses, store.nextId("address"), withoutDefault(body), body.lPredeterminado)),
      ),
    updateAddress: ({ path, body, caller }) =>
      Effect.flatMap(requireCustomer(store, caller), (customer) => {
        const entry = changeContact(
          customer.addresses,
          path.idClienteDomicilio,
          withoutDefault(body),
          body.lPredeterminado,
        )
        return entry === undefined ? Effect.fail(notFound(NO_ADDRESS)) : Effect.succeed(addressOf(entry))
      }),
    deleteAddress: ({ path, caller }) =>
      Effect.flatMap(requireCustomer(store, caller), (customer) =>
        removeContact(customer.addresses, path.idClienteDomicilio)
          ? Effect.succeed(null)
          : Effect.fail(notFound(NO_ADDRESS)),
      ),
    addPhone: ({ body, caller }) =>
      Effect.map(requireCustomer(store, caller), (customer) =>
        phoneOf(addContact(customer.phones, store.nextId("phone"), withoutDefault(body), body.lPredeterminado)),
      ),
    updatePhone: ({ path, body, caller }) =>
      Effect.flatMap(requireCustomer(store, caller), (customer) => {
        const entry = changeContact(customer.phones, path.idClienteTelefono, withoutDefault(body), body.lPredeterminado)
        return entry === undefined ? Effect.fail(notFound(NO_PHONE)) : Effect.succeed(phoneOf(entry))
      }),
    deletePhone: ({ path, caller }) =>
      Effect.flatMap(requireCustomer(store, caller), (customer) =>
        removeContact(customer.phones, path.idClienteTelefono) ? Effect.succeed(null) : Effect.fail(notFound(NO_PHONE)),
      ),
  }
}
