import { style } from "@vanilla-extract/css"
import { vars } from "../../../theme/contract.css.js"
import { formCard } from "../../../theme/surfaces.js"
import { actionRow } from "../../../theme/layout.js"

export const panel = style(formCard)

/** Title, intro and the sent line; no gap of its own, so the empty sent line takes no room. */
export const heading = style({ display: "grid" })

// Doubled class: outweighs the text column's `p { margin: 0 }`.
export const intro = style({ color: vars.color.muted, selectors: { "&&": { marginTop: vars.space.small } } })

export const textarea = style({ minHeight: "9rem", padding: vars.space.medium, resize: "vertical", lineHeight: 1.5 })

/** Empty (and flat) until the message is sent; then it says so, and takes focus from the vanished button. */
export const sent = style({
  outline: "none",
  selectors: {
    "&:not(:empty)": {
      marginTop: vars.space.small,
      padding: vars.space.medium,
      borderLeft: `4px solid ${vars.color.success}`,
      borderRadius: vars.radius.small,
      background: vars.color.surfaceAlt,
      fontWeight: 600,
    },
  },
})

export const actions = style(actionRow(vars.space.medium))
