import type { LazyTab } from "./lazy/index.js"

/**
 * Any call but login's answered 401: the server no longer takes the session's token, so the session
 * ends here too (the session machine hears `api.unauthorized`: token and user leave storage, every
 * tab logs out, a running purchase is let go with its key), not only the page that made the call.
 * The purchase machines' own calls say so themselves (liveIo); this is for the pages' calls, whose
 * 401 the Api adapter reports (adapters' onUnauthorized). A tab already logged out has nothing to end.
 */
export const endSessionOnUnauthorized = (tab: Pick<LazyTab, "snapshot" | "dispatch">): void => {
  if (tab.snapshot().session.value === "loggedIn") tab.dispatch({ type: "api.unauthorized" })
}
