import { style } from "@vanilla-extract/css"
import { BREAKPOINTS } from "../../theme/breakpoints.js"
import { vars } from "../../theme/contract.css.js"
import { callout, panel as panelBox } from "../../theme/surfaces.js"
import { stack } from "../../theme/layout.js"
import { mutedText } from "../../theme/type.js"

const wide = `screen and (min-width: ${BREAKPOINTS.sm}px)`

/** One narrow column on every screen: a few figures read best close together. */
export const page = style({
  ...stack(vars.space.large),
  maxWidth: 720,
  margin: "0 auto",
  padding: vars.space.medium,
  "@media": { [wide]: { padding: vars.space.large } },
})

export const header = style(stack(vars.space.xsmall))

export const title = style({ margin: 0, fontSize: vars.font.sizeTitle, lineHeight: 1.2 })

export const show = style({ margin: 0, fontSize: vars.font.sizeLarge, fontWeight: 700 })

export const muted = style(mutedText)

export const text = style({ margin: 0 })

export const panel = style(panelBox)

export const lead = style({ margin: 0, fontSize: vars.font.sizeLarge, fontWeight: 700, lineHeight: 1.3 })

/** The three figures: side by side from small tablets up, stacked on phones. */
export const figures = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.small,
  margin: 0,
  "@media": { [wide]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" } },
})

/** A phone reads each figure on one line, its name beside it; wider screens put the name above. */
export const figure = style({
  display: "flex",
  alignItems: "baseline",
  justifyContent: "space-between",
  gap: vars.space.small,
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceAlt,
  "@media": {
    [wide]: {
      flexDirection: "column",
      justifyContent: "flex-start",
      gap: vars.space.xsmall,
      padding: vars.space.medium,
    },
  },
})

export const figureName = style({ color: vars.color.muted, fontSize: vars.font.sizeSmall })

export const figureValue = style({
  margin: 0,
  fontSize: vars.font.sizeLarge,
  fontWeight: 700,
  lineHeight: 1.1,
  textAlign: "end",
  fontVariantNumeric: "tabular-nums",
  "@media": { [wide]: { fontSize: vars.font.sizeTitle, textAlign: "start" } },
})

export const progressField = style(stack(vars.space.xsmall))

export const progressLabel = style({ fontWeight: 700 })

export const progress = style({ width: "100%", height: 16, accentColor: vars.color.primary })

export const notice = style(callout(vars.color.warning))
