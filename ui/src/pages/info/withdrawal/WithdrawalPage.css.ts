import { style } from "@vanilla-extract/css"
import { vars } from "../../../theme/contract.css.js"

/** Headings that take focus when the answer arrives: no ring of their own, the page scrolls to them. */
export const resultHeading = style({ outline: "none" })

/** The tracking code: what the shopper must keep, so it stands out and copies in one piece. */
export const code = style({
  padding: vars.space.medium,
  borderLeft: `4px solid ${vars.color.success}`,
  borderRadius: vars.radius.small,
  background: vars.color.surfaceAlt,
  fontWeight: 700,
  fontSize: "1.15rem",
  letterSpacing: "0.05em",
})

export const failure = style({
  padding: vars.space.medium,
  borderLeft: `4px solid ${vars.color.alert}`,
  borderRadius: vars.radius.small,
  background: vars.color.surfaceAlt,
})

export const facts = style({ display: "grid", gap: vars.space.small, paddingLeft: vars.space.large })
