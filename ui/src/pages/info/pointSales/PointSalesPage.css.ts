import { style } from "@vanilla-extract/css"
import { vars } from "../../../theme/contract.css.js"
import { skeletonBlock } from "../../browse/common/skeleton.css.js"

export const zone = style({ display: "grid", gap: vars.space.medium })

export const venues = style({
  listStyle: "none",
  display: "grid",
  gap: vars.space.medium,
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 17rem), 1fr))",
  // A grid of cards, not a list of lines: none of the text column's list indent or measure.
  selectors: { "&&": { paddingLeft: 0, maxWidth: "none" } },
})

export const venue = style({
  display: "grid",
  alignContent: "start",
  gap: vars.space.small,
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
})

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
