import { DocumentType } from "../contract/customer.js"
import { asText, hasControlCharacter, isBlank, type FieldValue } from "./input.js"
import { invalid, valid, type Check } from "./result.js"

/**
 * How each document's number is checked:
 * - numeric: digits only (dots, spaces and dashes are stripped), value between min and max;
 * - taxId: CUIT/CUIL, 11 digits, a known prefix and the AFIP check digit;
 * - code: letters and digits (spaces and dashes stripped, upper-cased), length between min and max;
 * - none: NO_IDENTIFICADO (unidentified) has no number to check.
 */
type NumberRule =
  | { readonly kind: "numeric"; readonly min: number; readonly max: number }
  | { readonly kind: "taxId"; readonly prefixes: ReadonlyArray<string> }
  | { readonly kind: "code"; readonly minLength: number; readonly maxLength: number }
  | { readonly kind: "none" }

export const DOCUMENT_NUMBER_RULES: Readonly<Record<DocumentType, NumberRule>> = {
  // Argentine DNIs in use run from the 1 millions (oldest) to the 90 millions (newborns, foreign residents).
  DNI: { kind: "numeric", min: 1_000_000, max: 99_999_999 },
  // Cédula de identidad (Paraguay, old Argentine federal CI): up to 8 digits, none below 100 000 in use.
  CI: { kind: "numeric", min: 100_000, max: 99_999_999 },
  // Persons: 20 (male), 27 (female), 23 and 24 (either, when 20 or 27 would need a check digit of 10).
  // Companies: 30, 33 and 34.
  CUIT: { kind: "taxId", prefixes: ["20", "23", "24", "27", "30", "33", "34"] },
  // CUIL is only ever issued to persons.
  CUIL: { kind: "taxId", prefixes: ["20", "23", "24", "27"] },
  // Mexican voter card: the 18-character "clave de elector" (IFE cards and their INE successors).
  INE: { kind: "code", minLength: 18, maxLength: 18 },
  IFE: { kind: "code", minLength: 18, maxLength: 18 },
  // Argentine passports are 3 letters and 6 digits; foreign ones vary between 6 and 9 characters.
  PASAPORTE: { kind: "code", minLength: 6, maxLength: 9 },
  CI_EXTRANJERA: { kind: "code", minLength: 4, maxLength: 20 },
  CERTIFICADO_MIGRATORIO: { kind: "code", minLength: 4, maxLength: 20 },
  OTRO: { kind: "code", minLength: 1, maxLength: 20 },
  NO_IDENTIFICADO: { kind: "none" },
}

/** AFIP's weights for the first ten digits of a CUIT/CUIL. */
const TAX_ID_WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2] as const

/** The eleventh digit AFIP derives from the first ten; null when none exists (a remainder of 1). */
export const taxIdCheckDigit = (firstTenDigits: string): number | null => {
  const sum = TAX_ID_WEIGHTS.reduce((total, weight, index) => total + weight * Number(firstTenDigits[index]), 0)
  const digit = 11 - (sum % 11)
  if (digit === 11) return 0
  return digit === 10 ? null : digit
}

const validateNumeric = (digits: string, min: number, max: number): Check<string> => {
  if (!/^\d+$/.test(digits)) return invalid("validation.document.invalid")
  const value = Number(digits)
  if (value < min) return invalid("validation.document.tooLow")
  if (value > max) return invalid("validation.document.tooHigh")
  return valid(String(value))
}

const validateTaxId = (digits: string, prefixes: ReadonlyArray<string>): Check<string> => {
  if (!/^\d+$/.test(digits)) return invalid("validation.document.invalid")
  if (digits.length !== 11) return invalid("validation.document.cuitLength")
  if (!prefixes.includes(digits.slice(0, 2))) return invalid("validation.document.invalid")
  if (taxIdCheckDigit(digits.slice(0, 10)) !== Number(digits[10])) {
    return invalid("validation.document.cuitCheckDigit")
  }
  return valid(digits)
}

const validateCode = (code: string, minLength: number, maxLength: number): Check<string> => {
  if (!/^[A-Z0-9]+$/.test(code)) return invalid("validation.document.invalid")
  if (code.length < minLength) return invalid("validation.document.tooShort")
  if (code.length > maxLength) return invalid("validation.document.tooLong")
  return valid(code)
}

/** Answers the number as it should be sent: separators removed, codes upper-cased. */
export const validateDocumentNumber = (type: DocumentType, value: FieldValue): Check<string> => {
  if (hasControlCharacter(value)) return invalid("validation.document.invalid")
  const rule = DOCUMENT_NUMBER_RULES[type]
  if (rule.kind === "none") return valid("")
  const text = asText(value)
  if (text === "") return invalid("validation.document.required")
  switch (rule.kind) {
    case "numeric":
      return validateNumeric(text.replace(/[.\s-]/g, ""), rule.min, rule.max)
    case "taxId":
      return validateTaxId(text.replace(/[.\s-]/g, ""), rule.prefixes)
    case "code":
      return validateCode(text.replace(/[\s-]/g, "").toUpperCase(), rule.minLength, rule.maxLength)
  }
}

export const isDocumentType = (value: unknown): value is DocumentType =>
  (DocumentType.literals as ReadonlyArray<unknown>).includes(value)

/** One of the contract's document types; an empty or unknown choice fails. */
export const validateDocumentType = (value: string | null | undefined): Check<DocumentType> =>
  isDocumentType(value) ? valid(value) : invalid("validation.documentType.required")

/**
 * A document a form may leave out (sign-up, personal data): no type and no number, or a type and
 * the number it needs; a number without a type fails. Answers the number to send, null for none.
 */
export const validateOptionalDocument = (type: string | null, value: FieldValue): Check<string | null> => {
  if (type === null && isBlank(value) && !hasControlCharacter(value)) return valid(null)
  const documentType = validateDocumentType(type)
  if (!documentType.ok) return documentType
  const number = validateDocumentNumber(documentType.value, value)
  return number.ok && number.value === "" ? valid(null) : number
}
