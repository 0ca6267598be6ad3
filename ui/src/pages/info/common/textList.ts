import type { Translate } from "../../../i18n/i18n.js"

/** Enough for any page; stops a mistyped key from looping. */
const MAX_ITEMS = 50

/**
 * Long texts live in the locale files as arrays (paragraphs, list items). The translator answers
 * a missing key with the key itself, so the list ends at the first index it does not know.
 */
export const textList = (t: Translate, key: string): ReadonlyArray<string> => {
  const texts: Array<string> = []
  for (let index = 0; index < MAX_ITEMS; index++) {
    const itemKey = `${key}.${index}`
    const text = t(itemKey)
    if (text === itemKey) break
    texts.push(text)
  }
  return texts
}

/** A text a section may or may not have (a note, a closing line): null when the locale has none. */
export const optionalText = (t: Translate, key: string): string | null => {
  const text = t(key)
  return text === key ? null : text
}
