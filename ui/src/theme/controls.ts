import { focusRing } from "./a11y.js"
import { vars } from "./contract.css.js"
import { hairline } from "./surfaces.js"

/**
 * The box of a form control, and of a tool button drawn like one: 44 px tall (a thumb's target),
 * a hairline frame on the white surface, the page's type.
 */
export const controlBox = {
  minHeight: 44,
  padding: `0 ${vars.space.medium}`,
  border: hairline,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.text,
  font: "inherit",
} as const

/** A control whose value was refused: its frame thick and in the alert colour (with `aria-invalid`). */
export const invalidControl = { borderColor: vars.color.alert, borderWidth: 2 } as const

/** A round 44 px button holding one icon (previous, next, a month back). */
export const roundIconButton = {
  display: "inline-grid",
  placeItems: "center",
  width: 44,
  height: 44,
  borderRadius: vars.radius.round,
  color: vars.color.text,
  cursor: "pointer",
  ":hover": { background: vars.color.surfaceAlt },
} as const

/** A link inside a page's text or actions: the primary colour, bold enough to find. */
export const textLink = { color: vars.color.primary, fontWeight: 600, ":focus-visible": focusRing() } as const

/** A button that reads as a link: none of a button's box, the link's underline. Spread over `textLink` or a colour. */
export const buttonAsLink = {
  background: "none",
  border: 0,
  padding: 0,
  font: "inherit",
  textDecoration: "underline",
  cursor: "pointer",
} as const

/** A link that reads as the page's main action: the primary button's look (its hover is the caller's, on its own selector). */
export const primaryAction = {
  display: "inline-flex",
  alignItems: "center",
  minHeight: 44,
  padding: `0 ${vars.space.large}`,
  borderRadius: vars.radius.medium,
  background: vars.color.primary,
  color: vars.color.primaryText,
  textDecoration: "none",
} as const
