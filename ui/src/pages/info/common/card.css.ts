import { style } from "@vanilla-extract/css"
import { vars } from "../../../theme/contract.css.js"

/** One bordered card of a card grid (cardGrid.ts). */
export const card = style({
  display: "grid",
  alignContent: "start",
  gap: vars.space.small,
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
})
