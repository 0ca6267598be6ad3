import { style } from "@vanilla-extract/css"
import { vars } from "../../../theme/contract.css.js"
import { focusRing } from "../../../theme/a11y.js"
import { callout, framedItem } from "../../../theme/surfaces.js"
import { smallPrint } from "../../../theme/type.js"

/** Headings that take focus when the answer arrives: no ring of their own, the page scrolls to them. */
export const resultHeading = style({ outline: "none" })

/** The tracking code: what the shopper must keep, so it stands out and copies in one piece. */
export const code = style({
  padding: vars.space.medium,
  borderLeft: `4px solid ${vars.color.success}`,
  borderRadius: vars.radius.small,
  background: vars.color.surfaceAlt,
  fontWeight: 700,
  fontSize: "1.15rem",
  letterSpacing: "0.05em",
})

export const failure = style({ ...callout(vars.color.alert), borderRadius: vars.radius.small })

export const facts = style({ display: "grid", gap: vars.space.small, paddingLeft: vars.space.large })

/** The summary in the dialog: its parts one under the other, close together. */
export const summary = style({ display: "grid", gap: vars.space.medium })

export const summaryHeading = style({ margin: 0, fontSize: vars.font.sizeBody, fontWeight: 700 })

export const summaryFunction = style({ margin: 0, fontWeight: 600 })

export const summaryList = style({ margin: 0, paddingLeft: vars.space.large, display: "grid", gap: vars.space.xsmall })

/** The customer's withdrawable orders: one bordered choice each, the whole box a target. */
export const choices = style({
  display: "grid",
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  border: "none",
  minWidth: 0,
})

export const legend = style({ padding: 0, fontWeight: 700, fontSize: vars.font.sizeLarge })

export const hint = style(smallPrint)

export const choice = style({
  ...framedItem,
  cursor: "pointer",
  selectors: {
    "&:has(input:checked)": { borderColor: vars.color.primary, background: vars.color.surfaceAlt },
    "&:has(input:focus-visible)": focusRing(),
  },
})

/** At least 24×24 px (WCAG 2.5.8), though the whole box takes the tap. */
export const radio = style({ width: 24, height: 24, margin: 0, flexShrink: 0 })

export const choiceText = style({ display: "grid", gap: vars.space.xsmall, minWidth: 0, overflowWrap: "anywhere" })

export const choiceTitle = style({ fontWeight: 600 })
