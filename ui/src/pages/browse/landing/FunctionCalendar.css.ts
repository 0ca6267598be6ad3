import { style } from "@vanilla-extract/css"
import { BREAKPOINTS } from "../../../theme/breakpoints.js"
import { vars } from "../../../theme/contract.css.js"
import { focusRing } from "../../../theme/a11y.js"
import { roundIconButton } from "../../../theme/controls.js"
import { plainList, spread } from "../../../theme/layout.js"
import { raisedSurface } from "../../../theme/surfaces.js"

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

const panel = style({ padding: vars.space.medium, ...raisedSurface() })

export const month = style([panel, { gridArea: "month" }])

export const monthBar = style(spread(vars.space.small))

export const monthButton = style({
  ...roundIconButton,
  border: 0,
  background: "transparent",
  ":disabled": { opacity: 0.35, cursor: "default" },
  ":focus-visible": focusRing(1),
})

/** The month's and the day's names come in lower case ("mayo de 2026"); a heading starts with a capital. */
const dateHeading = {
  margin: 0,
  fontSize: vars.font.sizeBody,
  "::first-letter": { textTransform: "uppercase" },
} as const

export const caption = style(dateHeading)

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
  ":focus-visible": focusRing(1),
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

export const dayTitle = style(dateHeading)

export const list = style(plainList)

export const all = style([panel, { gridArea: "all" }])

export const summary = style({
  padding: `${vars.space.small} 0`,
  fontWeight: 600,
  cursor: "pointer",
  ":focus-visible": focusRing(),
})
