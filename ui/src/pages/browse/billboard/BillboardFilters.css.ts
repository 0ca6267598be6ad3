import { style } from "@vanilla-extract/css"
import { BREAKPOINTS } from "../../../theme/breakpoints.js"
import { vars } from "../../../theme/contract.css.js"

/** Two filters per row on a phone, all in one row from small screens up. */
export const bar = style({
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  gap: vars.space.medium,
  alignItems: "end",
  padding: vars.space.medium,
  background: vars.color.surface,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.card,
  "@media": {
    [`screen and (min-width: ${BREAKPOINTS.sm}px)`]: {
      gridTemplateColumns: "repeat(auto-fit, minmax(160px, 1fr))",
      padding: vars.space.large,
    },
  },
})

export const field = style({ display: "flex", flexDirection: "column", gap: vars.space.xsmall, minWidth: 0 })

export const label = style({ fontSize: vars.font.sizeSmall, fontWeight: 600, color: vars.color.muted })

export const control = style({
  minHeight: 44,
  width: "100%",
  padding: `0 ${vars.space.small}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.text,
  font: "inherit",
  ":focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: 1 },
})

export const clear = style({ justifySelf: "start" })
