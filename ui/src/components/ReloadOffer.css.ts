import { style } from "@vanilla-extract/css"
import { card, page as cardPage, title } from "./CardPage.css.js"
import { mutedText } from "../theme/type.js"

export const page = style([cardPage, { maxWidth: 560 }])

export { card, title }

export const text = style(mutedText)
