import { style } from "@vanilla-extract/css"
import { vars } from "../../../theme/contract.css.js"

export const share = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.small,
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
})

/** A share with places: the promotion is in use. */
export const shareInUse = style([
  share,
  { borderColor: vars.color.primary, boxShadow: `inset 0 0 0 1px ${vars.color.primary}` },
])

export const shareText = style({ display: "flex", flexDirection: "column", gap: 2, flex: "1 1 12rem", minWidth: 0 })

export const stepper = style({ display: "flex", alignItems: "center", gap: vars.space.xsmall, flexShrink: 0 })

const focusRing = { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 }

/** 44 px square: a target a thumb hits (WCAG 2.5.8 asks 24). */
export const stepButton = style({
  width: 44,
  height: 44,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: vars.color.surfaceAlt,
  color: vars.color.text,
  font: "inherit",
  fontSize: vars.font.sizeLarge,
  fontWeight: 700,
  cursor: "pointer",
  ":focus-visible": focusRing,
  selectors: { '&[aria-disabled="true"]': { cursor: "not-allowed", opacity: 0.5 } },
})

export const quantity = style({
  width: "3.5rem",
  height: 44,
  padding: `0 ${vars.space.xsmall}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: vars.color.background,
  color: vars.color.text,
  font: "inherit",
  textAlign: "center",
  fontVariantNumeric: "tabular-nums",
  ":focus-visible": focusRing,
})

export const total = style({ margin: 0, fontWeight: 700, fontVariantNumeric: "tabular-nums" })

export const problem = style({ margin: 0, color: vars.color.alert, fontWeight: 600 })
