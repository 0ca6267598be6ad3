import { vars } from "./contract.css.js"

/**
 * The bar that shows how long a waiting-room turn has left, on the function page and in the
 * checkout: stuck under the sticky top bar (each page sets the phone's `top`), one short line.
 */
export const clockBar = {
  position: "sticky",
  top: vars.layout.headerHeight,
  zIndex: 30,
  display: "flex",
  alignItems: "baseline",
  justifyContent: "center",
  gap: vars.space.small,
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
  borderLeft: `4px solid ${vars.color.primary}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceAlt,
  boxShadow: vars.shadow.card,
} as const

/** The clock's figures: bold, large, and of one width each so the line does not shake as they change. */
export const clockTime = { fontWeight: 700, fontVariantNumeric: "tabular-nums", fontSize: vars.font.sizeLarge } as const
