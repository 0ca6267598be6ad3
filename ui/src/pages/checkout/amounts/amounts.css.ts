import { style } from "@vanilla-extract/css"
import { vars } from "../../../theme/contract.css.js"
import { hairline } from "../../../theme/surfaces.js"

export const place = style({
  display: "grid",
  gap: vars.space.xsmall,
  paddingTop: vars.space.xsmall,
  borderTop: `1px dashed ${vars.color.border}`,
})

/** The place's name, and what it costs at the end of the line. */
export const placeHead = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr) auto",
  alignItems: "baseline",
  gap: vars.space.small,
})

export const placeName = style({ fontWeight: 600 })

/** A place's price parts, one small line each: the part, then its amount. */
export const breakdown = style({
  margin: 0,
  display: "grid",
  gap: 2,
  color: vars.color.muted,
  fontSize: vars.font.sizeSmall,
})

export const part = style({ display: "flex", justifyContent: "space-between", gap: vars.space.small })

export const figure = style({ margin: 0, fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" })

export const totals = style({ margin: 0, display: "grid", gap: vars.space.xsmall })

export const totalLine = style({ display: "flex", justifyContent: "space-between", gap: vars.space.medium })

export const grandTotal = style({
  paddingTop: vars.space.small,
  borderTop: hairline,
  fontSize: vars.font.sizeLarge,
  fontWeight: 700,
})
