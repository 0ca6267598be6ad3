import { style } from "@vanilla-extract/css"
import { vars } from "../../../theme/contract.css.js"
import { pageWidth } from "../../../theme/layout.js"
import { toast as toastBar } from "../../../theme/surfaces.js"

/** In the flow under the top bar (no height while empty): it pushes the page down, never over it. */
export const region = style({ ...pageWidth, padding: `0 ${vars.space.medium}` })

export const toast = style({
  ...toastBar(vars.color.success, vars.space.xsmall),
  fontFamily: vars.font.body,
  fontWeight: 600,
})

// The same close button and text as the shell's other notices.
export { close, text } from "../../../shell/dialogs/Notices.css.js"
