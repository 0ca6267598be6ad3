import { style } from "@vanilla-extract/css"
import { vars } from "../../../theme/contract.css.js"

export const list = style({
  listStyle: "none",
  display: "grid",
  gap: vars.space.medium,
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 16rem), 1fr))",
  // A grid of cards, not a list of lines: none of the text column's list indent or measure.
  selectors: { "&&": { paddingLeft: 0, maxWidth: "none" } },
})

export const problem = style({
  display: "grid",
  alignContent: "start",
  gap: vars.space.small,
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
})
