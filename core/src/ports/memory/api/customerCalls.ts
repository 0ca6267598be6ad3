import * as Effect from "effect/Effect"
import {
  AddressRequest,
  ChangePasswordRequest,
  ExternalCodeRequest,
  LoginRequest,
  PhoneRequest,
  RecoveryCodeRequest,
  ResetPasswordRequest,
  SignUpRequest,
  UpdatePersonalDataRequest,
} from "../../../contract/requests.js"
import type { ApiShape, AuthToken } from "../../Api.js"
import type { ApiError } from "../../apiErrors.js"
import { callOn } from "./call.js"
import {
  authorize,
  changePassword,
  deleteAddress,
  deletePhone,
  historyOf,
  login,
  loginWithExternalCode,
  resetPassword,
  saveAddress,
  savePhone,
  sendRecoveryCode,
  signUp,
} from "./customers.js"
import { validated } from "./failures.js"
import type { CustomerRecord, MemoryStore } from "./store.js"

export type CustomerCalls = Pick<
  ApiShape,
  | "login"
  | "loginWithExternalCode"
  | "signUp"
  | "getCustomer"
  | "updatePersonalData"
  | "changePassword"
  | "requestRecoveryCode"
  | "resetPassword"
  | "addAddress"
  | "updateAddress"
  | "deleteAddress"
  | "addPhone"
  | "updatePhone"
  | "deletePhone"
  | "getOrderHistory"
>

/** Where the memory Api "e-mails" recovery codes. */
export type RecoveryOutbox = (cEmail: string, cCodigo: string) => void

/**
 * Login, sign-up, password recovery and the account pages (/v2/Cliente/…, /v2/Historial2).
 * `externalCodes` maps each unused external-login code to its customer's e-mail.
 */
export const customerCalls = (
  store: MemoryStore,
  outbox: RecoveryOutbox,
  externalCodes: Map<string, string>,
): CustomerCalls => {
  const call = callOn(store)
  /** The token is checked before the body, as the server does. */
  const asCustomer = <A>(token: AuthToken, run: (record: CustomerRecord) => Effect.Effect<A, ApiError>) =>
    call(() => Effect.flatMap(authorize(store, token), run))
  return {
    login: (body) =>
      call(() => Effect.flatMap(validated(LoginRequest, body), (request) => login(store, request.cEmail, request.cClave))),
    loginWithExternalCode: (body) =>
      call(() =>
        Effect.flatMap(validated(ExternalCodeRequest, body), (request) =>
          loginWithExternalCode(store, externalCodes, request.code),
        ),
      ),
    signUp: (body) => call(() => Effect.flatMap(validated(SignUpRequest, body), (form) => signUp(store, form))),
    getCustomer: (token) => asCustomer(token, (record) => Effect.succeed(record.customer)),
    updatePersonalData: (token, body) =>
      asCustomer(token, (record) =>
        Effect.map(validated(UpdatePersonalDataRequest, body), (fields) => {
          record.customer = { ...record.customer, ...fields, lAlias: fields.cAlias !== null }
          return record.customer
        }),
      ),
    changePassword: (token, body) =>
      asCustomer(token, (record) =>
        Effect.flatMap(validated(ChangePasswordRequest, body), (request) =>
          changePassword(record, request.cClaveActual, request.cClaveNueva),
        ),
      ),
    requestRecoveryCode: (body) =>
      call(() =>
        Effect.map(validated(RecoveryCodeRequest, body), (request) => {
          sendRecoveryCode(store, request.cEmail, outbox)
          return "Si el e-mail está registrado, te enviamos un código para cambiar tu contraseña"
        }),
      ),
    resetPassword: (body) =>
      call(() =>
        Effect.flatMap(validated(ResetPasswordRequest, body), (request) =>
          resetPassword(store, request.cEmail, request.cCodigo, request.cClaveNueva),
        ),
      ),
    addAddress: (token, body) =>
      asCustomer(token, (record) =>
        Effect.flatMap(validated(AddressRequest, body), (fields) => saveAddress(store, record, null, fields)),
      ),
    updateAddress: (token, idClienteDomicilio, body) =>
      asCustomer(token, (record) =>
        Effect.flatMap(validated(AddressRequest, body), (fields) => saveAddress(store, record, idClienteDomicilio, fields)),
      ),
    deleteAddress: (token, idClienteDomicilio) => asCustomer(token, (record) => deleteAddress(record, idClienteDomicilio)),
    addPhone: (token, body) =>
      asCustomer(token, (record) =>
        Effect.flatMap(validated(PhoneRequest, body), (fields) => savePhone(store, record, null, fields)),
      ),
    updatePhone: (token, idClienteTelefono, body) =>
      asCustomer(token, (record) =>
        Effect.flatMap(validated(PhoneRequest, body), (fields) => savePhone(store, record, idClienteTelefono, fields)),
      ),
    deletePhone: (token, idClienteTelefono) => asCustomer(token, (record) => deletePhone(record, idClienteTelefono)),
    getOrderHistory: (token) => asCustomer(token, (record) => Effect.sync(() => historyOf(store, record))),
  }
}
