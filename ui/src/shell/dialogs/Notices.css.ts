import { style } from "@vanilla-extract/css"
import { vars } from "../../theme/contract.css.js"

export const region = style({
  maxWidth: vars.layout.maxWidth,
  margin: "0 auto",
  // No height while empty, yet never display:none: a live region must be there before its message.
  padding: `0 ${vars.space.medium}`,
})

export const notice = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.small,
  marginTop: vars.space.medium,
  padding: `${vars.space.small} ${vars.space.small} ${vars.space.small} ${vars.space.large}`,
  borderLeft: `4px solid ${vars.color.warning}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
})

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
  ":focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: -3 },
})
