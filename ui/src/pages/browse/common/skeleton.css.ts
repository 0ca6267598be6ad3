import { keyframes, style } from "@vanilla-extract/css"
import { vars } from "../../../theme/contract.css.js"

const shimmer = keyframes({ "0%": { opacity: 0.55 }, "50%": { opacity: 1 }, "100%": { opacity: 0.55 } })

/** A grey block that pulses while what it stands for loads (still, for shoppers who ask for less motion). */
export const skeletonBlock = style({
  background: vars.color.skeleton,
  borderRadius: vars.radius.small,
  animation: `${shimmer} 1.4s ease-in-out infinite`,
  "@media": { "(prefers-reduced-motion: reduce)": { animation: "none" } },
})
