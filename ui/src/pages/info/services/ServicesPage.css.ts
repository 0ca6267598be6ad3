import { style } from "@vanilla-extract/css"
import { cardGrid } from "../common/cardGrid.js"
import { vars } from "../../../theme/contract.css.js"
import { raisedSurface } from "../../../theme/surfaces.js"
import { primaryAction } from "../../../theme/controls.js"

export const offers = cardGrid("15rem")

export const offer = style({
  display: "grid",
  alignContent: "start",
  gap: vars.space.small,
  padding: vars.space.large,
  borderTop: `4px solid ${vars.color.primary}`,
  ...raisedSurface(),
})

export const callToAction = style({
  display: "grid",
  gap: vars.space.medium,
  justifyItems: "start",
  padding: vars.space.xlarge,
  borderRadius: vars.radius.large,
  background: vars.color.footerBackground,
  color: vars.color.footerText,
})

/** The mail link reads as the page's main action; the sheet's link colour would not show on the dark box. */
export const mailLink = style({
  selectors: {
    "&&": primaryAction,
    "&&:hover": { background: vars.color.primaryDark },
  },
})
