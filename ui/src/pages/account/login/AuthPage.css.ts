import { style } from "@vanilla-extract/css"
import { vars } from "../../../theme/contract.css.js"
import { phone } from "../../../theme/breakpoints.js"

export const page = style({
  maxWidth: 520,
  margin: "0 auto",
  padding: `${vars.space.xlarge} ${vars.space.large}`,
  "@media": { [phone]: { padding: vars.space.medium } },
})

export const card = style({
  display: "grid",
  gap: vars.space.large,
  padding: vars.space.xlarge,
  background: vars.color.surface,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.card,
  "@media": { [phone]: { padding: vars.space.large } },
})

export const title = style({ margin: 0, fontSize: vars.font.sizeTitle, fontFamily: vars.font.heading })

export const lead = style({ margin: 0, color: vars.color.muted })

export const links = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "space-between",
  gap: vars.space.small,
  fontSize: vars.font.sizeSmall,
})

export const link = style({
  color: vars.color.primary,
  fontWeight: 600,
  ":focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
})

export const inlineButton = style([
  link,
  { background: "none", border: 0, padding: 0, font: "inherit", cursor: "pointer", textDecoration: "underline" },
])

export const terms = style({ display: "grid", gap: vars.space.small, fontSize: vars.font.sizeSmall })
