import { style } from "@vanilla-extract/css"
import { vars } from "../../theme/contract.css.js"
import { focusRing } from "../../theme/a11y.js"
import { controlBox, invalidControl } from "../../theme/controls.js"
import { capsHeading } from "../../theme/type.js"

export const form = style({ display: "grid", gap: vars.space.small, alignContent: "start" })
export const title = style(capsHeading)
export const intro = style({ margin: 0, fontSize: vars.font.sizeSmall, opacity: 0.85 })
export const field = style({ display: "grid", gap: vars.space.xsmall })
export const label = style({ fontSize: vars.font.sizeSmall, fontWeight: 600 })

export const input = style({
  ...controlBox,
  height: 44,
  ":focus-visible": focusRing(1),
  selectors: { '&[aria-invalid="true"]': invalidControl },
})

/** On the dark footer the alert red is too dark to read: the message gets a light chip behind it. */
export const error = style({
  justifySelf: "start",
  margin: 0,
  padding: `2px ${vars.space.small}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  color: vars.color.alert,
  fontSize: vars.font.sizeSmall,
  fontWeight: 600,
})

export const status = style({ margin: 0, minHeight: "1.25em", fontSize: vars.font.sizeSmall })
