import { style } from "@vanilla-extract/css"
import { vars } from "../../../theme/contract.css.js"
import { skeletonBone } from "../../../theme/skeleton.js"

/** A grey block that pulses while what it stands for loads (still, for shoppers who ask for less motion). */
export const skeletonBlock = style({
  ...skeletonBone(vars.radius.small),
  "@media": { "(prefers-reduced-motion: reduce)": { animation: "none" } },
})
