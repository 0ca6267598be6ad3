/**
 * The language a page is rendered in on the server (ui/src/ssr): `?lang=` when a link asks for one
 * (the alternate versions search engines list), else the one the shopper reads (a cookie the shop
 * writes whenever its language changes), else the tenant's default. Not the browser's
 * Accept-Language: the shop speaks the tenant's language until the shopper picks another.
 */
export const LANGUAGE_COOKIE = "boleteria-lang"
const ONE_YEAR_S = 365 * 24 * 3600

export const languageCookie = (locale: string): string =>
  `${LANGUAGE_COOKIE}=${encodeURIComponent(locale)}; path=/; max-age=${ONE_YEAR_S}; samesite=lax`
