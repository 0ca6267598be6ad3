import { style } from "@vanilla-extract/css"
import { vars } from "../../../theme/contract.css.js"
import { focusRing } from "../../../theme/a11y.js"
import { roundIconButton } from "../../../theme/controls.js"
import { hairline } from "../../../theme/surfaces.js"

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
  ...roundIconButton,
  border: hairline,
  background: vars.color.surface,
  ":focus-visible": focusRing(),
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
