import { globalStyle, style } from "@vanilla-extract/css"
import { vars } from "../../theme/contract.css.js"
import { phone } from "../../theme/breakpoints.js"

/** The calm colours, or the alert's at 2 minutes or less: by `data-alert`, so no class is picked at runtime (first-download bytes). */
export const countdown = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xsmall,
  minHeight: 32,
  padding: `0 ${vars.space.small}`,
  borderRadius: vars.radius.round,
  fontWeight: 700,
  fontVariantNumeric: "tabular-nums",
  whiteSpace: "nowrap",
  background: vars.color.surfaceAlt,
  color: vars.color.headerText,
  selectors: { '&[data-alert="true"]': { background: vars.color.alert, color: vars.color.primaryText } },
  "@media": { [phone]: { padding: `0 ${vars.space.xsmall}` } },
})

globalStyle(`${countdown} > [role="timer"]`, { minWidth: "5ch", textAlign: "center" })

/** Phones keep the digits and drop the clock icon: the bar has no room to spare. */
globalStyle(`${countdown} > svg`, { flexShrink: 0, "@media": { [phone]: { display: "none" } } })
