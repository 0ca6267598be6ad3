/** An instant as the timeline shows it: the time of day in UTC, to the millisecond (a log's instants are UTC). */
export const timeOfDay = (at: number): string => new Date(at).toISOString().slice(11, 23)

/** A value on one line (a state, a changed leaf); `undefined` (a leaf that came or went) shows as "—". */
export const inline = (value: unknown): string => (value === undefined ? "—" : JSON.stringify(value))
