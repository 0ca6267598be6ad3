import { style } from "@vanilla-extract/css"
import { vars } from "../../theme/contract.css.js"
import { srOnly } from "../shared.css.js"
import { focusRing } from "../../theme/a11y.js"
import { buttonAsLink } from "../../theme/controls.js"
import { plainList } from "../../theme/layout.js"
import { ruledItem, thumbnail } from "../../theme/surfaces.js"
import { smallPrint } from "../../theme/type.js"

export const badge = style({
  position: "absolute",
  top: 4,
  right: 2,
  minWidth: 18,
  height: 18,
  padding: "0 5px",
  borderRadius: vars.radius.round,
  background: vars.color.primary,
  color: vars.color.primaryText,
  fontSize: 11,
  fontWeight: 700,
  lineHeight: "18px",
  textAlign: "center",
})

export const panel = style({ width: 340, maxWidth: "100%", padding: vars.space.small })
export const title = style({ margin: `0 0 ${vars.space.medium}`, fontSize: vars.font.sizeLarge })
export const lines = style({ ...plainList, display: "grid", gap: vars.space.medium })

export const line = style({ display: "grid", gridTemplateColumns: "96px 1fr", gap: vars.space.medium, ...ruledItem })

export const image = style({ display: "block", width: 96, height: 54, ...thumbnail })

export const details = style({ display: "grid", gap: 2, minWidth: 0 })
export const name = style({ margin: 0, fontWeight: 700 })
export const muted = style(smallPrint)
export const amounts = style({ margin: 0, display: "flex", justifyContent: "space-between", gap: vars.space.small })

export const remove = style({
  justifySelf: "start",
  minHeight: 32,
  ...buttonAsLink,
  color: vars.color.primary,
  fontSize: vars.font.sizeSmall,
  ":focus-visible": focusRing(),
})

/** The show's name completes "Quitar" for screen readers; sighted shoppers see the line it sits in. */
export const hiddenName = srOnly

export const total = style({
  display: "flex",
  justifyContent: "space-between",
  margin: `${vars.space.medium} 0`,
  fontWeight: 700,
  fontSize: vars.font.sizeLarge,
})

export const actions = style({ display: "grid", gap: vars.space.small })
