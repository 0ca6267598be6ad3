import { globalStyle, style } from "@vanilla-extract/css"
import { vars } from "../../../theme/contract.css.js"

export const form = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.medium,
  padding: vars.space.large,
  background: vars.color.surface,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.card,
})

export const textRow = style({ display: "flex", flexDirection: "column", gap: vars.space.xsmall })

export const label = style({ fontWeight: 600 })

export const inputRow = style({ display: "flex", gap: vars.space.small })

export const input = style({
  flex: 1,
  minWidth: 0,
  minHeight: 44,
  padding: `0 ${vars.space.medium}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  font: "inherit",
  color: vars.color.text,
  background: vars.color.surface,
  ":focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: 1 },
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.alert } },
})

export const hint = style({ margin: 0, fontSize: vars.font.sizeSmall, color: vars.color.muted })
export const error = style([hint, { color: vars.color.alert, fontWeight: 600 }])

export const types = style({
  display: "flex",
  flexWrap: "wrap",
  gap: `${vars.space.small} ${vars.space.large}`,
  margin: 0,
  padding: 0,
  border: 0,
})

export const type = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.small,
  minHeight: 44,
  cursor: "pointer",
})

/** WCAG 2.5.8: the box itself is a 24 px target, as the shop's other checkboxes. */
globalStyle(`${type} input`, { width: 24, height: 24, margin: 0, accentColor: vars.color.primary })
