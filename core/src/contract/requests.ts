import * as Schema from "effect/Schema"
import { Count, Id } from "./common.js"
import { CardPayment } from "./checkout.js"
import {
  AddressFields,
  BirthDate,
  Country,
  DocumentType,
  Gender,
  PersonalDataFields,
  PhoneFields,
  PhoneType,
} from "./customer.js"
import { CancelOrigin } from "./timer.js"
import { Email, IsoDate, NewPassword, RequiredText } from "./text.js"

const PositiveInt = Schema.Int.check(Schema.isGreaterThanOrEqualTo(1))
const NonEmptyIds = Schema.Array(Id).check(Schema.isMinLength(1))

/** A check that two fields of a form hold the same text; the failure points at the confirmation. */
const confirms = <K extends string>(field: K, confirmation: K, message: string) =>
  Schema.makeFilter<Record<K, string>>((form) =>
    form[field] === form[confirmation] ? undefined : { path: [confirmation], issue: message },
  )

/** Query of POST /v2/EspectaculosCartel/Buscar. */
export const PagingQuery = Schema.Struct({
  cantXpagina: Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 100 })),
  pagina: PositiveInt,
}).annotate({ identifier: "PagingQuery" })
export type PagingQuery = typeof PagingQuery.Type

/** The date filter of the billboard; FECHA means the day given in dFecha. */
export const DateFilter = Schema.Literals([
  "TODAS",
  "HOY",
  "MANANA",
  "ESTA_SEMANA",
  "ESTE_FIN_DE_SEMANA",
  "PROXIMA_SEMANA",
  "ESTE_MES",
  "PROXIMO_MES",
  "FECHA",
])
export type DateFilter = typeof DateFilter.Type

/** Body of POST /v2/EspectaculosCartel/Buscar: free text and the billboard filters. */
export const ShowSearchRequest = Schema.Struct({
  cBuscar: Schema.NullOr(Schema.String),
  aListaidTipoDeEspectaculo: Schema.Array(Id),
  idEstablecimiento: Schema.NullOr(Id),
  idZona: Schema.NullOr(Id),
  cFecha: DateFilter,
  dFecha: Schema.NullOr(IsoDate),
})
  .check(
    Schema.makeFilter((search) =>
      search.cFecha !== "FECHA" || search.dFecha !== null
        ? undefined
        : { path: ["dFecha"], issue: "A date is required when cFecha is FECHA" },
    ),
  )
  .annotate({ identifier: "ShowSearchRequest" })
export type ShowSearchRequest = typeof ShowSearchRequest.Type

/** Body of POST /v2/Funcion/{id}/Promociones: the promotions that apply to these seats. */
export const PromotionsForSeatsRequest = Schema.Struct({
  listaIdPosicion: NonEmptyIds,
}).annotate({ identifier: "PromotionsForSeatsRequest" })
export type PromotionsForSeatsRequest = typeof PromotionsForSeatsRequest.Type

/** Body of POST /v2/Funcion/{id}/Promociones/Grupo: the promotions for a quantity in a sector. */
export const PromotionsForGroupRequest = Schema.Struct({
  idSector: Id,
  nCantidad: PositiveInt,
}).annotate({ identifier: "PromotionsForGroupRequest" })
export type PromotionsForGroupRequest = typeof PromotionsForGroupRequest.Type

/** Body of POST /v2/Proceso/{id}/Posiciones/Tomar: hold these seats (id 0 starts a process). */
export const TakeSeatsRequest = Schema.Struct({
  idFuncion: Id,
  listaIdPosicion: NonEmptyIds,
  idPromocion: Schema.NullOr(Id),
}).annotate({ identifier: "TakeSeatsRequest" })
export type TakeSeatsRequest = typeof TakeSeatsRequest.Type

/** Body of POST /v2/Proceso/{id}/Posiciones/TomarGrupo: hold the best places available in a sector. */
export const TakeBestAvailableRequest = Schema.Struct({
  idFuncion: Id,
  idSector: Id,
  nCantidad: PositiveInt,
  idPromocion: Schema.NullOr(Id),
}).annotate({ identifier: "TakeBestAvailableRequest" })
export type TakeBestAvailableRequest = typeof TakeBestAvailableRequest.Type

/** Body of POST /v2/Proceso/{id}/invalidar. */
export const InvalidateProcessRequest = Schema.Struct({
  cOrigen: CancelOrigin,
}).annotate({ identifier: "InvalidateProcessRequest" })
export type InvalidateProcessRequest = typeof InvalidateProcessRequest.Type

/** Body of POST …/Posiciones/SoltarFuncion and …/Posiciones/SoltarGrupo. */
export const ReleaseFunctionRequest = Schema.Struct({
  idFuncion: Id,
}).annotate({ identifier: "ReleaseFunctionRequest" })
export type ReleaseFunctionRequest = typeof ReleaseFunctionRequest.Type

/**
 * Body of POST …/CambiarParaSector: the places held for one function move to the best available
 * of another sector, as many as there were; if that sector has too few, nothing changes.
 */
export const ChangeSectorRequest = Schema.Struct({
  idFuncion: Id,
  idSector: Id,
  idPromocion: Schema.NullOr(Id),
}).annotate({ identifier: "ChangeSectorRequest" })
export type ChangeSectorRequest = typeof ChangeSectorRequest.Type

/** Body of POST …/EntregaTipo/Seleccionar; the address is required for home delivery. */
export const SelectDeliveryTypeRequest = Schema.Struct({
  idEntregaTipo: Id,
  idClienteDomicilio: Schema.NullOr(Id),
}).annotate({ identifier: "SelectDeliveryTypeRequest" })
export type SelectDeliveryTypeRequest = typeof SelectDeliveryTypeRequest.Type

/** Body of POST …/ProductoAsignado/Lista/Seleccionar: the wanted quantity of each product. */
export const SelectExtraProductsRequest = Schema.Struct({
  listaProducto: Schema.Array(Schema.Struct({ idProducto: Id, nCantidad: Count })),
}).annotate({ identifier: "SelectExtraProductsRequest" })
export type SelectExtraProductsRequest = typeof SelectExtraProductsRequest.Type

/** Body of POST …/FormaDePago/Seleccionar. */
export const SelectPaymentMethodRequest = Schema.Struct({
  nFormaDePago: Id,
}).annotate({ identifier: "SelectPaymentMethodRequest" })
export type SelectPaymentMethodRequest = typeof SelectPaymentMethodRequest.Type

/** Body of POST …/Cobrar: the payment form. The only request that carries a card number. */
export const ChargeRequest = Schema.Struct(CardPayment.fields).annotate({ identifier: "ChargeRequest" })
export type ChargeRequest = typeof ChargeRequest.Type

/** Body of POST /v2/Cliente/Ingreso/Token. */
export const LoginRequest = Schema.Struct({
  cEmail: Email,
  cClave: Schema.String.check(Schema.isMinLength(1)),
}).annotate({ identifier: "LoginRequest" })
export type LoginRequest = typeof LoginRequest.Type

/** Body of POST /v2/Cliente/Externo/Token: the one-time code the external login sent back to /loginRedirect. */
export const ExternalCodeRequest = Schema.Struct({
  code: Schema.String.check(Schema.isMinLength(1)),
}).annotate({ identifier: "ExternalCodeRequest" })
export type ExternalCodeRequest = typeof ExternalCodeRequest.Type

/** Body of POST /v2/Cliente/Insertar. The document is optional because this tenant's form hides it. */
export const SignUpRequest = Schema.Struct({
  cNombre: RequiredText,
  cApellido: RequiredText,
  cEmail: Email,
  cEmailConfirmacion: Schema.String,
  cClave: NewPassword,
  cClaveConfirmacion: Schema.String,
  cGenero: Gender,
  cTipoDocumento: Schema.NullOr(DocumentType),
  cNumeroDocumento: Schema.NullOr(Schema.String),
  cTipoTelefono: Schema.NullOr(PhoneType),
  cTelefono: Schema.NullOr(Schema.String),
  oFechaNacimiento: Schema.NullOr(BirthDate),
  cAlias: Schema.NullOr(Schema.String),
  cUsuarioTelegram: Schema.NullOr(Schema.String),
  cPais: Country,
  /** The terms must be accepted to sign up. */
  lAceptaTerminos: Schema.Literal(true),
})
  .check(
    confirms("cEmail", "cEmailConfirmacion", "E-mail and confirmation must match"),
    confirms("cClave", "cClaveConfirmacion", "Password and confirmation must match"),
  )
  .annotate({ identifier: "SignUpRequest" })
export type SignUpRequest = typeof SignUpRequest.Type

/** Body of POST /v2/Cliente/Modificar/DatosPersonales. */
export const UpdatePersonalDataRequest = Schema.Struct(PersonalDataFields).annotate({
  identifier: "UpdatePersonalDataRequest",
})
export type UpdatePersonalDataRequest = typeof UpdatePersonalDataRequest.Type

/** Body of POST /v2/Cliente/Modificar/Clave. */
export const ChangePasswordRequest = Schema.Struct({
  cClaveActual: Schema.String,
  cClaveNueva: NewPassword,
  cClaveNuevaConfirmacion: Schema.String,
})
  .check(confirms("cClaveNueva", "cClaveNuevaConfirmacion", "Password and confirmation must match"))
  .annotate({ identifier: "ChangePasswordRequest" })
export type ChangePasswordRequest = typeof ChangePasswordRequest.Type

/** Body of POST /v2/Cliente/CodigoRecupero: e-mail a recovery code. */
export const RecoveryCodeRequest = Schema.Struct({
  cEmail: Email,
}).annotate({ identifier: "RecoveryCodeRequest" })
export type RecoveryCodeRequest = typeof RecoveryCodeRequest.Type

/** Body of POST /v2/Cliente/ModificarClave/CodigoRecupero: a new password, proved by the e-mailed code. */
export const ResetPasswordRequest = Schema.Struct({
  cEmail: Email,
  cCodigo: RequiredText,
  cClaveNueva: NewPassword,
  cClaveNuevaConfirmacion: Schema.String,
})
  .check(confirms("cClaveNueva", "cClaveNuevaConfirmacion", "Password and confirmation must match"))
  .annotate({ identifier: "ResetPasswordRequest" })
export type ResetPasswordRequest = typeof ResetPasswordRequest.Type

/** Body of POST /v2/Cliente/Domicilio/Insertar and /Domicilio/{id}/Modificar. */
export const AddressRequest = Schema.Struct(AddressFields).annotate({ identifier: "AddressRequest" })
export type AddressRequest = typeof AddressRequest.Type

/** Body of POST /v2/Cliente/Telefono/Insertar and /Telefono/{id}/Modificar. */
export const PhoneRequest = Schema.Struct(PhoneFields).annotate({ identifier: "PhoneRequest" })
export type PhoneRequest = typeof PhoneRequest.Type
