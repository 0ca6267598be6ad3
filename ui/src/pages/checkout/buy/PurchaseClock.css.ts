import { style, styleVariants } from "@vanilla-extract/css"
import { vars } from "../../../theme/contract.css.js"
import { actionRow } from "../../../theme/layout.js"

const base = style({
  display: "inline-flex",
  alignItems: "baseline",
  gap: vars.space.small,
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderRadius: vars.radius.round,
  fontWeight: 600,
})

export const clock = styleVariants({
  calm: [base, { background: vars.color.surfaceAlt, color: vars.color.text }],
  alert: [base, { background: vars.color.alert, color: vars.color.primaryText }],
})

export const time = style({ fontVariantNumeric: "tabular-nums", fontSize: vars.font.sizeLarge })

export const wrapper = style(actionRow(vars.space.small))
