import * as Schema from "effect/Schema"
import { Id } from "../common.js"
import { Address, Customer, ExternalProfile, LoginResult, Phone } from "../customer.js"
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
} from "../requests/customer.js"
import { endpoint } from "./endpoint.js"
import { NoContent } from "./shared.js"

const AddressPath = Schema.Struct({ idClienteDomicilio: Id })
const PhonePath = Schema.Struct({ idClienteTelefono: Id })
const NO_ADDRESS = "No such address in the customer's account"
const NO_PHONE = "No such phone in the customer's account"
const NO_EXTERNAL_LOGIN = "The shop does not use an external login"

/** /v2/Cliente/…: accounts, sessions, password recovery, addresses and phones (SPEC §7). */
export const customerEndpoints = {
  login: endpoint({
    method: "POST",
    path: "/v2/Cliente/Ingreso/Token",
    summary: "Log in: a bearer token valid 180 minutes",
    access: "public",
    body: LoginRequest,
    answer: LoginResult,
    errors: {
      401: "Wrong e-mail or password (one message for both)",
      429: "Too many failed attempts from this address: wait the Retry-After seconds",
    },
  }),
  loginWithExternalCode: endpoint({
    method: "POST",
    path: "/v2/Cliente/Externo/Token",
    summary: "External login: exchanges the one-time code (2 minutes, single use) for a bearer token",
    access: "public",
    body: ExternalCodeRequest,
    answer: LoginResult,
    errors: { 401: "The code is unknown, used or expired", 404: NO_EXTERNAL_LOGIN },
  }),
  getExternalProfile: endpoint({
    method: "GET",
    path: "/v2/Cliente/Externo",
    summary: "External login: the signed-in customer's external profile",
    access: "customer",
    answer: ExternalProfile,
    errors: { 404: NO_EXTERNAL_LOGIN },
  }),
  signUp: endpoint({
    method: "POST",
    path: "/v2/Cliente/Insertar",
    summary: "Sign up; the new customer is logged in",
    access: "public",
    body: SignUpRequest,
    answer: LoginResult,
    errors: { 409: "The e-mail already has an account" },
  }),
  getCustomer: endpoint({
    method: "GET",
    path: "/v2/Cliente/Informacion",
    summary: "The signed-in customer, with addresses and phones",
    access: "customer",
    answer: Customer,
    errors: {},
  }),
  updatePersonalData: endpoint({
    method: "POST",
    path: "/v2/Cliente/Modificar/DatosPersonales",
    summary: "Change personal data (name, document, phone, birthday, alias, Telegram user, country)",
    access: "customer",
    body: UpdatePersonalDataRequest,
    answer: Customer,
    errors: {},
  }),
  changePassword: endpoint({
    method: "POST",
    path: "/v2/Cliente/Modificar/Clave",
    summary: "Change the password; the customer's other sessions end",
    access: "customer",
    body: ChangePasswordRequest,
    answer: NoContent,
    errors: { 400: "The current password is wrong", 429: "Too many wrong current passwords" },
  }),
  requestRecoveryCode: endpoint({
    method: "POST",
    path: "/v2/Cliente/CodigoRecupero",
    summary: "E-mail a recovery code (the same answer whether the e-mail is registered or not)",
    access: "public",
    body: RecoveryCodeRequest,
    answer: Schema.String,
    errors: {},
  }),
  resetPassword: endpoint({
    method: "POST",
    path: "/v2/Cliente/ModificarClave/CodigoRecupero",
    summary: "Set a new password with the e-mailed code; every session ends and the login throttles are lifted",
    access: "public",
    body: ResetPasswordRequest,
    answer: NoContent,
    errors: { 400: "The code is wrong, used or expired" },
  }),
  addAddress: endpoint({
    method: "POST",
    path: "/v2/Cliente/Domicilio/Insertar",
    summary: "Add an address",
    access: "customer",
    body: AddressRequest,
    answer: Address,
    errors: {},
  }),
  updateAddress: endpoint({
    method: "POST",
    path: "/v2/Cliente/Domicilio/{idClienteDomicilio}/Modificar",
    summary: "Change one of the customer's addresses",
    access: "customer",
    params: AddressPath,
    body: AddressRequest,
    answer: Address,
    errors: { 404: NO_ADDRESS },
  }),
  deleteAddress: endpoint({
    method: "POST",
    path: "/v2/Cliente/Domicilio/{idClienteDomicilio}/Eliminar",
    summary: "Remove one of the customer's addresses",
    access: "customer",
    params: AddressPath,
    answer: NoContent,
    errors: { 404: NO_ADDRESS },
  }),
  addPhone: endpoint({
    method: "POST",
    path: "/v2/Cliente/Telefono/Insertar",
    summary: "Add a phone",
    access: "customer",
    body: PhoneRequest,
    answer: Phone,
    errors: {},
  }),
  updatePhone: endpoint({
    method: "POST",
    path: "/v2/Cliente/Telefono/{idClienteTelefono}/Modificar",
    summary: "Change one of the customer's phones",
    access: "customer",
    params: PhonePath,
    body: PhoneRequest,
    answer: Phone,
    errors: { 404: NO_PHONE },
  }),
  deletePhone: endpoint({
    method: "POST",
    path: "/v2/Cliente/Telefono/{idClienteTelefono}/Eliminar",
    summary: "Remove one of the customer's phones",
    access: "customer",
    params: PhonePath,
    answer: NoContent,
    errors: { 404: NO_PHONE },
  }),
}
