import { style } from "@vanilla-extract/css"
import { vars } from "../../../theme/contract.css.js"
import { skeletonBlock } from "../common/skeleton.css.js"
import { sectionTitle } from "../../../theme/type.js"
import { plainList, stack } from "../../../theme/layout.js"

/** The carousel's place while the billboard loads: a banner plus its caption. */
export const skeleton = style([
  skeletonBlock,
  { width: "100%", aspectRatio: "12 / 6", borderRadius: vars.radius.large },
])

export const row = style({
  ...plainList,
  display: "grid",
  gap: vars.space.large,
  gridTemplateColumns: "repeat(auto-fit, minmax(280px, 1fr))",
})

export const item = style({ borderRadius: vars.radius.large, overflow: "hidden", boxShadow: vars.shadow.card })

export const section = style(stack(vars.space.small))

export const title = style(sectionTitle)
