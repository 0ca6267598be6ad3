import {
  AddressRequest,
  ChangePasswordRequest,
  LoginRequest,
  PhoneRequest,
  RecoveryCodeRequest,
  ResetPasswordRequest,
  SignUpRequest,
  UpdatePersonalDataRequest,
} from "@boleteria/core"
import type { Context } from "hono"
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
import { notFound } from "../http/problems.js"
import type { Router } from "../http/router.js"
import { idParam } from "../http/validate.js"
import { clientAddress, trustedProxiesFromEnvironment } from "../security/rateLimit.js"

const NO_ADDRESS = "No encontramos ese domicilio en tu cuenta."
const NO_PHONE = "No encontramos ese teléfono en tu cuenta."

/** The bearer token itself; requireCustomer has already checked it. */
const tokenOf = (c: Context): string => (c.req.header("authorization") ?? "").replace(/^Bearer\s+/i, "").trim()

/** /v2/Cliente/…: accounts, sessions, password recovery, addresses and phones (SPEC §7). */
export const customerRoutes = (router: Router, deps: ServerDeps): void => {
  const trustedProxies = trustedProxiesFromEnvironment()
  const customer = (c: Context) => requireCustomer(c, deps.db, deps.now())

  router.add(
    { method: "post", path: "/v2/Cliente/Ingreso/Token", summary: "Log in: a bearer token valid 180 minutes", body: LoginRequest },
    (c, body) => logIn(deps, body, clientAddress(c, trustedProxies)),
  )
  router.add(
    { method: "post", path: "/v2/Cliente/Insertar", summary: "Sign up; the new customer is logged in", body: SignUpRequest },
    (_c, body) => signUp(deps, body),
  )
  router.add(
    { method: "get", path: "/v2/Cliente/Informacion", summary: "The signed-in customer, with addresses and phones", auth: true },
    async (c) => customerProfile(deps.db, await customer(c)),
  )
  router.add(
    {
      method: "post",
      path: "/v2/Cliente/Modificar/DatosPersonales",
      summary: "Change personal data (name, document, phone, birthday, alias, Telegram user, country)",
      body: UpdatePersonalDataRequest,
      auth: true,
    },
    async (c, body) => {
      const customerId = await customer(c)
      await updatePersonalData(deps.db, customerId, body)
      return customerProfile(deps.db, customerId)
    },
  )
  router.add(
    {
      method: "post",
      path: "/v2/Cliente/Modificar/Clave",
      summary: "Change the password; the customer's other sessions end",
      body: ChangePasswordRequest,
      auth: true,
    },
    async (c, body) => changePassword(deps, await customer(c), tokenOf(c), body),
  )
  router.add(
    {
      method: "post",
      path: "/v2/Cliente/CodigoRecupero",
      summary: "E-mail a recovery code (same answer whether the e-mail is registered or not)",
      body: RecoveryCodeRequest,
    },
    (_c, body) => sendRecoveryCode(deps, body),
  )
  router.add(
    {
      method: "post",
      path: "/v2/Cliente/ModificarClave/CodigoRecupero",
      summary: "Set a new password with the e-mailed code; every session ends",
      body: ResetPasswordRequest,
    },
    (_c, body) => resetPasswordWithCode(deps, body),
  )

  router.add(
    { method: "post", path: "/v2/Cliente/Domicilio/Insertar", summary: "Add an address", body: AddressRequest, auth: true },
    async (c, body) => addAddress(deps.db, await customer(c), body),
  )
  router.add(
    {
      method: "post",
      path: "/v2/Cliente/Domicilio/:idClienteDomicilio/Modificar",
      summary: "Change one of the customer's addresses",
      body: AddressRequest,
      auth: true,
    },
    async (c, body) => {
      const saved = await changeAddress(deps.db, await customer(c), idParam(c, "idClienteDomicilio"), body)
      if (saved === null) throw notFound(NO_ADDRESS)
      return saved
    },
  )
  router.add(
    {
      method: "post",
      path: "/v2/Cliente/Domicilio/:idClienteDomicilio/Eliminar",
      summary: "Remove one of the customer's addresses",
      auth: true,
    },
    async (c) => {
      if (!(await removeAddress(deps.db, await customer(c), idParam(c, "idClienteDomicilio")))) throw notFound(NO_ADDRESS)
      return null
    },
  )

  router.add(
    { method: "post", path: "/v2/Cliente/Telefono/Insertar", summary: "Add a phone", body: PhoneRequest, auth: true },
    async (c, body) => addPhone(deps.db, await customer(c), body),
  )
  router.add(
    {
      method: "post",
      path: "/v2/Cliente/Telefono/:idClienteTelefono/Modificar",
      summary: "Change one of the customer's phones",
      body: PhoneRequest,
      auth: true,
    },
    async (c, body) => {
      const saved = await changePhone(deps.db, await customer(c), idParam(c, "idClienteTelefono"), body)
      if (saved === null) throw notFound(NO_PHONE)
      return saved
    },
  )
  router.add(
    {
      method: "post",
      path: "/v2/Cliente/Telefono/:idClienteTelefono/Eliminar",
      summary: "Remove one of the customer's phones",
      auth: true,
    },
    async (c) => {
      if (!(await removePhone(deps.db, await customer(c), idParam(c, "idClienteTelefono")))) throw notFound(NO_PHONE)
      return null
    },
  )
}
