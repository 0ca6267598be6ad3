import { style } from "@vanilla-extract/css"
import { vars } from "../../theme/contract.css.js"

export const form = style({ display: "grid", gap: vars.space.small, alignContent: "start" })
export const title = style({
  margin: 0,
  fontSize: vars.font.sizeBody,
  textTransform: "uppercase",
  letterSpacing: ".06em",
})
export const intro = style({ margin: 0, fontSize: vars.font.sizeSmall, opacity: 0.85 })
export const field = style({ display: "grid", gap: vars.space.xsmall })
export const label = style({ fontSize: vars.font.sizeSmall, fontWeight: 600 })

export const input = style({
  height: 44,
  padding: `0 ${vars.space.medium}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.text,
  font: "inherit",
  ":focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: 1 },
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.alert, borderWidth: 2 } },
})

/** On the dark footer the alert red is too dark to read: the message gets a light chip behind it. */
export const error = style({
  justifySelf: "start",
  margin: 0,
  padding: `2px ${vars.space.small}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  color: vars.color.alert,
  fontSize: vars.font.sizeSmall,
  fontWeight: 600,
})

export const status = style({ margin: 0, minHeight: "1.25em", fontSize: vars.font.sizeSmall })
