import { style } from "@vanilla-extract/css"
import { vars } from "../../../theme/contract.css.js"
import { actionLink } from "../common/actionLink.css.js"
import { hairline } from "../../../theme/surfaces.js"

export const row = style({
  display: "grid",
  gridTemplateColumns: "1fr auto",
  gridTemplateAreas: '"when action" "price action"',
  alignItems: "center",
  gap: `${vars.space.xsmall} ${vars.space.medium}`,
  padding: `${vars.space.medium} 0`,
  borderBottom: hairline,
  ":last-child": { borderBottom: 0 },
})

export const when = style({ gridArea: "when", fontWeight: 600, fontVariantNumeric: "tabular-nums" })

export const price = style({ gridArea: "price", color: vars.color.muted, fontSize: vars.font.sizeSmall })

export const buy = style([actionLink, { gridArea: "action" }])

export const soldOut = style({
  gridArea: "action",
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
  borderRadius: vars.radius.round,
  background: vars.color.surfaceAlt,
  color: vars.color.muted,
  fontWeight: 600,
  fontSize: vars.font.sizeSmall,
  textTransform: "uppercase",
})
