import { globalStyle, style } from "@vanilla-extract/css"
import { phone } from "../../../theme/breakpoints.js"
import { vars } from "../../../theme/contract.css.js"
import { clockBar, clockTime } from "../../../theme/clockBar.js"

/** Stuck under the sticky header while the checkout scrolls, as on the function page; one short line. */
export const bar = style({
  ...clockBar,
  "@media": { [phone]: { top: vars.layout.headerHeightXs, padding: `${vars.space.xsmall} ${vars.space.small}` } },
})

// WCAG 2.4.11: while the bar is on the page, whatever scrolls into view stops below it too.
globalStyle(`body:has(${bar}) main *`, {
  scrollMarginTop: `calc(${vars.layout.headerHeight} + 3.5rem)`,
  "@media": { [phone]: { scrollMarginTop: `calc(${vars.layout.headerHeightXs} + 3.5rem)` } },
})

export const label = style({ fontWeight: 600, "@media": { [phone]: { fontSize: vars.font.sizeSmall } } })

export const time = style(clockTime)

export const alert = style({ color: vars.color.alert })
