import { style } from "@vanilla-extract/css"
import { vars } from "../../../theme/contract.css.js"
import { skeletonBlock } from "../common/skeleton.css.js"

/** The carousel's place while the billboard loads: a banner plus its caption. */
export const skeleton = style([
  skeletonBlock,
  { width: "100%", aspectRatio: "12 / 6", borderRadius: vars.radius.large },
])

export const row = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.large,
  gridTemplateColumns: "repeat(auto-fit, minmax(280px, 1fr))",
})

export const item = style({ borderRadius: vars.radius.large, overflow: "hidden", boxShadow: vars.shadow.card })

export const section = style({ display: "flex", flexDirection: "column", gap: vars.space.small })

export const title = style({ margin: 0, fontSize: vars.font.sizeLarge })
