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

/** An ISO 3166-1 alpha-2 country code, as SPEC §3's `cc` holds it. */
const CountryCode = Schema.String.check(Schema.isPattern(/^[A-Z]{2}$/u))

export const CountryHeader = Schema.Struct({
  [COUNTRY_CODE_HEADER]: Schema.optionalKey(CountryCode),
})

/** oData of GET /v2/Geo/Pais: the country of the caller's address. */
export const VisitorCountry = Schema.Struct({ cPais: CountryCode }).annotate({ identifier: "VisitorCountry" })

/** Calls that answer nothing worth reading send `oData: null`. */
export const NoContent = Schema.Null
