import type { ShowDetail } from "@boleteria/core"

/** A show's description in the shop's language: the English text when the show has one, else the Spanish. */
export const showDescription = (show: ShowDetail, locale: string): string =>
  locale === "en" && show.cDescripcionEn !== null ? show.cDescripcionEn : show.cDescripcion
