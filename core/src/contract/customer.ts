import * as Schema from "effect/Schema"
import { GENDERS } from "./literals.js"
import { Id } from "./common.js"
import { Text } from "./text.js"

export const Gender = Schema.Literals(GENDERS)
export type Gender = typeof Gender.Type

/** The eleven document types of SPEC §3 (CI_EXTRANJERA: foreign CI). */
export const DocumentType = Schema.Literals([
  "DNI",
  "INE",
  "IFE",
  "PASAPORTE",
  "CUIT",
  "CUIL",
  "CI",
  "CI_EXTRANJERA",
  "OTRO",
  "NO_IDENTIFICADO",
  "CERTIFICADO_MIGRATORIO",
])
export type DocumentType = typeof DocumentType.Type

/** FIJO: a permanent (landline) phone; MOVIL: a mobile phone. */
export const PhoneType = Schema.Literals(["FIJO", "MOVIL"])
export type PhoneType = typeof PhoneType.Type

/** ISO 3166 codes of the countries the shop serves: Argentina, Paraguay, Mexico. */
export const Country = Schema.Literals(["AR", "PY", "MX"])
export type Country = typeof Country.Type

export const AddressType = Schema.Literals(["PARTICULAR", "LABORAL"])
export type AddressType = typeof AddressType.Type

export const BirthDate = Schema.Struct({
  nDia: Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 31 })),
  nMes: Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 12 })),
  nAnio: Schema.Int.check(Schema.isBetween({ minimum: 1900, maximum: 9999 })),
}).annotate({ identifier: "BirthDate" })
export type BirthDate = typeof BirthDate.Type

/** An address as the account holds it; AddressRequest (requests.ts) judges the typed one by the form rules. */
export const AddressFields = {
  cTipo: AddressType,
  /** Who receives deliveries at this address, when not the customer. */
  cReferente: Schema.NullOr(Text),
  cCalle: Text,
  cNumero: Text,
  cPiso: Schema.NullOr(Text),
  cDepartamento: Schema.NullOr(Text),
  cPais: Country,
  cProvincia: Text,
  cLocalidad: Text,
  cCodigoPostal: Text,
  lPredeterminado: Schema.Boolean,
}

export const Address = Schema.Struct({
  idClienteDomicilio: Id,
  ...AddressFields,
}).annotate({ identifier: "Address" })
export type Address = typeof Address.Type

export const PhoneFields = {
  cTipo: PhoneType,
  cNumero: Text,
  lPredeterminado: Schema.Boolean,
}

export const Phone = Schema.Struct({
  idClienteTelefono: Id,
  ...PhoneFields,
}).annotate({ identifier: "Phone" })
export type Phone = typeof Phone.Type

/** The personal data a customer can edit, as stored; UpdatePersonalDataRequest judges the edited ones by the form rules. */
export const PersonalDataFields = {
  cNombre: Text,
  cApellido: Text,
  cGenero: Gender,
  cTipoDocumento: Schema.NullOr(DocumentType),
  cNumeroDocumento: Schema.NullOr(Text),
  /** The contact phone given on sign-up; listaTelefono holds the phones managed in the account. */
  cTipoTelefono: Schema.NullOr(PhoneType),
  cTelefono: Schema.NullOr(Text),
  oFechaNacimiento: Schema.NullOr(BirthDate),
  cAlias: Schema.NullOr(Text),
  cUsuarioTelegram: Schema.NullOr(Text),
  cPais: Country,
}

/**
 * cliente: the signed-in customer (GET /v2/Cliente/Informacion), with addresses and phones. An
 * answer: its fields are shown as stored, not judged again by the form rules requests go through.
 */
export const Customer = Schema.Struct({
  idCliente: Id,
  cEmail: Text,
  ...PersonalDataFields,
  /** True when the customer has an alias the shop may show instead of the name. */
  lAlias: Schema.Boolean,
  listaDomicilio: Schema.Array(Address),
  listaTelefono: Schema.Array(Phone),
}).annotate({ identifier: "Customer" })
export type Customer = typeof Customer.Type

/**
 * GET /v2/Cliente/Externo: what the external identity provider knows of the signed-in customer.
 * Picked by hand, not with effect/Struct's pick, which would add 0.3 KB to the shop's first download.
 */
export const ExternalProfile = Customer.mapFields(({ idCliente, cEmail, cNombre, cApellido, cAlias, lAlias }) => ({
  idCliente,
  cEmail,
  cNombre,
  cApellido,
  cAlias,
  lAlias,
})).annotate({ identifier: "ExternalProfile" })
export type ExternalProfile = typeof ExternalProfile.Type

/** oData of POST /v2/Cliente/Ingreso/Token (and of sign-up, which signs the customer in). */
export const LoginResult = Schema.Struct({
  token: Schema.String,
  user: Schema.Struct({
    cNombre: Schema.String,
    cEmail: Schema.String,
    lAlias: Schema.Boolean,
  }),
}).annotate({ identifier: "LoginResult" })
export type LoginResult = typeof LoginResult.Type
