import { style } from "@vanilla-extract/css"
import { vars } from "../../../theme/contract.css.js"
import { focusRing } from "../../../theme/a11y.js"
import { controlBox } from "../../../theme/controls.js"
import { spread, stack } from "../../../theme/layout.js"
import { hairline, outlinedBox, ringed } from "../../../theme/surfaces.js"

export const share = style({
  ...spread(vars.space.small),
  flexWrap: "wrap",
  ...outlinedBox,
  background: vars.color.surface,
})

/** A share with places: the promotion is in use. */
export const shareInUse = style([share, ringed(vars.color.primary)])

export const shareText = style({ ...stack(2), flex: "1 1 12rem", minWidth: 0 })

export const stepper = style({ display: "flex", alignItems: "center", gap: vars.space.xsmall, flexShrink: 0 })

/** 44 px square: a target a thumb hits (WCAG 2.5.8 asks 24). */
export const stepButton = style({
  width: 44,
  height: 44,
  border: hairline,
  borderRadius: vars.radius.small,
  background: vars.color.surfaceAlt,
  color: vars.color.text,
  font: "inherit",
  fontSize: vars.font.sizeLarge,
  fontWeight: 700,
  cursor: "pointer",
  ":focus-visible": focusRing(),
  selectors: { '&[aria-disabled="true"]': { cursor: "not-allowed", opacity: 0.5 } },
})

/** The stepper's count: a narrow field between its buttons, on the page's colour so it reads as their partner. */
export const quantity = style({
  ...controlBox,
  width: "3.5rem",
  height: 44,
  padding: `0 ${vars.space.xsmall}`,
  borderRadius: vars.radius.small,
  background: vars.color.background,
  textAlign: "center",
  fontVariantNumeric: "tabular-nums",
  ":focus-visible": focusRing(),
})

export const total = style({ margin: 0, fontWeight: 700, fontVariantNumeric: "tabular-nums" })

export const problem = style({ margin: 0, color: vars.color.alert, fontWeight: 600 })
