import { style } from "@vanilla-extract/css"
import { BREAKPOINTS } from "../../../theme/breakpoints.js"
import { vars } from "../../../theme/contract.css.js"

export const banner = style({
  display: "block",
  width: "100%",
  height: "auto",
  aspectRatio: "12 / 5",
  objectFit: "cover",
  borderRadius: vars.radius.large,
  background: vars.color.surfaceAlt,
})

/** The description beside the facts from medium screens up; the facts come after it on a phone. */
export const columns = style({
  display: "grid",
  gap: vars.space.large,
  "@media": {
    [`screen and (min-width: ${BREAKPOINTS.md}px)`]: { gridTemplateColumns: "1fr 320px", alignItems: "start" },
  },
})

export const main = style({ display: "flex", flexDirection: "column", gap: vars.space.small, minWidth: 0 })

export const type = style({
  margin: 0,
  color: vars.color.primary,
  fontSize: vars.font.sizeSmall,
  fontWeight: 600,
  textTransform: "uppercase",
  letterSpacing: ".04em",
})

export const description = style({ margin: 0, lineHeight: 1.6, whiteSpace: "pre-line", maxWidth: "70ch" })

export const facts = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.medium,
  padding: vars.space.large,
  background: vars.color.surface,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.card,
})

export const price = style({ margin: 0, fontSize: vars.font.sizeLarge, fontWeight: 700 })

/** Duration and age rating: a label above each value, side by side. */
export const details = style({
  display: "flex",
  flexWrap: "wrap",
  gap: `${vars.space.small} ${vars.space.large}`,
  margin: 0,
})

export const detail = style({ display: "flex", flexDirection: "column", gap: 2 })

export const detailLabel = style({ color: vars.color.muted, fontSize: vars.font.sizeSmall })

export const detailValue = style({ margin: 0, fontWeight: 600 })

export const venue = style({ display: "flex", gap: vars.space.small, alignItems: "flex-start" })

export const pin = style({ flexShrink: 0, marginTop: 2, color: vars.color.primary })

export const venueName = style({
  fontWeight: 600,
  color: vars.color.text,
  ":focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
})
