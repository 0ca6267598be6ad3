import * as Schema from "effect/Schema"
import { Count, Id, IsoDateTime } from "./common.js"

/** A hold renewed by the shopper (POST /v2/Proceso/{id}/Extender): its new deadline and what is left to extend. */
export const HoldExtension = Schema.Struct({
  idProcesoDeCompra: Id,
  /** When the holds expire now: a full purchase clock from the instant the extension was granted. */
  dVencimiento: IsoDateTime,
  /** How many times this purchase's hold was extended, this time included. */
  nExtensiones: Count,
  /** How many more times the shop allows. */
  nExtensionesRestantes: Count,
}).annotate({ identifier: "HoldExtension" })
export type HoldExtension = typeof HoldExtension.Type
