import { style } from "@vanilla-extract/css"
import { card, page as cardPage, title } from "../../../components/CardPage.css.js"
import { vars } from "../../../theme/contract.css.js"
import { buttonAsLink, textLink } from "../../../theme/controls.js"
import { mutedText } from "../../../theme/type.js"
import { cluster } from "../../../theme/layout.js"

export const page = style([cardPage, { maxWidth: 520 }])

export { card, title }

export const lead = style(mutedText)

export const links = style({
  ...cluster(vars.space.small),
  justifyContent: "space-between",
  fontSize: vars.font.sizeSmall,
})

export const link = style(textLink)

export const inlineButton = style([link, buttonAsLink])

export const terms = style({ display: "grid", gap: vars.space.small, fontSize: vars.font.sizeSmall })
