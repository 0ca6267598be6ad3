/**
 * The query the search box submits (SPEC §5): the trimmed text when it has at least `minLength`
 * characters (the tenant's `search.minLength`), otherwise null and the search does not happen.
 */
export const searchQuery = (text: string, minLength: number): string | null => {
  const query = text.trim()
  return [...query].length >= minLength ? query : null
}
