import { vars } from "./contract.css.js"

/** The small capitals above a show's name that say what kind of show it is. */
export const eyebrow = {
  margin: 0,
  color: vars.color.primary,
  fontSize: vars.font.sizeSmall,
  fontWeight: 600,
  textTransform: "uppercase",
  letterSpacing: ".04em",
} as const

/** A column's heading in the footer: body size, spaced capitals. */
export const capsHeading = {
  margin: 0,
  fontSize: vars.font.sizeBody,
  textTransform: "uppercase",
  letterSpacing: ".06em",
} as const
