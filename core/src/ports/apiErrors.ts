import * as Data from "effect/Data"
import type * as Schema from "effect/Schema"
import type { Access } from "../contract/endpoints/endpoint.js"
import { NETWORK_FAILURE_CODE } from "../contract/envelope.js"
import { firstIssueOf } from "../contract/issues.js"

/** The server answered with an nCode above 299; message is the text it sent in oData, key its message key (cClave). */
export class ApiError extends Data.TaggedError("ApiError")<{
  readonly nCode: number
  readonly message: string
  readonly key?: string
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
    return new DecodeError({ field: firstIssueOf(error).field, message: error.message })
  }
}

export type ApiFailure = ApiError | NetworkError | Unauthorized | DecodeError

const HTTP_UNAUTHORIZED = 401

/**
 * The failure an error status of a call reads as: a 401 on a call that sent credentials means the
 * session is over (the shop sends the shopper to login); on a public call (login) it only means
 * wrong credentials. Anything else keeps the server's message.
 */
export const failureOfStatus = (access: Access, nCode: number, message: string, key?: string): ApiFailure =>
  nCode === HTTP_UNAUTHORIZED && access !== "public"
    ? new Unauthorized({ message })
    : new ApiError({ nCode, message, ...(key === undefined ? {} : { key }) })
