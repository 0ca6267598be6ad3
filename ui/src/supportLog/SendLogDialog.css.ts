import { style } from "@vanilla-extract/css"
import { vars } from "../theme/contract.css.js"

/** Large enough to read out on the phone, in a face that tells 0 from O. */
export const reference = style({
  margin: `${vars.space.medium} 0`,
  fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
  fontSize: "2rem",
  fontWeight: 700,
  letterSpacing: "0.1em",
  textAlign: "center",
})

export const heading = style({ margin: `${vars.space.medium} 0 ${vars.space.small}`, fontSize: vars.font.sizeBody })

export const list = style({ margin: 0, paddingLeft: vars.space.large })

export const comment = style({ resize: "vertical", minHeight: "5rem" })
