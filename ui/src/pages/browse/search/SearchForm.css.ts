import { globalStyle, style } from "@vanilla-extract/css"
import { vars } from "../../../theme/contract.css.js"
import { focusRing } from "../../../theme/a11y.js"
import { controlBox } from "../../../theme/controls.js"
import { cluster, stack } from "../../../theme/layout.js"
import { tile } from "../../../theme/surfaces.js"
import { smallPrint } from "../../../theme/type.js"

export const form = style(tile)

export const textRow = style(stack(vars.space.xsmall))

export const label = style({ fontWeight: 600 })

export const inputRow = style({ display: "flex", gap: vars.space.small })

export const input = style({
  flex: 1,
  minWidth: 0,
  ...controlBox,
  ":focus-visible": focusRing(1),
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.alert } },
})

export const hint = style(smallPrint)
export const error = style([hint, { color: vars.color.alert, fontWeight: 600 }])

export const types = style({ ...cluster(`${vars.space.small} ${vars.space.large}`), margin: 0, padding: 0, border: 0 })

export const type = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.small,
  minHeight: 44,
  cursor: "pointer",
})

/** WCAG 2.5.8: the box itself is a 24 px target, as the shop's other checkboxes. */
globalStyle(`${type} input`, { width: 24, height: 24, margin: 0, accentColor: vars.color.primary })
