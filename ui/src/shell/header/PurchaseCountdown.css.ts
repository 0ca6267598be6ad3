import { style } from "@vanilla-extract/css"
import { recipe } from "@vanilla-extract/recipes"
import { vars } from "../../theme/contract.css.js"
import { phone } from "../../theme/breakpoints.js"

export const countdown = recipe({
  base: {
    display: "inline-flex",
    alignItems: "center",
    gap: vars.space.xsmall,
    minHeight: 32,
    padding: `0 ${vars.space.small}`,
    borderRadius: vars.radius.round,
    fontWeight: 700,
    fontVariantNumeric: "tabular-nums",
    whiteSpace: "nowrap",
    "@media": { [phone]: { padding: `0 ${vars.space.xsmall}` } },
  },
  variants: {
    alert: {
      false: { background: vars.color.surfaceAlt, color: vars.color.headerText },
      true: { background: vars.color.alert, color: vars.color.primaryText },
    },
  },
})

export const time = style({ minWidth: "5ch", textAlign: "center" })

/** Phones keep the digits and drop the icon: the bar has no room to spare. */
export const icon = style({ display: "flex", "@media": { [phone]: { display: "none" } } })
