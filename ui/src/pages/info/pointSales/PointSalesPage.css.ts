import { style } from "@vanilla-extract/css"
import { vars } from "../../../theme/contract.css.js"
import { cardGrid } from "../common/cardGrid.js"
import { skeletonBlock } from "../../browse/common/skeleton.css.js"

export const zone = style({ display: "grid", gap: vars.space.medium })

export const venues = cardGrid("17rem", "auto-fill")

export const details = style({ display: "grid", gap: vars.space.small, margin: 0 })

export const term = style({
  fontSize: vars.font.sizeSmall,
  fontWeight: 600,
  color: vars.color.muted,
  textTransform: "uppercase",
  letterSpacing: ".04em",
})

export const definition = style({ margin: 0 })

export const skeletonTitle = style([skeletonBlock, { height: 22, width: "30%" }])
export const skeletonCard = style([skeletonBlock, { height: 150, borderRadius: vars.radius.medium }])
