import { style } from "@vanilla-extract/css"
import { vars } from "../../../theme/contract.css.js"

export const part = style({ display: "grid", gap: vars.space.small, minWidth: 0 })

export const partTitle = style({ margin: 0, fontSize: vars.font.sizeBody, fontWeight: 700 })

/** Narrow screens scroll the ticket table sideways instead of squeezing it; the keyboard can too. */
export const tableScroll = style({
  overflowX: "auto",
  ":focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
})

export const table = style({ width: "100%", borderCollapse: "collapse", fontSize: vars.font.sizeSmall })

export const cell = style({
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: "start",
  whiteSpace: "nowrap",
})

export const headCell = style([cell, { color: vars.color.muted, fontWeight: 600 }])

export const amount = style([cell, { textAlign: "end" }])

export const caption = style({
  position: "absolute",
  width: 1,
  height: 1,
  margin: -1,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
})

/** The amount column of the totals: figures line up at the end. */
export const figure = style({ margin: 0, textAlign: "end", fontVariantNumeric: "tabular-nums", fontWeight: 600 })

export const totalLine = style({
  display: "flex",
  justifyContent: "space-between",
  gap: vars.space.medium,
  padding: `${vars.space.xsmall} 0`,
  borderBottom: `1px dashed ${vars.color.border}`,
})

export const totals = style({ margin: 0, display: "grid" })

export const bill = style({
  display: "grid",
  gap: vars.space.xsmall,
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
})

export const processing = style({
  margin: 0,
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceAlt,
  borderLeft: `4px solid ${vars.color.warning}`,
})
