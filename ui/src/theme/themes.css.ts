import { createTheme } from "@vanilla-extract/css"
import { vars } from "./contract.css.js"

const systemFont = `system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif`

/** The shop's light theme; the tenant's primary colour is applied on top at run time. */
export const lightTheme = createTheme(vars, {
  color: {
    primary: "#c8102e",
    primaryText: "#ffffff",
    primaryDark: "#9b0c23",
    background: "#f6f6f7",
    surface: "#ffffff",
    surfaceAlt: "#f0f0f2",
    text: "#1c1c1e",
    muted: "#5f6368",
    border: "#dcdce0",
    skeleton: "#e4e4e8",
    alert: "#c8102e",
    success: "#1e7d32",
    warning: "#a35a00",
    focus: "#1a5fd0",
    headerBackground: "#ffffff",
    headerText: "#1c1c1e",
    footerBackground: "#1c1c1e",
    footerText: "#f1f1f3",
  },
  space: { xsmall: "4px", small: "8px", medium: "12px", large: "20px", xlarge: "32px" },
  radius: { small: "4px", medium: "8px", large: "16px", round: "999px" },
  font: {
    body: systemFont,
    heading: systemFont,
    sizeSmall: "0.8125rem",
    sizeBody: "1rem",
    sizeLarge: "1.25rem",
    sizeTitle: "1.75rem",
  },
  shadow: { card: "0 1px 3px rgba(0,0,0,.12)", menu: "0 8px 24px rgba(0,0,0,.18)" },
  layout: { maxWidth: "1200px", headerHeight: "80px", headerHeightXs: "70px" },
})
