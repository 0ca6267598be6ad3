import { style } from "@vanilla-extract/css"
import { phone } from "../../../theme/breakpoints.js"
import { vars } from "../../../theme/contract.css.js"

/** As wide as the login card below it, which brings its own spacing. */
export const wrap = style({
  maxWidth: 520,
  margin: "0 auto",
  padding: `${vars.space.xlarge} ${vars.space.large} 0`,
  "@media": { [phone]: { padding: `${vars.space.medium} ${vars.space.medium} 0` } },
})
