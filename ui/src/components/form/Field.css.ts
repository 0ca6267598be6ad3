import { style } from "@vanilla-extract/css"
import { vars } from "../../theme/contract.css.js"
import { focusRing } from "../../theme/a11y.js"
import { controlBox, invalidControl } from "../../theme/controls.js"
import { smallPrint } from "../../theme/type.js"

// alignContent: a field beside a taller one (a hint, a message) keeps its control right under its label.
export const field = style({ display: "grid", gap: vars.space.xsmall, minWidth: 0, alignContent: "start" })

export const label = style({ fontWeight: 600, fontSize: vars.font.sizeSmall, color: vars.color.text })

export const control = style({
  boxSizing: "border-box",
  ...controlBox,
  width: "100%",
  ":focus-visible": focusRing(1),
  ":disabled": { background: vars.color.surfaceAlt, cursor: "not-allowed" },
  selectors: {
    "&[aria-invalid='true']": invalidControl,
    // A value shown for reference (the account's e-mail) should not look like one to type into.
    "&[readonly]": { background: vars.color.surfaceAlt },
  },
})

export const error = style({ margin: 0, color: vars.color.alert, fontSize: vars.font.sizeSmall })

export const hint = style(smallPrint)

export const row = style({
  display: "grid",
  gap: vars.space.medium,
  // 10.5rem: two columns only where a select's prompt ("Elegí una opción") fits whole; one below that (375 px).
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 10.5rem), 1fr))",
})

export const group = style({ border: 0, margin: 0, padding: 0, minWidth: 0, display: "grid", gap: vars.space.small })

export const legend = style([label, { padding: 0, marginBottom: vars.space.xsmall }])

export const check = style({ display: "flex", alignItems: "flex-start", gap: vars.space.small })

/** WCAG 2.5.8: a target of at least 24×24 px. */
export const checkbox = style({
  width: 24,
  height: 24,
  margin: 1,
  flex: "none",
  accentColor: vars.color.primary,
  ":focus-visible": focusRing(),
})

export const form = style({ display: "grid", gap: vars.space.large })
