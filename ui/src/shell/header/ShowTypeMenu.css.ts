import { style } from "@vanilla-extract/css"
import { recipe } from "@vanilla-extract/recipes"
import { vars } from "../../theme/contract.css.js"
import { skeletonBone } from "../../theme/skeleton.js"
import { focusRing } from "../../theme/a11y.js"
import { plainList } from "../../theme/layout.js"

export const list = recipe({
  base: { ...plainList, display: "flex" },
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
    ":focus-visible": focusRing(-3),
  },
  variants: {
    layout: {
      bar: {},
      drawer: { padding: `0 ${vars.space.medium}`, color: vars.color.text },
    },
  },
})

export const skeleton = style({
  display: "block",
  width: 72,
  height: 14,
  margin: `15px ${vars.space.small}`,
  ...skeletonBone(vars.radius.small),
})
