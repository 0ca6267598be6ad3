import { style } from "@vanilla-extract/css"
import { vars } from "../../../theme/contract.css.js"
import { focusRing } from "../../../theme/a11y.js"

/** A link that reads as the page's main action (buy): the primary button's look. */
export const actionLink = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minHeight: 44,
  padding: `0 ${vars.space.large}`,
  borderRadius: vars.radius.medium,
  background: vars.color.primary,
  color: vars.color.primaryText,
  fontWeight: 600,
  textDecoration: "none",
  whiteSpace: "nowrap",
  ":hover": { background: vars.color.primaryDark },
  ":focus-visible": focusRing(),
})
