import { useSyncExternalStore } from "react"

const noChange = () => () => undefined

/**
 * Whether this browser's own state (the shopper's session, kept in it) is known: not while the
 * server renders a page, nor while the browser hydrates it (its first frame must be the server's
 * HTML); from the next frame on, and from the first frame of a page the browser draws itself.
 */
export const useShopperKnown = (): boolean =>
  useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  )
