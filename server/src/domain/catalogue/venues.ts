import { inLanguage, type AnswerLanguage, type Venue } from "@boleteria/core"
import type { Queryable } from "../../db/database.js"
import { venueRows, type VenueRow } from "../../store/catalogue/venues.js"

/** A venue as the API answers it, named in the shopper's language. */
export const venueOf = (row: VenueRow, language: AnswerLanguage): Venue => ({
  idEstablecimiento: row.venue_id,
  cNombre: inLanguage(language, row.venue_name, row.venue_name_en),
  cSeo: row.venue_seo,
  cDireccion: row.venue_address,
  cLocalidad: row.venue_locality,
  cProvincia: row.venue_province,
  oZona: { idZona: row.zone_id, cNombre: row.zone_name },
})

/** Every venue, by its name in the shopper's language (GET /v2/Establecimientos). */
export const listVenues = async (db: Queryable, language: AnswerLanguage): Promise<ReadonlyArray<Venue>> =>
  (await venueRows(db, language)).map((row) => venueOf(row, language))
