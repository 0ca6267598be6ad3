import { style } from "@vanilla-extract/css"
import { vars } from "../../../theme/contract.css.js"
import { cluster } from "../../../theme/layout.js"
import { callout } from "../../../theme/surfaces.js"

export const section = style({ display: "grid", gap: vars.space.medium })

/** A text the law asks to show as it is (the data-protection notice), set apart from the prose. */
export const note = style({
  ...callout(vars.color.primary),
  borderRadius: vars.radius.small,
  fontSize: vars.font.sizeSmall,
})

export const links = style({
  listStyle: "none",
  ...cluster(`${vars.space.small} ${vars.space.large}`),
  // A row of links, not a list of lines: none of the text column's list indent.
  selectors: { "&&": { paddingLeft: 0, maxWidth: "none" } },
})
