import { style } from "@vanilla-extract/css"
import { recipe } from "@vanilla-extract/recipes"
import { vars } from "../../theme/contract.css.js"
import { phone } from "../../theme/breakpoints.js"
import { focusRing } from "../../theme/a11y.js"
import { hairline } from "../../theme/surfaces.js"
import { plainList } from "../../theme/layout.js"

export const root = style({ position: "relative", display: "flex", alignItems: "center" })

export const button = style({
  position: "relative",
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xsmall,
  minHeight: 44,
  minWidth: 44,
  justifyContent: "center",
  padding: `0 ${vars.space.small}`,
  border: "none",
  borderRadius: vars.radius.medium,
  background: "transparent",
  color: vars.color.headerText,
  font: "inherit",
  textDecoration: "none",
  cursor: "pointer",
  ":hover": { background: vars.color.surfaceAlt },
  ":focus-visible": focusRing(),
  "@media": { [phone]: { minWidth: 40, padding: `0 ${vars.space.xsmall}` } },
})

export const panel = recipe({
  base: {
    position: "absolute",
    top: "calc(100% + 6px)",
    zIndex: 50,
    minWidth: 240,
    maxWidth: "min(380px, calc(100vw - 16px))",
    maxHeight: "calc(100vh - 100px)",
    overflowY: "auto",
    background: vars.color.surface,
    color: vars.color.text,
    border: hairline,
    borderRadius: vars.radius.medium,
    boxShadow: vars.shadow.menu,
    padding: vars.space.small,
    "@media": { [phone]: { position: "fixed", top: vars.layout.headerHeightXs, maxWidth: "none" } },
  },
  // On phones a panel spans the screen below the bar, whichever side its button is on.
  variants: {
    align: {
      start: { left: 0, "@media": { [phone]: { left: 8, right: 8 } } },
      end: { right: 0, "@media": { [phone]: { left: 8, right: 8 } } },
    },
  },
})

/** A list of links or buttons inside a panel, one per row. */
export const list = style(plainList)

export const item = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.small,
  width: "100%",
  minHeight: 44,
  padding: `0 ${vars.space.medium}`,
  border: "none",
  borderRadius: vars.radius.small,
  background: "transparent",
  color: vars.color.text,
  font: "inherit",
  textAlign: "left",
  textDecoration: "none",
  cursor: "pointer",
  ":hover": { background: vars.color.surfaceAlt },
  ":focus-visible": focusRing(-3),
  selectors: { '&[aria-current="true"]': { fontWeight: 700 } },
})
