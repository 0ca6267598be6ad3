import { style } from "@vanilla-extract/css"
import { vars } from "../../../theme/contract.css.js"

export const region = style({
  position: "fixed",
  insetInline: 0,
  bottom: vars.space.large,
  display: "flex",
  justifyContent: "center",
  pointerEvents: "none",
  zIndex: 90,
})

export const toast = style({
  padding: `${vars.space.medium} ${vars.space.large}`,
  borderRadius: vars.radius.round,
  background: vars.color.text,
  color: vars.color.surface,
  boxShadow: vars.shadow.menu,
  fontFamily: vars.font.body,
  fontWeight: 600,
})
