import rosetta from "rosetta"
import english from "locale-slice:en/pageHead"
import spanish from "locale-slice:es/pageHead"
import type { Translate } from "../i18n/i18n.js"

/** The page heads' own texts (the pageHead slice, which only the server loads), over the shop's. */
const texts = rosetta({ es: spanish, en: english })

export const withHeadTexts =
  (locale: string, shopTexts: Translate): Translate =>
  (key, params) =>
    key.startsWith("pageHead.") ? texts.t(key, params, locale) || texts.t(key, params, "es") : shopTexts(key, params)
