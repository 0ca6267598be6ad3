import { style } from "@vanilla-extract/css"
import { vars } from "../../../theme/contract.css.js"

/** In the flow under the top bar (no height while empty): it pushes the page down, never over it. */
export const region = style({
  maxWidth: vars.layout.maxWidth,
  margin: "0 auto",
  padding: `0 ${vars.space.medium}`,
})

export const toast = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.small,
  marginTop: vars.space.medium,
  padding: `${vars.space.xsmall} ${vars.space.xsmall} ${vars.space.xsmall} ${vars.space.large}`,
  borderLeft: `4px solid ${vars.color.success}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  fontFamily: vars.font.body,
  fontWeight: 600,
})

// The same close button and text as the shell's other notices.
export { close, text } from "../../../shell/dialogs/Notices.css.js"
