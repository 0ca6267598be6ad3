import { style } from "@vanilla-extract/css"
import { vars } from "../../theme/contract.css.js"

export const form = style({
  display: "flex",
  alignItems: "center",
  minWidth: 0,
  height: 44,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.round,
  background: vars.color.surface,
  overflow: "hidden",
  ":focus-within": { outline: `3px solid ${vars.color.focus}`, outlineOffset: 1 },
})

export const input = style({
  flex: 1,
  minWidth: 0,
  height: "100%",
  padding: `0 ${vars.space.medium}`,
  border: "none",
  background: "transparent",
  color: vars.color.text,
  font: "inherit",
  outline: "none",
  "::placeholder": { color: vars.color.muted },
})

export const submit = style({
  display: "grid",
  placeItems: "center",
  width: 44,
  height: "100%",
  border: "none",
  background: "transparent",
  color: vars.color.muted,
  cursor: "pointer",
  ":hover": { color: vars.color.primary },
  ":focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: -3 },
})
