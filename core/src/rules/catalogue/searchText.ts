/** Lower case without accents and with single spaces, so "musica" finds "Música" and "ÑANDÚ" finds "ñandu". */
export const foldForSearch = (text: string): string =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .normalize("NFC")
    .toLowerCase()
    .replace(/\s+/gu, " ")
    .trim()

/** What a show is found by (its name, venue, type and description), folded into one text. */
export const searchTextOf = (parts: ReadonlyArray<string>): string => foldForSearch(parts.join(" "))

/** The words of a free-text query, folded; a show matches when its search text contains every one. */
export const searchWordsOf = (query: string | null): ReadonlyArray<string> =>
  query === null
    ? []
    : foldForSearch(query)
        .split(" ")
        .filter((word) => word.length > 0)
