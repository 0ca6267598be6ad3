import { LANGUAGE_COOKIE } from "../app/pageLanguage.js"

/** The language cookie's value; a malformed one (`%E0`) is no language. */
const cookieValue = (cookieHeader: string | null): string | null => {
  for (const part of (cookieHeader ?? "").split(";")) {
    const [name, value] = part.trim().split("=")
    if (name !== LANGUAGE_COOKIE || value === undefined) continue
    try {
      return decodeURIComponent(value)
    } catch {
      return null
    }
  }
  return null
}

/** The language of a page rendered on the server, among those the tenant offers (app/pageLanguage.ts says how). */
export const pageLanguageOf = (
  request: { readonly search: URLSearchParams; readonly cookie: string | null },
  offered: ReadonlyArray<string>,
  fallback: string,
): string => {
  const candidates = [request.search.get("lang"), cookieValue(request.cookie)]
  return candidates.find((locale): locale is string => locale !== null && offered.includes(locale)) ?? fallback
}
