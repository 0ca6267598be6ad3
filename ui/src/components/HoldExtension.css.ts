import { style } from "@vanilla-extract/css"
import { phone } from "../theme/breakpoints.js"
import { vars } from "../theme/contract.css.js"

// Its own styles only: a style shared with the top bar would be split off the first download into a chunk of its own.

const hidden = {
  position: "absolute",
  width: 1,
  height: 1,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
} as const

/** Read by screen readers, not shown. */
export const srOnly = style(hidden)

/** Beside a page's clock: the button and how many more times it may be used. */
export const panel = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.small })

export const note = style({ margin: 0, color: vars.color.muted })

/** In the top bar's countdown pill: an outlined button in the pill's own colours, 28 px high (WCAG 2.5.8). */
export const barButton = style({
  display: "inline-flex",
  alignItems: "center",
  gap: 2,
  minHeight: 28,
  minWidth: 28,
  justifyContent: "center",
  padding: `0 ${vars.space.xsmall}`,
  border: "2px solid currentColor",
  borderRadius: vars.radius.round,
  background: "transparent",
  color: "inherit",
  font: "inherit",
  fontSize: "0.875em",
  cursor: "pointer",
  ":focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
  selectors: { '&[aria-busy="true"]': { opacity: 0.7, cursor: "progress" } },
})

/** Phones keep the bar button's icon only (its name stays for screen readers): the bar has no room to spare. */
export const barLabel = style({ "@media": { [phone]: hidden } })
