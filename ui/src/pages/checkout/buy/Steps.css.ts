import { style } from "@vanilla-extract/css"
import { vars } from "../../../theme/contract.css.js"
import { plainList } from "../../../theme/layout.js"

export const steps = style({
  ...plainList,
  display: "grid",
  gridTemplateColumns: "repeat(4, minmax(0, 1fr))",
  gap: vars.space.small,
  counterReset: "step",
})

export const step = style({
  counterIncrement: "step",
  display: "grid",
  justifyItems: "center",
  gap: vars.space.xsmall,
  fontSize: vars.font.sizeSmall,
  color: vars.color.muted,
  textAlign: "center",
  "::before": {
    content: "counter(step)",
    display: "grid",
    placeItems: "center",
    width: 32,
    height: 32,
    borderRadius: vars.radius.round,
    border: `2px solid ${vars.color.border}`,
    background: vars.color.surface,
    fontWeight: 700,
  },
  selectors: {
    "&[data-state='done']::before": { borderColor: vars.color.success, color: vars.color.success },
    "&[aria-current='step']": { color: vars.color.text, fontWeight: 700 },
    "&[aria-current='step']::before": {
      borderColor: vars.color.primary,
      background: vars.color.primary,
      color: vars.color.primaryText,
    },
  },
})
