import * as Schema from "effect/Schema"
import { catalogueEndpoints } from "../contract/endpoints/catalogue.js"
import type { Endpoint } from "../contract/endpoints/endpoint.js"
import { settingsEndpoints } from "../contract/endpoints/settings.js"
import { NO_CREDENTIALS, toWire } from "../contract/endpoints/wire.js"
import { Envelope } from "../contract/envelope.js"
import { functionAvailabilityOf, type FunctionAvailability } from "../rules/functionAvailability.js"

export interface AvailabilityRequest {
  /** The shop's origin ("https://shop.example"): the server that sells the function. */
  readonly origin: string
  readonly idFuncion: number
  /** The reader's language: names, prices and dates are written in it. */
  readonly language: string
}

/**
 * One public call of the table with fetch alone, its answer decoded with the table's schema. No
 * credentials and no header but the language (a safelisted one): a page of another origin may make
 * it without a preflight, and the Effect runtime and the rest of the table stay out of its bundle.
 */
const getPublic = async <T>(
  endpoint: Endpoint & { readonly answer: Schema.Decoder<T> },
  request: AvailabilityRequest,
  path: Readonly<Record<string, number>> = {},
): Promise<T> => {
  const wire = toWire(endpoint, { path }, { ...NO_CREDENTIALS, language: request.language })
  const response = await fetch(request.origin + wire.path, { headers: wire.headers })
  if (!response.ok) throw new Error(`${wire.method} ${wire.path} answered ${response.status}`)
  const answer: Schema.Decoder<T> = endpoint.answer
  return Schema.decodeUnknownSync(Envelope(answer))(await response.json()).oData
}

/**
 * A function's availability as a front end outside the shop shows it (the widget): the function
 * (GET /v2/Funcion/{idFuncion}) and the tenant's prices (GET /v2/Configuracion), made into
 * functionAvailabilityOf's view. Rejects when either call fails or answers off the contract.
 */
export const loadFunctionAvailability = async (request: AvailabilityRequest): Promise<FunctionAvailability> => {
  const [performance, tenant] = await Promise.all([
    getPublic(catalogueEndpoints.getPerformance, request, { idFuncion: request.idFuncion }),
    getPublic(settingsEndpoints.getTenantSettings, request),
  ])
  return functionAvailabilityOf(performance, tenant.price, request.language)
}
