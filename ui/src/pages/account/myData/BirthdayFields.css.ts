import { style } from "@vanilla-extract/css"
import { vars } from "../../../theme/contract.css.js"

/** Day, month and year side by side even on a phone: two short boxes and a longer one. */
export const boxes = style({
  display: "grid",
  gap: vars.space.small,
  gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr) minmax(0, 1.4fr)",
})
