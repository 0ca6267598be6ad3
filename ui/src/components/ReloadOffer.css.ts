import { style } from "@vanilla-extract/css"
import { card, page as cardPage, title } from "./CardPage.css.js"
import { vars } from "../theme/contract.css.js"

export const page = style([cardPage, { maxWidth: 560 }])

export { card, title }

export const text = style({ margin: 0, color: vars.color.muted })
