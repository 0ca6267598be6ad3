import * as Effect from "effect/Effect"
import type { Address, Customer, LoginResult, Phone } from "../../../contract/customer.js"
import type { OrderHistory } from "../../../contract/order.js"
import type { AddressRequest, PhoneRequest, SignUpRequest } from "../../../contract/requests.js"
import type { AuthToken } from "../../Api.js"
import { ApiError, Unauthorized } from "../../apiErrors.js"
import { badRequest, conflict, notFound } from "./failures.js"
import { SESSION_MS, type CustomerRecord, type MemoryStore } from "./store.js"

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

export const findByEmail = (store: MemoryStore, cEmail: string): CustomerRecord | undefined =>
  store.customers.find((record) => sameEmail(record.customer.cEmail, cEmail))

export const signIn = (store: MemoryStore, record: CustomerRecord): LoginResult => {
  const token = `memory-token-${store.nextId("token")}`
  store.sessions.set(token, { idCliente: record.customer.idCliente, since: store.now() })
  const { cNombre, cEmail, lAlias } = record.customer
  return { token, user: { cNombre, cEmail, lAlias } }
}

export const login = (store: MemoryStore, cEmail: string, cClave: string): Effect.Effect<LoginResult, ApiError> => {
  const record = findByEmail(store, cEmail)
  return record === undefined || record.cClave !== cClave
    ? Effect.fail(new ApiError({ nCode: 401, message: "E-mail o contraseña incorrectos" }))
    : Effect.succeed(signIn(store, record))
}

/** Exchanges a one-time external-login code (single use) for a session. */
export const loginWithExternalCode = (
  store: MemoryStore,
  externalCodes: Map<string, string>,
  code: string,
): Effect.Effect<LoginResult, ApiError> => {
  const cEmail = externalCodes.get(code)
  externalCodes.delete(code)
  const record = cEmail === undefined ? undefined : findByEmail(store, cEmail)
  return record === undefined
    ? Effect.fail(new ApiError({ nCode: 401, message: "El código de ingreso no es válido o ya se usó. Ingresá de nuevo." }))
    : Effect.succeed(signIn(store, record))
}

/** The customer a token belongs to; a missing, unknown or expired token is Unauthorized. */
export const authorize = (store: MemoryStore, token: AuthToken): Effect.Effect<CustomerRecord, Unauthorized> => {
  const session = token === null ? undefined : store.sessions.get(token)
  if (token === null || session === undefined) {
    return Effect.fail(new Unauthorized({ message: "Iniciá sesión para continuar" }))
  }
  if (store.now() - session.since >= SESSION_MS) {
    store.sessions.delete(token)
    return Effect.fail(new Unauthorized({ message: "Tu sesión de usuario se ha desconectado" }))
  }
  const record = store.customers.find((candidate) => candidate.customer.idCliente === session.idCliente)
  return record === undefined ? Effect.fail(new Unauthorized({ message: "Cliente inexistente" })) : Effect.succeed(record)
}

export const signUp = (store: MemoryStore, form: SignUpRequest): Effect.Effect<LoginResult, ApiError> => {
  if (findByEmail(store, form.cEmail) !== undefined) {
    return Effect.fail(conflict("Ya existe una cuenta con ese e-mail"))
  }
  const customer: Customer = {
    idCliente: store.nextId("customer"),
    cEmail: form.cEmail.trim(),
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
    lAlias: form.cAlias !== null,
    listaDomicilio: [],
    listaTelefono: [],
  }
  const record = { customer, cClave: form.cClave }
  store.customers.push(record)
  return Effect.succeed(signIn(store, record))
}

/** Only one address (or phone) is the default: marking one unmarks the others. */
const withDefault = <T extends { readonly lPredeterminado: boolean }>(
  entries: ReadonlyArray<T>,
  isChosen: (entry: T) => boolean,
): ReadonlyArray<T> =>
  entries.map((entry) => (isChosen(entry) || !entry.lPredeterminado ? entry : { ...entry, lPredeterminado: false }))

export const saveAddress = (
  store: MemoryStore,
  record: CustomerRecord,
  idClienteDomicilio: number | null,
  fields: AddressRequest,
): Effect.Effect<Address, ApiError> => {
  const list = record.customer.listaDomicilio
  if (idClienteDomicilio !== null && !list.some((address) => address.idClienteDomicilio === idClienteDomicilio)) {
    return Effect.fail(notFound(`No existe el domicilio ${idClienteDomicilio}`))
  }
  const saved: Address = { idClienteDomicilio: idClienteDomicilio ?? store.nextId("address"), ...fields }
  const replaced = list.filter((address) => address.idClienteDomicilio !== saved.idClienteDomicilio).concat(saved)
  record.customer = {
    ...record.customer,
    listaDomicilio: saved.lPredeterminado ? withDefault(replaced, (address) => address === saved) : replaced,
  }
  return Effect.succeed(saved)
}

export const deleteAddress = (record: CustomerRecord, idClienteDomicilio: number): Effect.Effect<void, ApiError> => {
  const list = record.customer.listaDomicilio
  if (!list.some((address) => address.idClienteDomicilio === idClienteDomicilio)) {
    return Effect.fail(notFound(`No existe el domicilio ${idClienteDomicilio}`))
  }
  record.customer = {
    ...record.customer,
    listaDomicilio: list.filter((address) => address.idClienteDomicilio !== idClienteDomicilio),
  }
  return Effect.void
}

export const savePhone = (
  store: MemoryStore,
  record: CustomerRecord,
  idClienteTelefono: number | null,
  fields: PhoneRequest,
): Effect.Effect<Phone, ApiError> => {
  const list = record.customer.listaTelefono
  if (idClienteTelefono !== null && !list.some((phone) => phone.idClienteTelefono === idClienteTelefono)) {
    return Effect.fail(notFound(`No existe el teléfono ${idClienteTelefono}`))
  }
  const saved: Phone = { idClienteTelefono: idClienteTelefono ?? store.nextId("phone"), ...fields }
  const replaced = list.filter((phone) => phone.idClienteTelefono !== saved.idClienteTelefono).concat(saved)
  record.customer = {
    ...record.customer,
    listaTelefono: saved.lPredeterminado ? withDefault(replaced, (phone) => phone === saved) : replaced,
  }
  return Effect.succeed(saved)
}

export const deletePhone = (record: CustomerRecord, idClienteTelefono: number): Effect.Effect<void, ApiError> => {
  const list = record.customer.listaTelefono
  if (!list.some((phone) => phone.idClienteTelefono === idClienteTelefono)) {
    return Effect.fail(notFound(`No existe el teléfono ${idClienteTelefono}`))
  }
  record.customer = {
    ...record.customer,
    listaTelefono: list.filter((phone) => phone.idClienteTelefono !== idClienteTelefono),
  }
  return Effect.void
}

/** The memory Api takes no bookings, so only orders fill the history; newest first. */
export const historyOf = (store: MemoryStore, record: CustomerRecord): OrderHistory => ({
  listaPedido: store.orders
    .filter((entry) => entry.idCliente === record.customer.idCliente)
    .map((entry) => entry.order)
    .reverse(),
  listaReserva: [],
})

export const changePassword = (record: CustomerRecord, current: string, next: string): Effect.Effect<void, ApiError> => {
  if (record.cClave !== current) return Effect.fail(badRequest("La contraseña actual no es correcta"))
  record.cClave = next
  return Effect.void
}

/** Stores a code for the e-mail and hands it to the outbox; unknown e-mails get nothing, silently. */
export const sendRecoveryCode = (
  store: MemoryStore,
  cEmail: string,
  outbox: (cEmail: string, cCodigo: string) => void,
): void => {
  const record = findByEmail(store, cEmail)
  if (record === undefined) return
  const cCodigo = String(store.nextId("recovery")).padStart(6, "0")
  store.recoveryCodes.set(record.customer.cEmail, cCodigo)
  outbox(record.customer.cEmail, cCodigo)
}

export const resetPassword = (
  store: MemoryStore,
  cEmail: string,
  cCodigo: string,
  next: string,
): Effect.Effect<void, ApiError> => {
  const record = findByEmail(store, cEmail)
  if (record === undefined || store.recoveryCodes.get(record.customer.cEmail) !== cCodigo.trim()) {
    return Effect.fail(badRequest("El código no es válido"))
  }
  store.recoveryCodes.delete(record.customer.cEmail)
  record.cClave = next
  return Effect.void
}
