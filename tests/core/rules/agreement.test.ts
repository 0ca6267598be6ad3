import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import tenantFile from "../../../fixtures/tenant.json" with { type: "json" }
import {
  DocumentType,
  endpoints,
  type EndpointName,
  decodeRequest,
  type RequestProblem,
  TenantConfig,
  isSavedCardCharge,
  cardDigits,
  validateCardNumber,
  detectCardBrand,
  taxIdCheckDigit,
  validateDocumentNumber,
  validateEmail,
  luhnCheckDigit,
  validatePassword,
  validateFirstName,
  validateLastName,
  type Check,
} from "@boleteria/core"
import { checkCardForm } from "../../../server/src/domain/process/cardForm.js"
import {
  chargeForm,
  MARTINA_DETAILS,
  personalDataForm,
  SHOPPER_EMAIL,
  SIGN_UP_PASSWORD,
  signUpForm,
} from "../../support/forms.js"

// The shop's verdict on a field (its form rule) and the server's (core's decodeRequest on the real
// endpoint, every other field of the body valid; for Cobrar also the server's card form with this
// tenant's switches) must be the same for any text a shopper or a script could send.

const tenant = Schema.decodeUnknownSync(TenantConfig)(tenantFile)
/** 15 June 2025, noon in Argentina: the card form judges expiry and age against it. */
const NOW = Date.UTC(2025, 5, 15, 15)
const RUNS = { numRuns: 1000 }

const EMAIL = SHOPPER_EMAIL
const PASSWORD = SIGN_UP_PASSWORD

const signUp = signUpForm(EMAIL, { oFechaNacimiento: MARTINA_DETAILS.oFechaNacimiento })

const personalData = personalDataForm({
  cTipoTelefono: MARTINA_DETAILS.cTipoTelefono,
  cTelefono: MARTINA_DETAILS.cTelefono,
})

const charge = chargeForm()

const contact = {
  cNombre: "Martina",
  cEmail: EMAIL,
  cTelefono: null,
  cAsunto: "Consulta",
  cMensaje: "¿Hay funciones el lunes?",
}

/** The path every call below is made on: Cobrar names a purchase. */
const PATH_OF: Partial<Record<EndpointName, Record<string, string>>> = { charge: { idProcesoDeCompra: "1" } }

const decode = (name: EndpointName, body: unknown) =>
  decodeRequest(endpoints[name], { params: PATH_OF[name] ?? {}, query: {}, header: () => undefined, body })

/** The first problem the server finds in a body, before its handler runs; null when there is none. */
const problemOf = (name: EndpointName, body: unknown): RequestProblem | null => {
  const decoded = decode(name, body)
  return Result.isFailure(decoded) ? decoded.failure : null
}

/** What the server says of a body: decoded, and for Cobrar its card form with the tenant's switches passed too. */
const serverAccepts = (name: EndpointName, body: unknown): boolean => {
  if (name !== "charge") return problemOf(name, body) === null
  const decoded = decodeRequest(endpoints.charge, {
    params: { idProcesoDeCompra: "1" },
    query: {},
    header: () => undefined,
    body,
  })
  // The carriers send a new card's form: a saved card's body carries no card field to agree on.
  if (Result.isFailure(decoded) || isSavedCardCharge(decoded.success.body)) return false
  // The server's card check answers its refusal (a value), or null when the form may go to the processor.
  return checkCardForm(decoded.success.body, tenant, NOW, { repriced: false }) === null
}

/** Every call that carries the field, as a body with that field set to the text. */
type Carriers = ReadonlyArray<readonly [EndpointName, (text: string) => unknown]>

const expectAgreement = (shopRule: (text: string) => Check<unknown>, carriers: Carriers, texts: fc.Arbitrary<string>) =>
  fc.assert(
    fc.property(texts, (text) => {
      const shop = shopRule(text).ok
      for (const [name, bodyWith] of carriers) {
        expect(serverAccepts(name, bodyWith(text)), `${name} ${JSON.stringify(text)}: the shop says ${shop}`).toBe(shop)
      }
    }),
    RUNS,
  )

// Texts biased toward the interesting ones: near-valid values, padded, cut, re-cased, or with a
// control character or a stray character slipped in; and plain random text of every kind.

const PADDING = fc.constantFrom(" ", "  ", "\u00A0", "\u2003", "\uFEFF", "\t", "\n", "\r\n")
const SLIPPED_IN = fc.oneof(
  fc.constantFrom("\u0000", "\t", "\n", "\u001B", "\u007F", " ", "-", ".", "@", "A", "ñ", "1", "😀"),
  fc.string({ unit: "binary", minLength: 1, maxLength: 1 }),
)
const at = (text: string, position: number) => position % (text.length + 1)

const edit: fc.Arbitrary<(text: string) => string> = fc.oneof(
  PADDING.map((padding) => (text: string) => padding + text),
  PADDING.map((padding) => (text: string) => text + padding),
  fc.tuple(fc.nat(), SLIPPED_IN).map(([position, slipped]) => (text: string) => {
    const index = at(text, position)
    return text.slice(0, index) + slipped + text.slice(index)
  }),
  fc.nat().map((position) => (text: string) => {
    const index = at(text, position)
    return text.slice(0, index) + text.slice(index + 1)
  }),
  fc.constant((text: string) => text.toUpperCase()),
  fc.constant((text: string) => text.toLowerCase()),
)

const nearly = (bases: fc.Arbitrary<string>): fc.Arbitrary<string> =>
  fc
    .tuple(bases, fc.array(edit, { maxLength: 3 }))
    .map(([base, edits]) => edits.reduce((text, change) => change(text), base))

const anyText = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme" }),
  fc.string({ unit: "binary" }),
  fc.string({ unit: "binary-ascii" }),
)

const texts = (bases: fc.Arbitrary<string>) =>
  fc.oneof({ weight: 1, arbitrary: anyText }, { weight: 1, arbitrary: bases }, { weight: 3, arbitrary: nearly(bases) })

const digits = (minLength: number, maxLength: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength, maxLength }).map((list) => list.join(""))

/** Digits as people write them: bare, or grouped with dots, spaces or dashes. */
const written = (number: fc.Arbitrary<string>) =>
  fc
    .tuple(number, fc.constantFrom("", ".", " ", "-"), fc.integer({ min: 2, max: 4 }))
    .map(([bare, separator, group]) => bare.replace(new RegExp(`(\\d{${group}})(?=\\d)`, "gu"), `$1${separator}`))

describe("the shop's rules and the server's decode agree", () => {
  it("on e-mails", () => {
    const longest = `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(57)}.com`
    const emails = fc.oneof(
      fc.constantFrom(
        EMAIL,
        "a@b.c",
        "a@b.co",
        "ana.perez+entradas@mail.example.com.ar",
        "o'brien@example.ie",
        "user@example.xn--p1ai",
        "ana@example",
        "ana@@example.com",
        "ana@-example.com",
        "ÑANDU@example.com",
        longest,
      ),
      fc
        .tuple(
          fc.stringMatching(/^[a-z0-9.+_-]{1,12}$/u),
          fc.stringMatching(/^[a-z0-9-]{1,12}$/u),
          fc.constantFrom("com", "c", "ar", "xn--p1ai", "123"),
        )
        .map(([local, domain, topLevel]) => `${local}@${domain}.${topLevel}`),
    )
    expectAgreement(
      validateEmail,
      [
        ["login", (cEmail) => ({ cEmail, cClave: PASSWORD })],
        ["signUp", (cEmail) => ({ ...signUp, cEmail, cEmailConfirmacion: cEmail })],
        ["requestRecoveryCode", (cEmail) => ({ cEmail })],
        [
          "resetPassword",
          (cEmail) => ({ cEmail, cCodigo: "123456", cClaveNueva: PASSWORD, cClaveNuevaConfirmacion: PASSWORD }),
        ],
        ["subscribeNewsletter", (cMail) => ({ cNombre: "Ana", cMail })],
        ["sendContactMessage", (cEmail) => ({ ...contact, cEmail })],
        ["charge", (cEmail) => ({ ...charge, cEmail })],
      ],
      texts(emails),
    )
  })

  it("on new passwords", () => {
    const passwords = fc.oneof(
      fc.constantFrom(
        "Ñandú123",
        "ñandú123",
        "ÑANDU",
        "ÑANDU123",
        "Abcdefg1",
        "abcdefg1",
        "Abcdefgh",
        "Abc 1234",
        "𝐀bcdefg1",
        "😀😀😀Ab1",
        "Ab1😀😀",
        "ABCDEFG٣",
      ),
      fc
        .tuple(
          fc.string({ unit: "grapheme", maxLength: 9 }),
          fc.constantFrom("A", "Ñ", "É", "a", "ß"),
          fc.constantFrom("1", "٣", "x"),
        )
        .map(([rest, letter, digit]) => `${letter}${rest}${digit}`),
    )
    expectAgreement(
      validatePassword,
      [
        ["signUp", (cClave) => ({ ...signUp, cClave, cClaveConfirmacion: cClave })],
        [
          "changePassword",
          (cClaveNueva) => ({ cClaveActual: "Vieja2024", cClaveNueva, cClaveNuevaConfirmacion: cClaveNueva }),
        ],
        [
          "resetPassword",
          (cClaveNueva) => ({ cEmail: EMAIL, cCodigo: "123456", cClaveNueva, cClaveNuevaConfirmacion: cClaveNueva }),
        ],
      ],
      texts(passwords),
    )
  })

  const names = fc.oneof(
    fc.constantFrom("Ana", " Ana ", "ÑANDU", "José María", "O'Brien", "李", "", "   ", "\u00A0", "Ana\tPérez"),
    fc.string({ unit: "grapheme", maxLength: 12 }),
  )

  it("on first names", () => {
    expectAgreement(
      validateFirstName,
      [
        ["signUp", (cNombre) => ({ ...signUp, cNombre })],
        ["updatePersonalData", (cNombre) => ({ ...personalData, cNombre })],
        ["subscribeNewsletter", (cNombre) => ({ cNombre, cMail: EMAIL })],
        ["sendContactMessage", (cNombre) => ({ ...contact, cNombre })],
      ],
      texts(names),
    )
  })

  it("on last names", () => {
    expectAgreement(
      validateLastName,
      [
        ["signUp", (cApellido) => ({ ...signUp, cApellido })],
        ["updatePersonalData", (cApellido) => ({ ...personalData, cApellido })],
      ],
      texts(names),
    )
  })

  it.each(DocumentType.literals)("on %s numbers", (type) => {
    const taxId = fc
      .tuple(fc.constantFrom("20", "23", "27", "30", "33", "11"), digits(8, 8))
      .map(([prefix, body]) => `${prefix}${body}${taxIdCheckDigit(prefix + body) ?? 0}`)
    const numbers = fc.oneof(
      fc.constantFrom(
        "35111222",
        "35.111.222",
        " 35 111 222 ",
        "1.000.000",
        "999999",
        "100000000",
        "012345678",
        "20-12345678-6",
        "20-12345678-7",
        "AAB123456",
        "aab-123 456",
        "GMVLMR80070501M100",
        "ÑANDU",
        "",
        "   ",
      ),
      written(digits(1, 12)),
      written(taxId),
      fc.stringMatching(/^[A-Za-z0-9 -]{1,24}$/u),
    )
    expectAgreement(
      (text) => validateDocumentNumber(type, text),
      [
        ["charge", (cNumeroDocumento) => ({ ...charge, cTipoDocumento: type, cNumeroDocumento })],
        ["updatePersonalData", (cNumeroDocumento) => ({ ...personalData, cTipoDocumento: type, cNumeroDocumento })],
        ["signUp", (cNumeroDocumento) => ({ ...signUp, cTipoDocumento: type, cNumeroDocumento })],
      ],
      texts(numbers),
    )
  })

  it("on card numbers, with this tenant's card switches", () => {
    const prefixes = fc.constantFrom(
      "4",
      "51",
      "2221",
      "34",
      "37",
      "36",
      "589562",
      "627170",
      "501105",
      "6034",
      "5018",
      "6759",
      "9",
    )
    const luhnValid = fc
      .tuple(prefixes, digits(18, 18), fc.integer({ min: 12, max: 19 }))
      .map(([prefix, rest, length]) => {
        const payload = (prefix + rest).slice(0, length - 1)
        return payload + String(luhnCheckDigit(payload))
      })
    const luhnInvalid = luhnValid.map((valid) => valid.slice(0, -1) + String((Number(valid.slice(-1)) + 1) % 10))
    const numbers = fc.oneof(
      fc.constantFrom(
        "4509953566233704",
        "4509 9535 6623 3704",
        "4509-9535-6623-3704",
        "4509953566233705",
        "4509953566233a04",
      ),
      written(fc.oneof(luhnValid, luhnInvalid)),
      digits(10, 21),
    )
    // The security code fits the brand, so that only the number can make the card form refuse.
    const securityCodeFor = (text: string) =>
      "1".repeat(detectCardBrand(cardDigits(text) ?? "")?.securityCodeLength ?? 3)
    expectAgreement(
      (text) => validateCardNumber(text, tenant.flags),
      [
        [
          "charge",
          (cNumeroTarjeta) => ({ ...charge, cNumeroTarjeta, cCodigoSeguridad: securityCodeFor(cNumeroTarjeta) }),
        ],
      ],
      texts(numbers),
    )
  })
})

describe("the two values the issue names", () => {
  const signUpWith = (cClave: string) => ({ ...signUp, cClave, cClaveConfirmacion: cClave })

  it("Ñandú123 is a good new password for both: 8 characters, Ñ is an upper-case letter (\\p{Lu}), 1 2 3 are digits", () => {
    expect(validatePassword("Ñandú123")).toEqual({ ok: true, value: "Ñandú123" })
    expect(problemOf("signUp", signUpWith("Ñandú123"))).toBeNull()
    expect(
      problemOf("changePassword", { cClaveActual: "x", cClaveNueva: "Ñandú123", cClaveNuevaConfirmacion: "Ñandú123" }),
    ).toBeNull()
  })

  it("a@b.c is refused by both with the same message: no top-level domain has a single letter", () => {
    expect(validateEmail("a@b.c")).toEqual({ ok: false, error: "validation.email.invalid" })
    expect(problemOf("signUp", { ...signUp, cEmail: "a@b.c", cEmailConfirmacion: "a@b.c" })).toEqual({
      field: "cEmail",
      message: "validation.email.invalid",
    })
    expect(problemOf("subscribeNewsletter", { cNombre: "Ana", cMail: "a@b.c" })).toEqual({
      field: "cMail",
      message: "validation.email.invalid",
    })
  })
})

describe("the server's decode answers the rule's message and cleaned value", () => {
  const decodedBody = (name: EndpointName, body: unknown): unknown => {
    const decoded = decode(name, body)
    if (Result.isFailure(decoded)) throw new Error(`${decoded.failure.field}: ${decoded.failure.message}`)
    return (decoded.success as { readonly body: unknown }).body
  }

  it("trims names and e-mails and strips the separators of documents and card numbers", () => {
    expect(
      decodedBody("signUp", {
        ...signUp,
        cNombre: "  Martina ",
        cApellido: " Suárez\u00A0",
        cEmail: " martina@example.com ",
        cEmailConfirmacion: "MARTINA@example.com",
        cTipoDocumento: "DNI",
        cNumeroDocumento: "35.111.222",
      }),
    ).toMatchObject({
      cNombre: "Martina",
      cApellido: "Suárez",
      cEmail: "martina@example.com",
      cNumeroDocumento: "35111222",
    })
    expect(
      decodedBody("charge", {
        ...charge,
        cTitular: " MARTINA ",
        cNumeroTarjeta: "4509 9535 6623 3704",
        nAnioVencimiento: 30,
        cTipoDocumento: "PASAPORTE",
        cNumeroDocumento: "aab-123456",
      }),
    ).toMatchObject({
      cTitular: "MARTINA",
      cNumeroTarjeta: "4509953566233704",
      nAnioVencimiento: 2030,
      cNumeroDocumento: "AAB123456",
    })
  })

  it("names the field and the rule's message key", () => {
    expect(problemOf("signUp", { ...signUp, cClave: "entradas2025", cClaveConfirmacion: "entradas2025" })).toEqual({
      field: "cClave",
      message: "validation.password.uppercase",
    })
    expect(problemOf("signUp", { ...signUp, cEmailConfirmacion: "otra@example.com" })).toEqual({
      field: "cEmailConfirmacion",
      message: "validation.emailConfirmation.mismatch",
    })
    expect(problemOf("charge", { ...charge, cNumeroDocumento: "35.111" })).toEqual({
      field: "cNumeroDocumento",
      message: "validation.document.tooLow",
    })
    expect(problemOf("updatePersonalData", { ...personalData, cNumeroDocumento: "35111222" })).toEqual({
      field: "cNumeroDocumento",
      message: "validation.documentType.required",
    })
    expect(problemOf("charge", { ...charge, cCodigoSeguridad: "12" })).toEqual({
      field: "cCodigoSeguridad",
      message: "validation.cvc.invalid",
    })
    expect(problemOf("signUp", { ...signUp, oFechaNacimiento: { nDia: 31, nMes: 2, nAnio: 1994 } })).toEqual({
      field: "oFechaNacimiento",
      message: "validation.birthdate.invalidDate",
    })
  })

  it("keeps refusing control characters with the edge's Text check", () => {
    expect(problemOf("subscribeNewsletter", { cNombre: "Ana\u0000", cMail: EMAIL })?.field).toBe("cNombre")
    expect(validateFirstName("Ana\u0000")).toEqual({ ok: false, error: "validation.controlCharacters" })
  })
})
