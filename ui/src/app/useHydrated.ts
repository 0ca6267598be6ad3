import { useSyncExternalStore } from "react"

const noChange = () => () => undefined

/**
 * False while the server renders a page and while the browser hydrates it (its first frame must be
 * the server's HTML); true from the next frame on, and from the first frame of a page the browser
 * draws itself. What only the browser knows (the shopper's session, kept in it) or does (the seat
 * map's drawing and its controls) waits for it, so the server's HTML never offers what cannot work yet.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  )
