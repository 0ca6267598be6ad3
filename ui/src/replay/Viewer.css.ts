import { style } from "@vanilla-extract/css"
import { focusRing, visuallyHidden } from "../theme/a11y.js"
import { vars } from "../theme/contract.css.js"
import { controlBox } from "../theme/controls.js"
import { actionRow, plainList, stack } from "../theme/layout.js"
import { hairline, outlinedBox } from "../theme/surfaces.js"
import { sectionTitle } from "../theme/type.js"

const mono = "ui-monospace, SFMono-Regular, Menlo, monospace"

/** One timeline row's height: the list draws only the rows in view, placed by index. */
export const ROW_HEIGHT_PX = 28

export const page = style({
  ...stack(vars.space.medium),
  padding: vars.space.large,
  minHeight: "100vh",
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.font.sizeSmall,
})

export const title = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.font.sizeTitle })

export const heading = style({ ...sectionTitle, margin: 0 })

export const row = style(actionRow(vars.space.small))

export const dropZone = style({
  ...stack(vars.space.small),
  ...outlinedBox,
  borderStyle: "dashed",
  borderWidth: 2,
  padding: vars.space.large,
  selectors: { "&[data-over]": { borderColor: vars.color.primary, background: vars.color.surfaceAlt } },
})

export const field = style({ ...controlBox, ":focus-visible": focusRing(1) })

export const alert = style({
  ...outlinedBox,
  borderColor: vars.color.alert,
  borderWidth: 2,
  background: vars.color.surface,
})

export const banner = style({
  ...stack(vars.space.small),
  ...outlinedBox,
  borderColor: vars.color.warning,
  borderWidth: 2,
})

export const columns = style({
  display: "grid",
  gridTemplateColumns: "minmax(18rem, 1fr) minmax(20rem, 1.4fr)",
  gap: vars.space.large,
  alignItems: "start",
  "@media": { "screen and (max-width: 959px)": { gridTemplateColumns: "minmax(0, 1fr)" } },
})

export const timeline = style({
  position: "relative",
  height: "60vh",
  overflowY: "auto",
  border: hairline,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  ":focus-visible": focusRing(-3),
})

export const timelineRow = style({
  position: "absolute",
  left: 0,
  right: 0,
  height: ROW_HEIGHT_PX,
  display: "grid",
  gridTemplateColumns: "4.5rem 6.5rem 2rem minmax(0, 1fr) 1.2rem",
  gap: vars.space.small,
  alignItems: "center",
  padding: `0 ${vars.space.small}`,
  fontFamily: mono,
  whiteSpace: "nowrap",
  cursor: "pointer",
  selectors: {
    "&[aria-selected=true]": { background: vars.color.primary, color: vars.color.primaryText },
  },
})

export const cell = style({ overflow: "hidden", textOverflow: "ellipsis" })

export const hidden = style(visuallyHidden)

export const divergedMark = style({ color: vars.color.alert, fontWeight: 700 })

export const details = style(stack(vars.space.medium))

// Fixed columns that wrap a long state (`{"active":"verifying"}`): at 375 px the page never scrolls sideways.
export const table = style({ borderCollapse: "collapse", width: "100%", tableLayout: "fixed", fontFamily: mono })

export const tableCell = style({
  borderBottom: hairline,
  padding: vars.space.xsmall,
  textAlign: "start",
  verticalAlign: "top",
  overflowWrap: "anywhere",
})

export const differs = style({ color: vars.color.alert, fontWeight: 700 })

export const changes = style({ ...plainList, ...stack(vars.space.xsmall), fontFamily: mono, overflowWrap: "anywhere" })

export const code = style({
  margin: 0,
  padding: vars.space.small,
  maxHeight: "20rem",
  overflow: "auto",
  fontFamily: mono,
  background: vars.color.surfaceAlt,
  borderRadius: vars.radius.small,
  ":focus-visible": focusRing(),
})

/** The shop's screen: a frame of the chosen width, scrolled sideways when the column is narrower. */
export const screenScroller = style({ overflowX: "auto", maxWidth: "100%", ":focus-visible": focusRing() })

export const screen = style({
  display: "block",
  height: "80vh",
  border: hairline,
  borderRadius: vars.radius.medium,
  background: vars.color.background,
})

export const slider = style({ flex: "1 1 12rem", minWidth: "12rem" })
