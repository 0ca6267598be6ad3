import * as Schema from "effect/Schema"
import { MAX_SUPPORT_LOG_BYTES } from "../../rules/supportLog.js"
import { SupportKeyRefused, SupportLogNotFound, SupportLogRefused, TooManyAttempts } from "../refusals.js"
import { SupportKeyHeader, SupportLog, SupportLogReceipt, SupportLogUpload, SupportReference } from "../supportLog.js"
import { endpoint } from "./endpoint.js"

/**
 * The support inbox (docs/replay.md): a shopper in trouble sends the shop's purchase log, signed in
 * or not, and quotes the reference; the tenant's support reads it back with its key (X-Clave-Soporte).
 */
export const supportEndpoints = {
  sendSupportLog: endpoint({
    method: "POST",
    path: "/v2/Soporte/Registro",
    summary:
      "Send the shop's purchase log to the tenant's support; the answer is a short reference to quote (at most 10 logs per address an hour)",
    access: "public",
    body: SupportLogUpload,
    maxBodyBytes: MAX_SUPPORT_LOG_BYTES,
    answer: SupportLogReceipt,
    errors: [SupportLogRefused, TooManyAttempts],
  }),
  getSupportLog: endpoint({
    method: "GET",
    path: "/v2/Soporte/Registro/{cReferencia}",
    summary: "A log a shopper sent, by its reference, for the tenant's support",
    access: "public",
    params: Schema.Struct({ cReferencia: SupportReference }),
    headers: SupportKeyHeader,
    answer: SupportLog,
    errors: [SupportKeyRefused, SupportLogNotFound],
  }),
}
