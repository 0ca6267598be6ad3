import * as Schema from "effect/Schema"
import {
  validateBirthDay,
  validateBirthMonth,
  validateBirthdateShape,
  validateFourDigitYear,
} from "../rules/birthdate.js"
import { validateDocumentNumber, validateOptionalDocument } from "../rules/document.js"
import type { Check } from "../rules/result.js"
import type { DocumentType } from "./customer.js"
import { objectCheck, ruleSchema, withFieldRule } from "./ruleSchema.js"

// Request fields about a person, decoded by the shop's rules. Answers (Customer) keep plain
// schemas: what the server stored is shown as it is.

const birthDatePart = (rule: (value: number) => Check<number>, minimum: number, maximum: number) =>
  ruleSchema(Schema.Int, rule, { minimum, maximum })

/**
 * A birth date as a request carries it: each box in range and a day that exists. How old the
 * shopper may be moves with the calendar, so the handler judges that with its clock.
 */
export const BirthDateField = Schema.Struct({
  nDia: birthDatePart(validateBirthDay, 1, 31),
  nMes: birthDatePart(validateBirthMonth, 1, 12),
  nAnio: birthDatePart(validateFourDigitYear, 1000, 9999),
}).check(objectCheck(({ nDia, nMes, nAnio }) => validateBirthdateShape({ day: nDia, month: nMes, year: nAnio })))

type WithDocument = { readonly cTipoDocumento: DocumentType; readonly cNumeroDocumento: string }
type WithOptionalDocument = { readonly cTipoDocumento: DocumentType | null; readonly cNumeroDocumento: string | null }

/** A document number judged by its type, decoded without its separators. */
export const documentNumberRule = withFieldRule("cNumeroDocumento", (request: WithDocument) =>
  validateDocumentNumber(request.cTipoDocumento, request.cNumeroDocumento),
)

/** An optional document (sign-up, personal data): none, or a type and the number it needs. */
export const optionalDocumentRule = withFieldRule("cNumeroDocumento", (request: WithOptionalDocument) =>
  validateOptionalDocument(request.cTipoDocumento, request.cNumeroDocumento),
)
