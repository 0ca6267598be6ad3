import { style } from "@vanilla-extract/css"
import { BREAKPOINTS } from "../../../theme/breakpoints.js"
import { vars } from "../../../theme/contract.css.js"
import { visuallyHidden } from "../../../theme/a11y.js"
import { callout, hairline, outlinedBox } from "../../../theme/surfaces.js"

export const part = style({ display: "grid", gap: vars.space.small, minWidth: 0 })

export const partTitle = style({ margin: 0, fontSize: vars.font.sizeBody, fontWeight: 700 })

/** Below this width the ticket table stacks: a phone, a tablet, or a laptop's column beside the menu. */
const stacked = `screen and (max-width: ${BREAKPOINTS.md - 1}px)`

export const table = style({
  width: "100%",
  borderCollapse: "collapse",
  fontSize: vars.font.sizeSmall,
  "@media": { [stacked]: { display: "block" } },
})

/** The header row names the columns; stacked, each cell names its own (cellLabel), so the header leaves the layout. */
export const head = style({ "@media": { [stacked]: visuallyHidden } })

export const body = style({ "@media": { [stacked]: { display: "block" } } })

/** Stacked, a ticket is a small card: its cells one under the other. */
export const row = style({
  "@media": {
    [stacked]: {
      display: "grid",
      padding: `${vars.space.small} 0`,
      borderBottom: hairline,
    },
  },
})

export const cell = style({
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderBottom: hairline,
  textAlign: "start",
  overflowWrap: "anywhere",
  "@media": {
    [stacked]: {
      display: "grid",
      gridTemplateColumns: "minmax(0, 8rem) minmax(0, 1fr)",
      gap: vars.space.small,
      padding: `2px 0`,
      borderBottom: "none",
      textAlign: "start",
    },
  },
})

export const headCell = style([cell, { color: vars.color.muted, fontWeight: 600 }])

export const amount = style([cell, { textAlign: "end", whiteSpace: "nowrap" }])

/** The column's name inside a stacked cell; hidden while the table's own header shows. */
export const cellLabel = style({
  display: "none",
  color: vars.color.muted,
  "@media": { [stacked]: { display: "block" } },
})

export const cellValue = style({ minWidth: 0 })

export const caption = style(visuallyHidden)

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

export const bill = style({ display: "grid", gap: vars.space.xsmall, ...outlinedBox })

export const processing = style({ ...callout(vars.color.warning), padding: vars.space.small })

/** A withdrawn order's refund: set apart like a bill, its state the news. */
export const refund = style({
  display: "grid",
  gap: vars.space.small,
  ...outlinedBox,
  borderLeft: `4px solid ${vars.color.success}`,
})

/** A link that acts (exchange the tickets): at least 24 px tall, so a finger finds it (WCAG 2.5.8). */
export const actionLink = style({ display: "inline-flex", alignItems: "center", minHeight: 24 })
