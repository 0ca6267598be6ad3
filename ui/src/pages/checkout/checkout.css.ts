import { style } from "@vanilla-extract/css"
import { BREAKPOINTS, phone } from "../../theme/breakpoints.js"
import { vars } from "../../theme/contract.css.js"
import { visuallyHidden as hidden } from "../../theme/a11y.js"
import { buttonAsLink, textLink } from "../../theme/controls.js"
import { actionRow, pageWidth, plainList as unstyledList, spread as endToEnd } from "../../theme/layout.js"
import { skeletonBone } from "../../theme/skeleton.js"
import { choosable, framedItem, raisedCard } from "../../theme/surfaces.js"
import { mutedText, pageTitle, sectionTitle as sectionHeading } from "../../theme/type.js"

export const page = style({
  ...pageWidth,
  padding: `${vars.space.large} ${vars.space.large} ${vars.space.xlarge}`,
  display: "grid",
  gap: vars.space.large,
  "@media": { [phone]: { padding: vars.space.medium, gap: vars.space.medium } },
})

export const pageHeader = style({ ...endToEnd(vars.space.medium), flexWrap: "wrap" })

export const title = style(pageTitle)

/** One column on phones; the purchase summary beside the steps from tablets up. */
export const layout = style({
  display: "grid",
  gap: vars.space.large,
  alignItems: "start",
  "@media": { [`screen and (min-width: ${BREAKPOINTS.md}px)`]: { gridTemplateColumns: "minmax(0, 1fr) 360px" } },
})

export const section = style(raisedCard(vars.space.large))

export const sectionTitle = style(sectionHeading)

export const muted = style(mutedText)

export const actions = style(actionRow(vars.space.small))

export const link = style(textLink)

/** A button that reads as a link: a small action inside a sentence or a line. */
export const linkButton = style([
  link,
  { ...buttonAsLink, ":disabled": { color: vars.color.muted, cursor: "not-allowed" } },
])

export const plainList = style({ ...unstyledList, display: "grid", gap: vars.space.medium })

/** A group of choices: a fieldset without the browser's frame. */
export const choices = style([plainList, { border: 0, minWidth: 0 }])

export const choicesLegend = style({ padding: 0, marginBottom: vars.space.small, fontWeight: 600 })

/** A framed item of a list (an extra product, a choice). */
export const box = style(framedItem)

/** A radio choice drawn as a card; the whole card is the label. */
export const option = style([box, choosable])

export const optionInput = style({ width: 20, height: 20, margin: 2, flex: "none", accentColor: vars.color.primary })

export const optionBody = style({ display: "grid", gap: vars.space.xsmall, flex: 1, minWidth: 0 })

export const optionTitle = style({ fontWeight: 600 })

export const spread = style({ ...endToEnd(vars.space.medium), alignItems: "baseline", flexWrap: "wrap" })

export const skeletonLine = style({ height: 44, ...skeletonBone(vars.radius.medium) })

export const visuallyHidden = style(hidden)
