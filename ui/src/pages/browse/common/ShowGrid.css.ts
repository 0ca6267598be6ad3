import { globalStyle, style } from "@vanilla-extract/css"
import { BREAKPOINTS } from "../../../theme/breakpoints.js"
import { vars } from "../../../theme/contract.css.js"
import { plainList, stack } from "../../../theme/layout.js"
import { emptyState } from "../../../theme/surfaces.js"

export const wrapper = style(stack(vars.space.large))

/** Two posters side by side on a phone, as many as fit from there on. */
export const grid = style({
  ...plainList,
  display: "grid",
  gap: vars.space.medium,
  gridTemplateColumns: "repeat(auto-fill, minmax(150px, 1fr))",
  "@media": {
    [`screen and (min-width: ${BREAKPOINTS.sm}px)`]: {
      gap: vars.space.large,
      gridTemplateColumns: "repeat(auto-fill, minmax(200px, 1fr))",
    },
  },
})

export const item = style({ minWidth: 0 })

export const more = style({ display: "flex", justifyContent: "center" })

export const empty = style(emptyState)

globalStyle(`${empty} > p`, { margin: 0 })
