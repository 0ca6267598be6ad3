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

/** A page's title: the largest size, in the heading face. */
export const pageTitle = { margin: 0, fontSize: vars.font.sizeTitle, fontFamily: vars.font.heading } as const

/** A panel's or a section's title. */
export const sectionTitle = { margin: 0, fontSize: vars.font.sizeLarge } as const

/** A line that says less than the text around it: an explanation, an empty list. */
export const mutedText = { margin: 0, color: vars.color.muted } as const

/** The small grey print under a name: a date, a venue, a hint. */
export const smallPrint = { margin: 0, color: vars.color.muted, fontSize: vars.font.sizeSmall } as const
