import { style } from "@vanilla-extract/css"
import { vars } from "../../../theme/contract.css.js"
import { skeletonBlock } from "../common/skeleton.css.js"
import { stack } from "../../../theme/layout.js"

export const banner = style([skeletonBlock, { width: "100%", aspectRatio: "12 / 5", borderRadius: vars.radius.large }])
export const text = style(stack(vars.space.small))
export const title = style([skeletonBlock, { height: 32, width: "55%", marginBottom: vars.space.small }])
export const line = style([skeletonBlock, { height: 14, width: "100%" }])
export const shortLine = style([line, { width: "60%" }])
export const calendar = style([
  skeletonBlock,
  { height: 320, width: "100%", maxWidth: 360, borderRadius: vars.radius.medium },
])
