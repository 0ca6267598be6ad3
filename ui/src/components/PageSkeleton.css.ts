import { keyframes, style } from "@vanilla-extract/css"
import { vars } from "../theme/contract.css.js"

const shimmer = keyframes({ "0%": { opacity: 0.55 }, "50%": { opacity: 1 }, "100%": { opacity: 0.55 } })

const block = style({
  background: vars.color.skeleton,
  borderRadius: vars.radius.medium,
  animation: `${shimmer} 1.4s ease-in-out infinite`,
})

export const page = style({ maxWidth: vars.layout.maxWidth, margin: "0 auto", padding: vars.space.large })
export const title = style([block, { height: 32, width: "40%", marginBottom: vars.space.large }])
export const grid = style({
  display: "grid",
  gap: vars.space.large,
  gridTemplateColumns: "repeat(auto-fill, minmax(220px, 1fr))",
})
export const card = style([block, { aspectRatio: "2 / 3" }])
