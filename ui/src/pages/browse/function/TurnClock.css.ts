import { style } from "@vanilla-extract/css"
import { BREAKPOINTS } from "../../../theme/breakpoints.js"
import { vars } from "../../../theme/contract.css.js"

/** Within the function page's width, above its content. */
export const bar = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "baseline",
  gap: vars.space.small,
  maxWidth: vars.layout.maxWidth,
  margin: `${vars.space.medium} auto 0`,
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderLeft: `4px solid ${vars.color.primary}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceAlt,
  boxSizing: "border-box",
  "@media": {
    [`screen and (min-width: ${BREAKPOINTS.sm}px)`]: { width: `calc(100% - 2 * ${vars.space.large})` },
    [`screen and (max-width: ${BREAKPOINTS.sm - 1}px)`]: { width: `calc(100% - 2 * ${vars.space.medium})` },
  },
})

export const label = style({ fontWeight: 600 })

export const time = style({ fontWeight: 700, fontVariantNumeric: "tabular-nums", fontSize: vars.font.sizeLarge })

export const timeAlert = style({ color: vars.color.alert })
