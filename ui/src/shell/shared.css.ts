import { style } from "@vanilla-extract/css"
import { BREAKPOINTS, phone } from "../theme/breakpoints.js"
import { visuallyHidden } from "../theme/a11y.js"

/** Wide screens show the show-type menu and the search box in the bar itself. */
const desktop = `screen and (min-width: ${BREAKPOINTS.md}px)`
const belowDesktop = `screen and (max-width: ${BREAKPOINTS.md - 1}px)`

/** Read by screen readers, not shown. */
export const srOnly = style(visuallyHidden)

/** Text that phones keep for screen readers only, to leave room in the bar. */
export const textOnWideScreens = style({ "@media": { [phone]: visuallyHidden } })

// These hide whatever display the element's own class gives it, wherever that class is defined.
export const onlyOnDesktop = style({ "@media": { [belowDesktop]: { display: "none !important" } } })
export const onlyBelowDesktop = style({ "@media": { [desktop]: { display: "none !important" } } })
