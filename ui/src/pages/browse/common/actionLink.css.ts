import { style } from "@vanilla-extract/css"
import { vars } from "../../../theme/contract.css.js"
import { focusRing } from "../../../theme/a11y.js"
import { primaryAction } from "../../../theme/controls.js"

/** A link that reads as the page's main action (buy): the primary button's look. */
export const actionLink = style({
  ...primaryAction,
  justifyContent: "center",
  fontWeight: 600,
  whiteSpace: "nowrap",
  ":hover": { background: vars.color.primaryDark },
  ":focus-visible": focusRing(),
})
