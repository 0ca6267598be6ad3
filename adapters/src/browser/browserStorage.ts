/**
 * The page's localStorage, or null where the browser refuses it: with storage disabled,
 * merely reading `localStorage` throws, and outside a browser there is none.
 */
export const browserStorage = (): Storage | null => {
  try {
    return globalThis.localStorage ?? null
  } catch {
    return null
  }
}
