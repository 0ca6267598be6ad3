import { style } from "@vanilla-extract/css"
import { vars } from "../../../theme/contract.css.js"

export const line = style({
  display: "grid",
  gridTemplateColumns: "64px minmax(0, 1fr)",
  gap: vars.space.medium,
  paddingBottom: vars.space.medium,
  borderBottom: `1px solid ${vars.color.border}`,
})

export const image = style({
  width: 64,
  height: 64,
  objectFit: "cover",
  borderRadius: vars.radius.small,
  background: vars.color.skeleton,
})

export const details = style({ display: "grid", gap: vars.space.xsmall, minWidth: 0 })

export const name = style({ margin: 0, fontSize: vars.font.sizeBody, fontWeight: 700 })

export const meta = style({ margin: 0, color: vars.color.muted, fontSize: vars.font.sizeSmall })

export const places = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.xsmall })

export const remove = style({
  justifySelf: "start",
  background: "none",
  border: 0,
  padding: `${vars.space.xsmall} 0`,
  color: vars.color.primary,
  font: "inherit",
  fontSize: vars.font.sizeSmall,
  fontWeight: 600,
  textDecoration: "underline",
  cursor: "pointer",
  minHeight: 32,
  ":focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
  ":disabled": { opacity: 0.5, cursor: "not-allowed" },
})
