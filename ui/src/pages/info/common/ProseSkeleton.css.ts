import { style } from "@vanilla-extract/css"
import { vars } from "../../../theme/contract.css.js"
import { skeletonBlock } from "../../browse/common/skeleton.css.js"

export const page = style({
  display: "grid",
  gap: vars.space.medium,
  maxWidth: "70ch",
  margin: "0 auto",
  padding: `${vars.space.xlarge} ${vars.space.large}`,
})
export const paragraph = style({ display: "grid", gap: vars.space.small })
export const title = style([skeletonBlock, { height: 36, width: "55%", marginBottom: vars.space.medium }])
export const line = style([skeletonBlock, { height: 16 }])
export const shortLine = style([line, { width: "70%" }])
