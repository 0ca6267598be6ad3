import { style } from "@vanilla-extract/css"
import { vars } from "../../theme/contract.css.js"
import { focusRing } from "../../theme/a11y.js"
import { pageWidth } from "../../theme/layout.js"
import { toast } from "../../theme/surfaces.js"

// No height while empty, yet never display:none: a live region must be there before its message.
export const region = style({ ...pageWidth, padding: `0 ${vars.space.medium}` })

export const notice = style(toast(vars.color.warning, vars.space.small))

export const text = style({ flex: 1, margin: 0 })

export const close = style({
  display: "grid",
  placeItems: "center",
  width: 44,
  height: 44,
  border: "none",
  borderRadius: vars.radius.small,
  background: "transparent",
  color: vars.color.muted,
  cursor: "pointer",
  ":focus-visible": focusRing(-3),
})
