import type { Catalog } from "../../contract/catalogFiles.js"
import type { AnswerLanguage } from "../../contract/language.js"
import { inLanguage, optionalInLanguage } from "../../rules/answerLanguage.js"
import type { ProductOffer } from "../store.js"

const english = new WeakMap<Catalog, Catalog>()

const catalogInEnglish = (catalog: Catalog): Catalog => ({
  ...catalog,
  showTypes: catalog.showTypes.map((type) => ({ ...type, cNombre: inLanguage("en", type.cNombre, type.cNombreEn) })),
  promotions: catalog.promotions.map((promotion) => ({
    ...promotion,
    cNombre: inLanguage("en", promotion.cNombre, promotion.cNombreEn),
    cDescripcion: optionalInLanguage("en", promotion.cDescripcion, promotion.cDescripcionEn),
  })),
  deliveryTypes: catalog.deliveryTypes.map((type) => ({
    ...type,
    cNombre: inLanguage("en", type.cNombre, type.cNombreEn),
  })),
  paymentMethods: catalog.paymentMethods.map((method) => ({
    ...method,
    cNombre: inLanguage("en", method.cNombre, method.cNombreEn),
  })),
  venues: catalog.venues.map((venue) => ({ ...venue, cNombre: inLanguage("en", venue.cNombre, venue.cNombreEn) })),
  seatMaps: catalog.seatMaps.map((map) => ({
    ...map,
    listaSector: map.listaSector.map((sector) => ({
      ...sector,
      cNombre: inLanguage("en", sector.cNombre, sector.cNombreEn),
    })),
  })),
})

/**
 * The catalogue with every text a shopper reads in `language`: in English, each `…En` field takes
 * its Spanish sibling's place (show titles have none, and stay). One object per
 * catalogue and language, so the backends built from it share their index (catalogueIndexOf).
 */
export const catalogIn = (catalog: Catalog, language: AnswerLanguage): Catalog => {
  if (language === "es") return catalog
  const known = english.get(catalog)
  if (known !== undefined) return known
  const translated = catalogInEnglish(catalog)
  english.set(catalog, translated)
  return translated
}

/** A product on offer as the API answers it in `language`. */
export const productIn = (
  { cNombreEn, cDescripcionEn, ...product }: ProductOffer,
  language: AnswerLanguage,
): ProductOffer => ({
  ...product,
  cNombre: inLanguage(language, product.cNombre, cNombreEn),
  cDescripcion: optionalInLanguage(language, product.cDescripcion, cDescripcionEn),
})
