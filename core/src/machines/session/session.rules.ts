import type { User } from "../../contract/session.js"

/** The instant a signed-in session stops counting as logged in (SPEC §4: 180 minutes). */
export const sessionDeadline = (user: User | null, validityMs: number): number | null =>
  user === null ? null : user.dLogin + validityMs
