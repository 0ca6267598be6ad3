import * as Schema from "effect/Schema"

/** Every v2 answer is `{ nCode, oData }`; nCode 200 is success, anything above 299 an error. */
export const Envelope = <S extends Schema.Top>(oData: S) => Schema.Struct({ nCode: Schema.Int, oData })

/**
 * An error answer carries the server's message (or a list of them) in oData and, when that text is
 * one of the shop's (a message key of locales/*.json), the key in cClave: a shop says it in its
 * shopper's language, without the field name oData starts with for developers.
 */
export const ErrorEnvelope = Schema.Struct({
  nCode: Schema.Int,
  oData: Schema.Union([Schema.String, Schema.Array(Schema.String), Schema.Null]),
  cClave: Schema.optionalKey(Schema.String),
})
export type ErrorEnvelope = typeof ErrorEnvelope.Type

export const SUCCESS_CODE = 200
export const NETWORK_FAILURE_CODE = 555

export const isErrorCode = (nCode: number): boolean => nCode > 299
