import {
  type AddressRequest,
  type ChargeRequest,
  type PhoneRequest,
  type ShowSearchRequest,
  type SignUpRequest,
  type UpdatePersonalDataRequest,
  SandboxCard,
} from "@boleteria/core"

/**
 * The request bodies of the test shoppers, written once: every test that signs someone up, edits
 * their data, adds an address or a phone, or pays, starts from these and passes `changes` for
 * what it means to be different (another person, a spoilt field, a value it asserts on).
 *
 * Unless changed, the shopper is Martina Suárez (martina@example.com), who fills in only what the
 * forms require; her card form carries her document and birthday.
 */

/** The password every test shopper signs up with unless the test gives another. */
export const SIGN_UP_PASSWORD = "Entradas2025"

/** The default shopper's e-mail, for forms that need one the test does not choose (the card form). */
export const SHOPPER_EMAIL = "martina@example.com"

/**
 * The rest of the default shopper's personal data, for forms that fill in every field: the same
 * document and birthday as her card form.
 */
export const MARTINA_DETAILS = {
  cTipoDocumento: "DNI",
  cNumeroDocumento: "35111222",
  cTipoTelefono: "MOVIL",
  cTelefono: "1144440000",
  oFechaNacimiento: { nDia: 2, nMes: 7, nAnio: 1994 },
} as const satisfies Partial<UpdatePersonalDataRequest>

/**
 * The personal data form (body of Modificar/DatosPersonales): the default shopper's names, the
 * optional fields left empty.
 */
export const personalDataForm = (changes: Partial<UpdatePersonalDataRequest> = {}): UpdatePersonalDataRequest => ({
  cNombre: "Martina",
  cApellido: "Suárez",
  cGenero: "FEMENINO",
  cTipoDocumento: null,
  cNumeroDocumento: null,
  cTipoTelefono: null,
  cTelefono: null,
  oFechaNacimiento: null,
  cAlias: null,
  cUsuarioTelegram: null,
  cPais: "AR",
  ...changes,
})

/**
 * The sign-up form (body of Cliente/Insertar) of the default shopper under `cEmail`, terms
 * accepted. Both confirmations follow: the e-mail's is `cEmail`, the password's is `changes.cClave`
 * when given; `changes` may still set either confirmation to spoil it.
 */
export const signUpForm = (cEmail: string, changes: Partial<SignUpRequest> = {}): SignUpRequest => {
  const cClave = changes.cClave ?? SIGN_UP_PASSWORD
  return {
    ...personalDataForm(),
    cEmail,
    cEmailConfirmacion: cEmail,
    cClave,
    cClaveConfirmacion: cClave,
    lAceptaTerminos: true,
    ...changes,
  }
}

/** The payment form (body of Cobrar) for a sandbox card, the default shopper's; `changes` spoils it or makes it someone else's. */
export const chargeForm = (
  cNumeroTarjeta: string = SandboxCard.approves,
  changes: Partial<ChargeRequest> = {},
): ChargeRequest => ({
  cTitular: "MARTINA SUAREZ",
  cNumeroTarjeta,
  nMesVencimiento: 12,
  nAnioVencimiento: 2030,
  cCodigoSeguridad: "123",
  nCuotas: 1,
  cTipoDocumento: "DNI",
  cNumeroDocumento: MARTINA_DETAILS.cNumeroDocumento,
  cEmail: SHOPPER_EMAIL,
  oFechaNacimiento: MARTINA_DETAILS.oFechaNacimiento,
  ...changes,
})

/** The address form (body of Domicilio/Insertar and /Modificar): a home in Palermo, the default one. */
export const addressForm = (changes: Partial<AddressRequest> = {}): AddressRequest => ({
  cTipo: "PARTICULAR",
  cReferente: null,
  cCalle: "Av. Santa Fe",
  cNumero: "3200",
  cPiso: "4",
  cDepartamento: "B",
  cPais: "AR",
  cProvincia: "Ciudad Autónoma de Buenos Aires",
  cLocalidad: "Palermo",
  cCodigoPostal: "C1425",
  lPredeterminado: true,
  ...changes,
})

/** The show search (body of Espectaculo/Buscar) with no filter: every show, any date. */
export const searchForm = (changes: Partial<ShowSearchRequest> = {}): ShowSearchRequest => ({
  cBuscar: null,
  aListaidTipoDeEspectaculo: [],
  idEstablecimiento: null,
  idZona: null,
  cFecha: "TODAS",
  dFecha: null,
  ...changes,
})

/** The phone form (body of Telefono/Insertar and /Modificar): a mobile, the default one. */
export const phoneForm = (changes: Partial<PhoneRequest> = {}): PhoneRequest => ({
  cTipo: "MOVIL",
  cNumero: "1155550000",
  lPredeterminado: true,
  ...changes,
})

/**
 * Lucía Fernández, the customer of the shop's UI tests, with every personal field she can give
 * filled in (the UI harness signs her up; the personal data rules read her back).
 */
export const LUCIA = {
  cNombre: "Lucía",
  cApellido: "Fernández",
  cTipoDocumento: "DNI",
  cNumeroDocumento: "30123456",
  cTipoTelefono: "MOVIL",
  cTelefono: "1155550000",
  oFechaNacimiento: { nDia: 12, nMes: 3, nAnio: 1988 },
} as const satisfies Partial<UpdatePersonalDataRequest>
