import { style } from "@vanilla-extract/css"
import { vars } from "../../../theme/contract.css.js"

export const box = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: vars.space.medium,
  padding: vars.space.xlarge,
  textAlign: "center",
  background: vars.color.surface,
  borderRadius: vars.radius.medium,
})
