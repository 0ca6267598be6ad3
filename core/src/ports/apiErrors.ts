import * as Data from "effect/Data"
import type * as Schema from "effect/Schema"
import * as SchemaIssue from "effect/SchemaIssue"
import { NETWORK_FAILURE_CODE } from "../contract/envelope.js"

/** The server answered with an nCode above 299; message is the text it sent in oData. */
export class ApiError extends Data.TaggedError("ApiError")<{
  readonly nCode: number
  readonly message: string
}> {}

/** The server could not be reached; SPEC §8 reports this as nCode 555 with an attention dialog. */
export class NetworkError extends Data.TaggedError("NetworkError")<{ readonly message: string }> {
  readonly nCode = NETWORK_FAILURE_CODE
}

/** HTTP 401: the token is missing, unknown or older than the session allows; the shop sends the shopper to login. */
export class Unauthorized extends Data.TaggedError("Unauthorized")<{ readonly message: string }> {}

/** The answer did not match its contract schema; field is the path of the first mismatch. */
export class DecodeError extends Data.TaggedError("DecodeError")<{
  readonly field: string
  readonly message: string
}> {
  static fromSchemaError(error: Schema.SchemaError): DecodeError {
    const [first] = standardIssues(error.issue).issues
    return new DecodeError({ field: fieldPath(first?.path ?? []), message: error.message })
  }
}

export type ApiFailure = ApiError | NetworkError | Unauthorized | DecodeError

const standardIssues = SchemaIssue.makeFormatterStandardSchemaV1()

type PathStep = PropertyKey | { readonly key: PropertyKey }

/** `listaFuncion.0.idFuncion`; "(root)" when the whole answer had the wrong shape. */
const fieldPath = (path: ReadonlyArray<PathStep>): string =>
  path.length === 0
    ? "(root)"
    : path.map((step) => String(typeof step === "object" ? step.key : step)).join(".")
