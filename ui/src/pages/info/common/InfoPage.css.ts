import { globalStyle, style } from "@vanilla-extract/css"
import { BREAKPOINTS } from "../../../theme/breakpoints.js"
import { vars } from "../../../theme/contract.css.js"
import { focusRing } from "../../../theme/a11y.js"
import { outlinedBox } from "../../../theme/surfaces.js"
import { smallPrint } from "../../../theme/type.js"

const wide = `screen and (min-width: ${BREAKPOINTS.md}px)`
const notPhone = `screen and (min-width: ${BREAKPOINTS.sm}px)`

/** About 70 characters a line: long legal texts stay readable on wide screens. */
const MEASURE = "70ch"

export const page = style({
  maxWidth: vars.layout.maxWidth,
  margin: "0 auto",
  padding: `${vars.space.large} ${vars.space.medium} ${vars.space.xlarge}`,
  "@media": { [notPhone]: { padding: `${vars.space.xlarge} ${vars.space.large}` } },
})

/** Phones: title, contents, text one under the other; wide screens: the contents beside the text. */
export const layout = style({ display: "grid", gap: vars.space.large, gridTemplateAreas: `"header" "contents" "body"` })

export const layoutWithContents = style({
  "@media": {
    [wide]: {
      gridTemplateColumns: "15rem minmax(0, 1fr)",
      gridTemplateAreas: `"header header" "contents body"`,
      columnGap: vars.space.xlarge,
      alignItems: "start",
    },
  },
})

export const header = style({ gridArea: "header", display: "grid", gap: vars.space.small, maxWidth: MEASURE })

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.font.sizeTitle,
  lineHeight: 1.15,
  "@media": { [notPhone]: { fontSize: "2.25rem" } },
})

export const lead = style({ margin: 0, fontSize: "1.125rem", lineHeight: 1.5, color: vars.color.muted })

export const meta = style(smallPrint)

export const contents = style({
  gridArea: "contents",
  ...outlinedBox,
  background: vars.color.surface,
  "@media": {
    [wide]: {
      position: "sticky",
      top: `calc(${vars.layout.headerHeight} + ${vars.space.large})`,
      maxHeight: `calc(100vh - ${vars.layout.headerHeight} - 2 * ${vars.space.large})`,
      overflowY: "auto",
    },
  },
})

export const contentsTitle = style({
  margin: `0 0 ${vars.space.small}`,
  fontSize: vars.font.sizeSmall,
  textTransform: "uppercase",
  letterSpacing: ".06em",
  color: vars.color.muted,
})

export const contentsList = style({ margin: 0, paddingLeft: "1.6em", display: "grid", gap: vars.space.xsmall })

globalStyle(`${contentsList} > li::marker`, { fontSize: vars.font.sizeSmall, color: vars.color.muted })

/** WCAG 2.5.8: each entry is a target at least 24 px high. */
export const contentsLink = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: 24,
  color: vars.color.text,
  fontSize: vars.font.sizeSmall,
  textDecoration: "none",
  ":hover": { color: vars.color.primary, textDecoration: "underline" },
  ":focus-visible": focusRing(),
})

/** The text column: headings, paragraphs and lists set for reading. */
export const body = style({ gridArea: "body", display: "grid", gap: vars.space.xlarge, minWidth: 0, lineHeight: 1.6 })

/** Pages of prose keep the reading measure; pages of cards (box offices, services) use the width. */
export const narrow = style({ maxWidth: MEASURE })

/** Anchored headings stop below the sticky header, not under it. */
const anchorOffset = {
  scrollMarginTop: `calc(${vars.layout.headerHeightXs} + ${vars.space.medium})`,
  "@media": { [notPhone]: { scrollMarginTop: `calc(${vars.layout.headerHeight} + ${vars.space.medium})` } },
} as const

export const anchor = style({ ...anchorOffset, outline: "none" })

// Headings take focus only when a table-of-contents jump lands on them: no ring for that.
globalStyle(`${body} h2`, {
  margin: 0,
  fontSize: vars.font.sizeLarge,
  lineHeight: 1.25,
  outline: "none",
  ...anchorOffset,
})
globalStyle(`${body} h3`, { margin: 0, fontSize: "1.0625rem", lineHeight: 1.3 })
globalStyle(`${body} p`, { margin: 0, maxWidth: MEASURE })
globalStyle(`${body} ul, ${body} ol`, {
  margin: 0,
  maxWidth: MEASURE,
  paddingLeft: "1.4em",
  display: "grid",
  gap: vars.space.small,
})
// Addresses (a site, an e-mail) may be longer than a phone is wide: they wrap rather than widen the page.
globalStyle(`${body} a`, {
  color: vars.color.primaryDark,
  fontWeight: 600,
  textUnderlineOffset: "0.15em",
  overflowWrap: "anywhere",
})
globalStyle(`${body} a:focus-visible`, { ...focusRing(), borderRadius: 2 })
