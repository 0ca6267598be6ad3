import { style } from "@vanilla-extract/css"
import { vars } from "../../../theme/contract.css.js"

export const carousel = style({
  display: "grid",
  gridTemplateColumns: "1fr auto",
  gridTemplateAreas: '"title controls" "slides slides"',
  alignItems: "center",
  gap: vars.space.small,
})

export const title = style({ gridArea: "title", margin: 0, fontSize: vars.font.sizeLarge })

export const controls = style({ gridArea: "controls", display: "flex", alignItems: "center", gap: vars.space.xsmall })

export const control = style({
  display: "inline-grid",
  placeItems: "center",
  width: 44,
  height: 44,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.round,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: "pointer",
  ":hover": { background: vars.color.surfaceAlt },
  ":focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
})

export const position = style({
  minWidth: "3.5em",
  textAlign: "center",
  fontVariantNumeric: "tabular-nums",
  color: vars.color.muted,
})

export const slides = style({
  gridArea: "slides",
  borderRadius: vars.radius.large,
  overflow: "hidden",
  boxShadow: vars.shadow.card,
})
