import { keyframes, style } from "@vanilla-extract/css"
import { BREAKPOINTS, phone } from "../../theme/breakpoints.js"
import { vars } from "../../theme/contract.css.js"

export const page = style({
  maxWidth: vars.layout.maxWidth,
  margin: "0 auto",
  padding: `${vars.space.large} ${vars.space.large} ${vars.space.xlarge}`,
  display: "grid",
  gap: vars.space.large,
  "@media": { [phone]: { padding: vars.space.medium, gap: vars.space.medium } },
})

export const pageHeader = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.medium,
})

export const title = style({ margin: 0, fontSize: vars.font.sizeTitle, fontFamily: vars.font.heading })

/** One column on phones; the purchase summary beside the steps from tablets up. */
export const layout = style({
  display: "grid",
  gap: vars.space.large,
  alignItems: "start",
  "@media": { [`screen and (min-width: ${BREAKPOINTS.md}px)`]: { gridTemplateColumns: "minmax(0, 1fr) 360px" } },
})

export const section = style({
  display: "grid",
  gap: vars.space.large,
  padding: vars.space.large,
  background: vars.color.surface,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.card,
  minWidth: 0,
})

export const sectionTitle = style({ margin: 0, fontSize: vars.font.sizeLarge })

export const muted = style({ margin: 0, color: vars.color.muted })

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.small, alignItems: "center" })

export const link = style({
  color: vars.color.primary,
  fontWeight: 600,
  ":focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
})

/** A button that reads as a link: a small action inside a sentence or a line. */
export const linkButton = style([
  link,
  {
    background: "none",
    border: 0,
    padding: 0,
    font: "inherit",
    textDecoration: "underline",
    cursor: "pointer",
    ":disabled": { color: vars.color.muted, cursor: "not-allowed" },
  },
])

export const plainList = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.medium })

/** A group of choices: a fieldset without the browser's frame. */
export const choices = style([plainList, { border: 0, minWidth: 0 }])

export const choicesLegend = style({ padding: 0, marginBottom: vars.space.small, fontWeight: 600 })

/** A framed item of a list (an extra product, a choice). */
export const box = style({
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space.medium,
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
})

/** A radio choice drawn as a card; the whole card is the label. */
export const option = style([
  box,
  {
    cursor: "pointer",
    selectors: {
      "&:has(input:checked)": { borderColor: vars.color.primary, boxShadow: `inset 0 0 0 1px ${vars.color.primary}` },
      "&:has(input:focus-visible)": { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
    },
  },
])

export const optionInput = style({ width: 20, height: 20, margin: 2, flex: "none", accentColor: vars.color.primary })

export const optionBody = style({ display: "grid", gap: vars.space.xsmall, flex: 1, minWidth: 0 })

export const optionTitle = style({ fontWeight: 600 })

export const spread = style({
  display: "flex",
  justifyContent: "space-between",
  alignItems: "baseline",
  gap: vars.space.medium,
  flexWrap: "wrap",
})

const shimmer = keyframes({ "0%": { opacity: 0.55 }, "50%": { opacity: 1 }, "100%": { opacity: 0.55 } })

export const skeletonLine = style({
  height: 44,
  borderRadius: vars.radius.medium,
  background: vars.color.skeleton,
  animation: `${shimmer} 1.4s ease-in-out infinite`,
})

export const visuallyHidden = style({
  position: "absolute",
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
  border: 0,
})
