import { style } from "@vanilla-extract/css"
import { vars } from "../theme/contract.css.js"
import { pageWidth } from "../theme/layout.js"
import { skeletonBone } from "../theme/skeleton.js"

const block = style(skeletonBone(vars.radius.medium))

export const page = style({ ...pageWidth, padding: vars.space.large })
export const title = style([block, { height: 32, width: "40%", marginBottom: vars.space.large }])
export const grid = style({
  display: "grid",
  gap: vars.space.large,
  gridTemplateColumns: "repeat(auto-fill, minmax(220px, 1fr))",
})
export const card = style([block, { aspectRatio: "2 / 3" }])
