import type { LanguageOption } from "@boleteria/core"
import type { Translate } from "../../i18n/i18n.js"
import { availableLocales } from "../../i18n/i18n.js"

const FLAGS: Readonly<Record<string, string>> = {
  es: "/logos/flags/ar.svg",
  en: "/logos/flags/gb.svg",
}

/** The language menu's options (SPEC §3): only the tenant's enabled locales that have texts. */
export const languageOptions = (enabled: ReadonlyArray<string>, t: Translate): ReadonlyArray<LanguageOption> =>
  availableLocales(enabled).map((locale) => ({
    locale,
    title: t(`shell.languages.${locale}.title`),
    titleResumido: t(`shell.languages.${locale}.short`),
    image: FLAGS[locale] ?? "",
  }))
