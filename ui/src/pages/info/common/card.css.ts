import { style } from "@vanilla-extract/css"
import { vars } from "../../../theme/contract.css.js"
import { outlinedBox } from "../../../theme/surfaces.js"

/** One bordered card of a card grid (cardGrid.ts). */
export const card = style({
  display: "grid",
  alignContent: "start",
  gap: vars.space.small,
  ...outlinedBox,
  background: vars.color.surface,
})
