import { style } from "@vanilla-extract/css"
import { vars } from "../../../theme/contract.css.js"
import { textLink } from "../../../theme/controls.js"
import { cluster, plainList } from "../../../theme/layout.js"
import { emptyState } from "../../../theme/surfaces.js"

export const box = style(emptyState)

export const prompt = style({ margin: 0, marginTop: vars.space.medium, fontWeight: 600 })

export const search = style({ width: "min(100%, 420px)" })

export const links = style({
  ...cluster(`${vars.space.small} ${vars.space.large}`),
  justifyContent: "center",
  ...plainList,
})

export const link = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: 44,
  ...textLink,
})
