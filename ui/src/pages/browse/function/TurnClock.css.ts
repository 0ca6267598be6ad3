import { globalStyle, style } from "@vanilla-extract/css"
import { BREAKPOINTS, phone } from "../../../theme/breakpoints.js"
import { vars } from "../../../theme/contract.css.js"
import { clockBar, clockTime } from "../../../theme/clockBar.js"

/** How much of the screen the turn's bar takes under the header, for what scrolls into view to stop below it. */
const BAR_ROOM = "3.5rem"

/**
 * Within the page's width, stuck under the sticky header while the page scrolls: the turn's clock
 * is on screen at every step (the seats, the hold button, the checkout). One line, so it stays short.
 */
export const bar = style({
  ...clockBar,
  flexWrap: "nowrap",
  maxWidth: vars.layout.maxWidth,
  margin: `${vars.space.small} auto 0`,
  boxSizing: "border-box",
  "@media": {
    [`screen and (min-width: ${BREAKPOINTS.sm}px)`]: { width: `calc(100% - 2 * ${vars.space.large})` },
    [phone]: {
      top: vars.layout.headerHeightXs,
      width: `calc(100% - 2 * ${vars.space.small})`,
      padding: `${vars.space.xsmall} ${vars.space.small}`,
    },
  },
})

// WCAG 2.4.11: while the bar is on the page, whatever scrolls into view stops below it too.
globalStyle(`body:has(${bar}) main *`, {
  scrollMarginTop: `calc(${vars.layout.headerHeight} + ${BAR_ROOM})`,
  "@media": { [phone]: { scrollMarginTop: `calc(${vars.layout.headerHeightXs} + ${BAR_ROOM})` } },
})

export const label = style({ fontWeight: 600, "@media": { [phone]: { fontSize: vars.font.sizeSmall } } })

export const time = style(clockTime)

export const timeAlert = style({ color: vars.color.alert })
