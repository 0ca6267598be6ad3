import { globalStyle, style } from "@vanilla-extract/css"
import { page as cardPage } from "../../../components/CardPage.css.js"
import { vars } from "../../../theme/contract.css.js"
import { sectionTitle } from "../../../theme/type.js"

export const page = style([cardPage, { maxWidth: 640 }])

export const body = style({ display: "grid", gap: vars.space.medium })

// The grid's gap spaces the paragraphs; their own margins would double it.
globalStyle(`${body} p`, { margin: 0 })

/** A part of the paid order's recap: a function, the e-ticket. */
export const recapPart = style({ display: "grid", gap: vars.space.xsmall })

export const recapTitle = style(sectionTitle)

export const recapList = style({ margin: 0, paddingLeft: vars.space.large })

export const recapFacts = style({ margin: 0, display: "grid", gap: vars.space.xsmall })

export const recapFact = style({ display: "flex", justifyContent: "space-between", gap: vars.space.medium })

globalStyle(`${recapFact} dd`, { margin: 0, fontWeight: 600 })
