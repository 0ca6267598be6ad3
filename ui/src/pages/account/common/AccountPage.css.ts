import { style } from "@vanilla-extract/css"
import { BREAKPOINTS, phone } from "../../../theme/breakpoints.js"
import { vars } from "../../../theme/contract.css.js"
import { focusRing } from "../../../theme/a11y.js"
import { textLink } from "../../../theme/controls.js"
import { actionRow, cluster, pageWidth, plainList, spread } from "../../../theme/layout.js"
import { skeletonBone } from "../../../theme/skeleton.js"
import { callout, raisedCard } from "../../../theme/surfaces.js"
import { mutedText, pageTitle, sectionTitle } from "../../../theme/type.js"

const wide = `screen and (min-width: ${BREAKPOINTS.md}px)`

/** The account menu beside the page from laptops up; above it, wrapped onto lines, on phones and tablets. */
export const layout = style({
  ...pageWidth,
  padding: `${vars.space.large} ${vars.space.large} ${vars.space.xlarge}`,
  display: "grid",
  gap: vars.space.large,
  alignItems: "start",
  "@media": {
    [phone]: { padding: vars.space.medium, gap: vars.space.medium },
    [wide]: { gridTemplateColumns: "220px minmax(0, 1fr)" },
  },
})

export const nav = style({ minWidth: 0 })

export const navList = style({
  ...plainList,
  // Phones and tablets wrap the menu onto more lines: the page never scrolls sideways.
  ...cluster(vars.space.small),
  "@media": { [wide]: { flexDirection: "column", flexWrap: "nowrap" } },
})

export const navLink = style({
  display: "block",
  whiteSpace: "nowrap",
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderRadius: vars.radius.medium,
  color: vars.color.text,
  textDecoration: "none",
  fontWeight: 600,
  ":hover": { background: vars.color.surfaceAlt },
  ":focus-visible": focusRing(1),
  selectors: {
    "&[aria-current='page']": { background: vars.color.primary, color: vars.color.primaryText },
  },
})

export const main = style({ display: "grid", gap: vars.space.large, minWidth: 0 })

export const header = style({ display: "grid", gap: vars.space.small })

export const title = style(pageTitle)

export const lead = style(mutedText)

/** A white card holding one part of a page: a form, an order, an address. */
export const card = style({
  ...raisedCard(vars.space.medium),
  "@media": { [phone]: { padding: vars.space.medium } },
})

export const cardTitle = style(sectionTitle)

export const list = style({ ...plainList, display: "grid", gap: vars.space.medium })

export const actions = style(actionRow(vars.space.small))

export const muted = style(mutedText)

/** A small label beside a title: "Predeterminado", "Pagado". */
export const badge = style({
  display: "inline-block",
  padding: `2px ${vars.space.small}`,
  borderRadius: vars.radius.round,
  background: vars.color.surfaceAlt,
  color: vars.color.text,
  fontSize: vars.font.sizeSmall,
  fontWeight: 600,
  verticalAlign: "middle",
})

export const titleRow = style({ ...spread(vars.space.small), flexWrap: "wrap" })

/** What a save or a removal did, said once and politely. */
export const notice = style(callout(vars.color.success))

export const link = style(textLink)

/** Term and value pairs: two columns where there is room. */
export const facts = style({
  margin: 0,
  display: "grid",
  gap: `${vars.space.xsmall} ${vars.space.medium}`,
  gridTemplateColumns: "minmax(0, max-content) minmax(0, 1fr)",
  "@media": { [phone]: { gridTemplateColumns: "minmax(0, 1fr)" } },
})

export const term = style({ color: vars.color.muted, fontSize: vars.font.sizeSmall, alignSelf: "baseline" })

export const value = style({ margin: 0, fontWeight: 600, overflowWrap: "anywhere" })

export const skeletonCard = style({ height: 140, ...skeletonBone(vars.radius.large) })

/** One term and its value inside `facts`: the grid lays out the pair, not this wrapper. */
export const fact = style({ display: "contents" })

/**
 * Where status and failure messages appear. Empty, it leaves the layout (an absolutely placed
 * box takes no grid track and no gap) yet stays in the page, so screen readers keep watching it.
 */
export const liveArea = style({
  display: "grid",
  gap: vars.space.small,
  selectors: { "&:empty": { position: "absolute" } },
})
