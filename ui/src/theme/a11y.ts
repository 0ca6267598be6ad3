import { vars } from "./contract.css.js"

/** Read by screen readers, not drawn: clipped to nothing and out of the flow (live lines, labels a picture gives). */
export const visuallyHidden = {
  position: "absolute",
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
  border: 0,
} as const

/**
 * The keyboard focus outline every control shares (WCAG 2.4.7): 2 px out by default; 1 for fields
 * whose frame sits close, negative to draw it inside a box that clips its overflow.
 */
export const focusRing = (offset = 2) => ({ outline: `3px solid ${vars.color.focus}`, outlineOffset: offset })
