import { globalStyle, style } from "@vanilla-extract/css"
import { vars } from "../../theme/contract.css.js"
import { phone } from "../../theme/breakpoints.js"
import { focusRing } from "../../theme/a11y.js"
import { pageWidth } from "../../theme/layout.js"
import { hairline } from "../../theme/surfaces.js"

export const header = style({
  position: "sticky",
  top: 0,
  zIndex: 40,
  background: vars.color.headerBackground,
  color: vars.color.headerText,
  borderBottom: hairline,
})

/** SPEC §2: 70px high on phones (xs), 80px otherwise. */
export const bar = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.small,
  ...pageWidth,
  height: vars.layout.headerHeight,
  padding: `0 ${vars.space.medium}`,
  "@media": { [phone]: { height: vars.layout.headerHeightXs, gap: 2, padding: `0 ${vars.space.xsmall}` } },
})

export const logo = style({
  display: "flex",
  alignItems: "center",
  flexShrink: 0,
  borderRadius: vars.radius.small,
  ":focus-visible": focusRing(),
})

globalStyle(`${logo} img`, {
  display: "block",
  height: 40,
  width: "auto",
  "@media": { [phone]: { height: 36 } },
})

export const menu = style({ minWidth: 0, flexShrink: 1, overflow: "hidden" })
export const search = style({ flex: "1 1 220px", maxWidth: 360 })
export const end = style({ display: "flex", alignItems: "center", gap: 2, marginLeft: "auto", flexShrink: 0 })

export const searchRow = style({ padding: `0 ${vars.space.small} ${vars.space.small}` })

/** SPEC §4: the external logout page loads in a hidden 1×1 frame. */
export const logoutFrame = style({
  position: "absolute",
  width: 1,
  height: 1,
  border: 0,
  opacity: 0,
  pointerEvents: "none",
})
