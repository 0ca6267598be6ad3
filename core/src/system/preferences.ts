/** Flat, per-browser state that no purchase rule depends on (SPEC §3 persisted keys). */
export interface Preferences {
  readonly locale: string | null
  /** Country code from the IP lookup. */
  readonly cc: string | null
}

export const NO_PREFERENCES: Preferences = { locale: null, cc: null }
