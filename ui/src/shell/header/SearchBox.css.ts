import { style } from "@vanilla-extract/css"
import { vars } from "../../theme/contract.css.js"
import { focusRing } from "../../theme/a11y.js"
import { hairline } from "../../theme/surfaces.js"

export const form = style({
  display: "flex",
  alignItems: "center",
  minWidth: 0,
  height: 44,
  border: hairline,
  borderRadius: vars.radius.round,
  background: vars.color.surface,
  overflow: "hidden",
  ":focus-within": focusRing(1),
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
  ":focus-visible": focusRing(-3),
})
