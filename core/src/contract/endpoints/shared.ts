import * as Schema from "effect/Schema"
import { Id } from "../common.js"
import { Text } from "../text.js"

/** The purchase process named by the path; 0 in the take calls starts a new one. */
export const ProcessPath = Schema.Struct({ idProcesoDeCompra: Id })

export const FunctionPath = Schema.Struct({ idFuncion: Id })

/** `?h=`: the validation hash a landing link may carry (accepted, not required). */
export const ValidationQuery = Schema.Struct({ h: Schema.optionalKey(Text) })

/** The header the shop sends with the country of the shopper's address (the `cc` key of SPEC §3). */
export const COUNTRY_CODE_HEADER = "x-country-code"

export const CountryHeader = Schema.Struct({
  [COUNTRY_CODE_HEADER]: Schema.optionalKey(Schema.String.check(Schema.isPattern(/^[A-Z]{2}$/u))),
})

/** Calls that answer nothing worth reading send `oData: null`. */
export const NoContent = Schema.Null
