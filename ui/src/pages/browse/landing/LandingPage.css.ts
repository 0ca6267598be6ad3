import { style } from "@vanilla-extract/css"
import { BREAKPOINTS } from "../../../theme/breakpoints.js"
import { vars } from "../../../theme/contract.css.js"
import { focusRing } from "../../../theme/a11y.js"
import { cluster, pictureBox, stack } from "../../../theme/layout.js"
import { tile } from "../../../theme/surfaces.js"
import { eyebrow } from "../../../theme/type.js"

export const banner = style({
  ...pictureBox("12 / 5"),
  objectFit: "cover",
  borderRadius: vars.radius.large,
  background: vars.color.surfaceAlt,
})

/** The description beside the facts from medium screens up; the facts come after it on a phone. */
export const columns = style({
  display: "grid",
  gap: vars.space.large,
  "@media": {
    [`screen and (min-width: ${BREAKPOINTS.md}px)`]: { gridTemplateColumns: "1fr 320px", alignItems: "start" },
  },
})

export const main = style({ ...stack(vars.space.small), minWidth: 0 })

export const type = style(eyebrow)

export const description = style({ margin: 0, lineHeight: 1.6, whiteSpace: "pre-line", maxWidth: "70ch" })

export const facts = style(tile)

export const price = style({ margin: 0, fontSize: vars.font.sizeLarge, fontWeight: 700 })

/** Duration and age rating: a label above each value, side by side. */
export const details = style({ ...cluster(`${vars.space.small} ${vars.space.large}`), margin: 0 })

export const detail = style(stack(2))

export const detailLabel = style({ color: vars.color.muted, fontSize: vars.font.sizeSmall })

export const detailValue = style({ margin: 0, fontWeight: 600 })

export const venue = style({ display: "flex", gap: vars.space.small, alignItems: "flex-start" })

export const pin = style({ flexShrink: 0, marginTop: 2, color: vars.color.primary })

export const venueName = style({
  fontWeight: 600,
  color: vars.color.text,
  ":focus-visible": focusRing(),
})
