import { style } from "@vanilla-extract/css"
import { BREAKPOINTS } from "../../../theme/breakpoints.js"
import { vars } from "../../../theme/contract.css.js"
import { mutedText, sectionTitle } from "../../../theme/type.js"
import { stack } from "../../../theme/layout.js"

/** The column every browse page sits in, under the shell's header. */
export const page = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xlarge,
  maxWidth: vars.layout.maxWidth,
  margin: "0 auto",
  padding: vars.space.medium,
  "@media": { [`screen and (min-width: ${BREAKPOINTS.sm}px)`]: { padding: vars.space.large } },
})

export const section = style(stack(vars.space.large))

export const title = style({ margin: 0, fontSize: vars.font.sizeTitle, lineHeight: 1.2 })

export const subtitle = style(sectionTitle)

export const muted = style(mutedText)
