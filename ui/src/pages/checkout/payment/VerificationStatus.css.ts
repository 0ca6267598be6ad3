import { globalStyle, style, styleVariants } from "@vanilla-extract/css"
import { vars } from "../../../theme/contract.css.js"

const base = style({
  display: "grid",
  gap: vars.space.medium,
  padding: vars.space.large,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceAlt,
  borderLeft: "6px solid",
})

export const panel = styleVariants({
  progress: [base, { borderColor: vars.color.focus }],
  good: [base, { borderColor: vars.color.success }],
  waiting: [base, { borderColor: vars.color.warning }],
  bad: [base, { borderColor: vars.color.alert }],
})

export const headline = style({ margin: 0, fontWeight: 700, fontSize: vars.font.sizeLarge })

export const progress = style({ width: "100%", height: 10, accentColor: vars.color.primary })

// The grid's gap spaces the paragraphs; their own margins would double it.
globalStyle(`${base} p`, { margin: 0 })
