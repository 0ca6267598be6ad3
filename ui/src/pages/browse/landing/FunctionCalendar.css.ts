import { style } from "@vanilla-extract/css"
import { BREAKPOINTS } from "../../../theme/breakpoints.js"
import { vars } from "../../../theme/contract.css.js"

/** The month and the picked day's functions stack on a phone and sit side by side from small screens up. */
export const calendar = style({
  display: "grid",
  gridTemplateAreas: '"month" "day" "all"',
  gap: vars.space.large,
  "@media": {
    [`screen and (min-width: ${BREAKPOINTS.sm}px)`]: {
      gridTemplateColumns: "minmax(280px, 360px) 1fr",
      gridTemplateAreas: '"month day" "all all"',
      alignItems: "start",
    },
  },
})

const panel = style({
  padding: vars.space.medium,
  background: vars.color.surface,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.card,
})

export const month = style([panel, { gridArea: "month" }])

export const monthBar = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.small,
})

export const monthButton = style({
  display: "inline-grid",
  placeItems: "center",
  width: 44,
  height: 44,
  border: 0,
  borderRadius: vars.radius.round,
  background: "transparent",
  color: vars.color.text,
  cursor: "pointer",
  ":hover": { background: vars.color.surfaceAlt },
  ":disabled": { opacity: 0.35, cursor: "default" },
  ":focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: 1 },
})

export const caption = style({
  margin: 0,
  fontSize: vars.font.sizeBody,
  "::first-letter": { textTransform: "uppercase" },
})

export const grid = style({
  width: "100%",
  borderCollapse: "collapse",
  tableLayout: "fixed",
  marginTop: vars.space.small,
})

export const weekday = style({
  padding: `${vars.space.xsmall} 0`,
  fontSize: vars.font.sizeSmall,
  fontWeight: 600,
  color: vars.color.muted,
  textTransform: "capitalize",
})

export const cell = style({ padding: 2, textAlign: "center" })

const dayButton = style({
  width: "100%",
  maxWidth: 44,
  aspectRatio: "1",
  border: "2px solid transparent",
  borderRadius: vars.radius.round,
  font: "inherit",
  fontVariantNumeric: "tabular-nums",
  ":focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: 1 },
})

export const plainDay = style([dayButton, { background: "transparent", color: vars.color.muted, cursor: "default" }])

export const functionDay = style([
  dayButton,
  {
    background: vars.color.surfaceAlt,
    color: vars.color.text,
    fontWeight: 700,
    cursor: "pointer",
    borderColor: vars.color.primary,
    ":hover": { background: vars.color.surface },
    selectors: { '&[aria-pressed="true"]': { background: vars.color.primary, color: vars.color.primaryText } },
  },
])

export const day = style([panel, { gridArea: "day" }])

export const dayTitle = style({
  margin: 0,
  fontSize: vars.font.sizeBody,
  "::first-letter": { textTransform: "uppercase" },
})

export const list = style({ listStyle: "none", margin: 0, padding: 0 })

export const all = style([panel, { gridArea: "all" }])

export const summary = style({
  padding: `${vars.space.small} 0`,
  fontWeight: 600,
  cursor: "pointer",
  ":focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
})
