import { globalStyle, style } from "@vanilla-extract/css"
import { vars } from "../theme/contract.css.js"
import { focusRing, visuallyHidden } from "../theme/a11y.js"
import { mutedText } from "../theme/type.js"
import { actionRow } from "../theme/layout.js"

// Its own styles only: a style shared with the top bar would be split off the first download into a chunk of its own.

/** Read by screen readers, not shown. */
export const srOnly = style(visuallyHidden)

/** Beside a page's clock: the button and how many more times it may be used. */
export const panel = style(actionRow(vars.space.small))

export const note = style(mutedText)

const BAR_BUTTON_SIZE = 28

/**
 * The bar button's place in the countdown pill, kept from the hold's start whether the button shows
 * or not: its coming (the last 2 minutes) and going move nothing in the top bar, no menu item drops out.
 */
export const barSlot = style({
  position: "relative",
  display: "inline-flex",
  flexShrink: 0,
  width: BAR_BUTTON_SIZE,
  height: BAR_BUTTON_SIZE,
})

/** In the top bar's countdown pill: an outlined round icon button in the pill's own colours, 28 px (WCAG 2.5.8). */
export const barButton = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: BAR_BUTTON_SIZE,
  height: BAR_BUTTON_SIZE,
  padding: 0,
  border: "2px solid currentColor",
  borderRadius: vars.radius.round,
  background: "transparent",
  color: "inherit",
  font: "inherit",
  cursor: "pointer",
  ":focus-visible": focusRing(),
  selectors: { '&[aria-busy="true"]': { opacity: 0.7, cursor: "progress" } },
})

/** The button's name, shown below it on hover and keyboard focus; over the page, so it moves nothing. */
export const tooltip = style({
  position: "absolute",
  top: `calc(100% + ${vars.space.small})`,
  right: 0,
  zIndex: 60,
  display: "none",
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderRadius: vars.radius.small,
  background: vars.color.text,
  color: vars.color.surface,
  fontSize: vars.font.sizeSmall,
  fontWeight: 600,
  whiteSpace: "nowrap",
  pointerEvents: "none",
})

globalStyle(`${barButton}:is(:hover, :focus-visible):not([data-tip="hidden"]) > ${tooltip}`, { display: "block" })
