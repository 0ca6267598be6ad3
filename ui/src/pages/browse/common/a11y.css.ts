import { style } from "@vanilla-extract/css"
import { visuallyHidden as hidden } from "../../../theme/a11y.js"

/** Read by screen readers, not drawn: live status lines and labels a picture already gives. */
export const visuallyHidden = style(hidden)
