import * as Schema from "effect/Schema"
import { Id } from "./common.js"

/** The zone filter of the billboard groups venues by area. */
export const Zone = Schema.Struct({
  idZona: Id,
  cNombre: Schema.String,
}).annotate({ identifier: "Zone" })
export type Zone = typeof Zone.Type

/** establecimiento: the place where functions happen. */
export const Venue = Schema.Struct({
  idEstablecimiento: Id,
  cNombre: Schema.String,
  cSeo: Schema.String,
  cDireccion: Schema.String,
  cLocalidad: Schema.String,
  cProvincia: Schema.String,
  oZona: Zone,
}).annotate({ identifier: "Venue" })
export type Venue = typeof Venue.Type
