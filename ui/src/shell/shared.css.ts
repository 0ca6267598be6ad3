import { style } from "@vanilla-extract/css"
import { BREAKPOINTS, phone } from "../theme/breakpoints.js"

/** Wide screens show the show-type menu and the search box in the bar itself. */
const desktop = `screen and (min-width: ${BREAKPOINTS.md}px)`
const belowDesktop = `screen and (max-width: ${BREAKPOINTS.md - 1}px)`

/** Read by screen readers, not shown. */
export const srOnly = style({
  position: "absolute",
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
  border: 0,
})

/** Text that phones keep for screen readers only, to leave room in the bar. */
export const textOnWideScreens = style({
  "@media": {
    [phone]: {
      position: "absolute",
      width: 1,
      height: 1,
      overflow: "hidden",
      clip: "rect(0 0 0 0)",
      whiteSpace: "nowrap",
    },
  },
})

// These hide whatever display the element's own class gives it, wherever that class is defined.
export const onlyOnDesktop = style({ "@media": { [belowDesktop]: { display: "none !important" } } })
export const onlyBelowDesktop = style({ "@media": { [desktop]: { display: "none !important" } } })
