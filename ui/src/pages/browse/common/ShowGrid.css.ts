import { globalStyle, style } from "@vanilla-extract/css"
import { BREAKPOINTS } from "../../../theme/breakpoints.js"
import { vars } from "../../../theme/contract.css.js"

export const wrapper = style({ display: "flex", flexDirection: "column", gap: vars.space.large })

/** Two posters side by side on a phone, as many as fit from there on. */
export const grid = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
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

export const empty = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: vars.space.medium,
  padding: vars.space.xlarge,
  textAlign: "center",
  background: vars.color.surface,
  borderRadius: vars.radius.medium,
})

globalStyle(`${empty} > p`, { margin: 0 })
