/** SPEC's xs breakpoint (phones) and the sm one used by dialog widths. */
export const BREAKPOINTS = { sm: 600, md: 960 } as const
export const phone = `screen and (max-width: ${BREAKPOINTS.sm - 1}px)`
export const tablet = `screen and (min-width: ${BREAKPOINTS.sm}px) and (max-width: ${BREAKPOINTS.md - 1}px)`
