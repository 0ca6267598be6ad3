import { keyframes, style } from "@vanilla-extract/css"
import { recipe } from "@vanilla-extract/recipes"
import { vars } from "../../theme/contract.css.js"

export const list = recipe({
  base: { listStyle: "none", margin: 0, padding: 0, display: "flex" },
  variants: {
    layout: {
      bar: { alignItems: "center", gap: vars.space.xsmall, flexWrap: "nowrap", overflow: "hidden" },
      drawer: { flexDirection: "column", gap: 2 },
    },
  },
})

export const link = recipe({
  base: {
    display: "flex",
    alignItems: "center",
    minHeight: 44,
    padding: `0 ${vars.space.small}`,
    borderRadius: vars.radius.small,
    color: vars.color.headerText,
    fontWeight: 600,
    textDecoration: "none",
    whiteSpace: "nowrap",
    ":hover": { color: vars.color.primary },
    ":focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: -3 },
  },
  variants: {
    layout: {
      bar: {},
      drawer: { padding: `0 ${vars.space.medium}`, color: vars.color.text },
    },
  },
})

const shimmer = keyframes({ "0%": { opacity: 0.55 }, "50%": { opacity: 1 }, "100%": { opacity: 0.55 } })

export const skeleton = style({
  display: "block",
  width: 72,
  height: 14,
  margin: `15px ${vars.space.small}`,
  borderRadius: vars.radius.small,
  background: vars.color.skeleton,
  animation: `${shimmer} 1.4s ease-in-out infinite`,
})
