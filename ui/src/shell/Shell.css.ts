import { globalStyle, style } from "@vanilla-extract/css"
import { phone } from "../theme/breakpoints.js"
import { vars } from "../theme/contract.css.js"

export const shell = style({
  display: "flex",
  flexDirection: "column",
  minHeight: "100vh",
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.font.sizeBody,
  lineHeight: 1.45,
})

globalStyle("body", { margin: 0 })

export const main = style({ flex: 1, width: "100%", outline: "none" })

/**
 * WCAG 2.4.11: whatever is scrolled to (the skip link's target, a focused control, an anchor)
 * stops below the sticky top bar, not under it.
 */
globalStyle(`${shell} *`, {
  scrollMarginTop: `calc(${vars.layout.headerHeight} + ${vars.space.small})`,
  "@media": { [phone]: { scrollMarginTop: `calc(${vars.layout.headerHeightXs} + ${vars.space.small})` } },
})

/** The first stop of the Tab key: straight to the page, past the bar. */
export const skipLink = style({
  position: "absolute",
  left: vars.space.small,
  top: -100,
  zIndex: 200,
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.menu,
  ":focus": { top: vars.space.small, outline: `3px solid ${vars.color.focus}` },
})
