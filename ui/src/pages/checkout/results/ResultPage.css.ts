import { globalStyle, style } from "@vanilla-extract/css"
import { card, page as cardPage, title } from "../../../components/CardPage.css.js"
import { vars } from "../../../theme/contract.css.js"

export const page = style([cardPage, { maxWidth: 640 }])

export { card, title }

export const body = style({ display: "grid", gap: vars.space.medium })

// The grid's gap spaces the paragraphs; their own margins would double it.
globalStyle(`${body} p`, { margin: 0 })
