import { style } from "@vanilla-extract/css"
import { vars } from "../../../theme/contract.css.js"

export const box = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: vars.space.medium,
  padding: vars.space.xlarge,
  textAlign: "center",
  background: vars.color.surface,
  borderRadius: vars.radius.medium,
})

export const prompt = style({ margin: 0, marginTop: vars.space.medium, fontWeight: 600 })

export const search = style({ width: "min(100%, 420px)" })

export const links = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "center",
  gap: `${vars.space.small} ${vars.space.large}`,
  margin: 0,
  padding: 0,
  listStyle: "none",
})

export const link = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: 44,
  color: vars.color.primary,
  fontWeight: 600,
  ":focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
})
