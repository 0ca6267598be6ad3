import { style } from "@vanilla-extract/css"
import { vars } from "../../../theme/contract.css.js"
import { buttonAsLink, textLink } from "../../../theme/controls.js"
import { plainList } from "../../../theme/layout.js"
import { ruledItem, thumbnail } from "../../../theme/surfaces.js"
import { smallPrint } from "../../../theme/type.js"

export const line = style({
  display: "grid",
  gridTemplateColumns: "64px minmax(0, 1fr)",
  gap: vars.space.medium,
  ...ruledItem,
})

export const image = style({ width: 64, height: 64, ...thumbnail })

export const details = style({ display: "grid", gap: vars.space.xsmall, minWidth: 0 })

export const name = style({ margin: 0, fontSize: vars.font.sizeBody, fontWeight: 700 })

export const meta = style(smallPrint)

export const places = style({ ...plainList, display: "grid", gap: vars.space.xsmall })

export const remove = style({
  justifySelf: "start",
  ...buttonAsLink,
  ...textLink,
  padding: `${vars.space.xsmall} 0`,
  fontSize: vars.font.sizeSmall,
  minHeight: 32,
  ":disabled": { opacity: 0.5, cursor: "not-allowed" },
})
