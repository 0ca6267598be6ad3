import { style } from "@vanilla-extract/css"
import { BREAKPOINTS } from "../../../theme/breakpoints.js"
import { vars } from "../../../theme/contract.css.js"
import { focusRing } from "../../../theme/a11y.js"
import { controlBox } from "../../../theme/controls.js"
import { raisedSurface } from "../../../theme/surfaces.js"
import { stack } from "../../../theme/layout.js"

/** Two filters per row on a phone, all in one row from small screens up. */
export const bar = style({
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  gap: vars.space.medium,
  alignItems: "end",
  padding: vars.space.medium,
  ...raisedSurface(),
  "@media": {
    [`screen and (min-width: ${BREAKPOINTS.sm}px)`]: {
      gridTemplateColumns: "repeat(auto-fit, minmax(160px, 1fr))",
      padding: vars.space.large,
    },
  },
})

export const field = style({ ...stack(vars.space.xsmall), minWidth: 0 })

export const label = style({ fontSize: vars.font.sizeSmall, fontWeight: 600, color: vars.color.muted })

/** The filters' selects: the shop's field box, with less room inside so four fit in a row. */
export const control = style({
  ...controlBox,
  width: "100%",
  padding: `0 ${vars.space.small}`,
  ":focus-visible": focusRing(1),
})

export const clear = style({ justifySelf: "start" })
