import type { ApiFailure } from "./apiErrors.js"

// Without Effect (apiErrors.ts's classes bring it): a page the server rendered reads this as it hydrates.

const HTTP_NOT_FOUND = 404

/** What was asked for does not exist (a function, a show): trying again cannot help, a way elsewhere does. */
export const isNotFound = (failure: ApiFailure): boolean =>
  failure._tag === "ApiError" && failure.nCode === HTTP_NOT_FOUND
