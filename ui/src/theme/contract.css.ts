import { createThemeContract } from "@vanilla-extract/css"

/** What a brand variant may change: colours, spacing, shapes, type. Components use only these. */
export const vars = createThemeContract({
  color: {
    primary: null,
    primaryText: null,
    primaryDark: null,
    background: null,
    surface: null,
    surfaceAlt: null,
    text: null,
    muted: null,
    border: null,
    skeleton: null,
    alert: null,
    success: null,
    warning: null,
    focus: null,
    headerBackground: null,
    headerText: null,
    footerBackground: null,
    footerText: null,
  },
  space: { xsmall: null, small: null, medium: null, large: null, xlarge: null },
  radius: { small: null, medium: null, large: null, round: null },
  font: { body: null, heading: null, sizeSmall: null, sizeBody: null, sizeLarge: null, sizeTitle: null },
  shadow: { card: null, menu: null },
  layout: { maxWidth: null, headerHeight: null, headerHeightXs: null },
})
