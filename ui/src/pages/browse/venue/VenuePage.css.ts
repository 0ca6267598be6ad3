import { style } from "@vanilla-extract/css"
import { vars } from "../../../theme/contract.css.js"

export const header = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.medium,
  padding: vars.space.large,
  background: vars.color.surface,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.card,
})

export const address = style({ display: "flex", gap: vars.space.small, fontStyle: "normal", lineHeight: 1.5 })

export const pin = style({ flexShrink: 0, marginTop: 2, color: vars.color.primary })

export const zone = style({ color: vars.color.muted })
