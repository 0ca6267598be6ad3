import * as Schema from "effect/Schema"
import { MAX_SUPPORT_COMMENT_LENGTH, SUPPORT_REFERENCE_PATTERN } from "../rules/supportLog.js"
import { IsoDateTime } from "./common.js"
import { MultilineText } from "./text.js"

/** A stored log's reference, `K7M2-Q9XD` (rules/supportLog.ts). */
export const SupportReference = Schema.String.check(
  Schema.isPattern(SUPPORT_REFERENCE_PATTERN, { expected: "a reference like K7M2-Q9XD" }),
)

/** The header the tenant's support sends its key in (a path is logged; a header is not). */
export const SUPPORT_KEY_HEADER = "x-clave-soporte"

/** Optional to the schema: a call without it is answered 401, as one with a wrong key is. */
export const SupportKeyHeader = Schema.Struct({ [SUPPORT_KEY_HEADER]: Schema.optionalKey(Schema.String) })

/** What went wrong, in the shopper's words: optional. */
const SupportComment = Schema.NullOr(MultilineText.check(Schema.isMaxLength(MAX_SUPPORT_COMMENT_LENGTH)))

/** Body of POST /v2/Soporte/Registro: the shop's purchase log (JSON Lines, redacted) and a comment. */
export const SupportLogUpload = Schema.Struct({
  cRegistro: Schema.String,
  cComentario: SupportComment,
}).annotate({ identifier: "SupportLogUpload" })
export type SupportLogUpload = typeof SupportLogUpload.Type

/** oData of POST /v2/Soporte/Registro: the reference the shopper quotes to support. */
export const SupportLogReceipt = Schema.Struct({ cReferencia: SupportReference }).annotate({
  identifier: "SupportLogReceipt",
})

/** oData of GET /v2/Soporte/Registro/{cReferencia}: the log as it was sent, and when. */
export const SupportLog = Schema.Struct({
  cReferencia: SupportReference,
  dRecibido: IsoDateTime,
  ...SupportLogUpload.fields,
}).annotate({ identifier: "SupportLog" })
export type SupportLog = typeof SupportLog.Type
