import { style } from "@vanilla-extract/css"
import { vars } from "../../../theme/contract.css.js"
import { tile } from "../../../theme/surfaces.js"

export const header = style(tile)

export const address = style({ display: "flex", gap: vars.space.small, fontStyle: "normal", lineHeight: 1.5 })

export const pin = style({ flexShrink: 0, marginTop: 2, color: vars.color.primary })

export const zone = style({ color: vars.color.muted })
