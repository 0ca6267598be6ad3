import { globalStyle, style } from "@vanilla-extract/css"
import { vars } from "../../../theme/contract.css.js"

export const notice = style({
  display: "grid",
  gap: vars.space.small,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceAlt,
  borderLeft: `6px solid ${vars.color.warning}`,
})

export const title = style({ fontWeight: 700 })

globalStyle(`${notice} p`, { margin: 0 })
