import { createVar, style } from "@vanilla-extract/css"
import { vars } from "../../../../theme/contract.css.js"
import { focusRing, visuallyHidden } from "../../../../theme/a11y.js"
import { controlBox } from "../../../../theme/controls.js"
import { cluster, plainList, stack } from "../../../../theme/layout.js"
import { hairline } from "../../../../theme/surfaces.js"

export const map = style(stack(vars.space.small))

export const toolbar = style({ display: "flex", alignItems: "center", gap: vars.space.small, flexWrap: "wrap" })

/** Zoom and reset: buttons in the fields' box, so the toolbar lines up with a form's controls. */
export const toolButton = style({
  minWidth: 44,
  ...controlBox,
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.xsmall,
  cursor: "pointer",
  ":focus-visible": focusRing(),
})

/** The venue's width over its depth: the drawing area takes the map's shape, within the screen's height. */
export const mapRatio = createVar()

/** The drawing area: its outline shows where keyboard focus is, since the seat grid itself is not drawn. */
export const frame = style({
  position: "relative",
  aspectRatio: mapRatio,
  minHeight: 260,
  maxHeight: "70vh",
  border: hairline,
  borderRadius: vars.radius.medium,
  overflow: "hidden",
  background: vars.color.surface,
  selectors: { "&:focus-within": focusRing() },
})

export const canvas = style({
  display: "block",
  width: "100%",
  height: "100%",
  // The map handles its own drag and pinch; the page still scrolls from outside it.
  touchAction: "none",
  cursor: "grab",
  selectors: { "&:active": { cursor: "grabbing" } },
})

export const keyboardGrid = style(visuallyHidden)

export const caption = style({ margin: 0, minHeight: "1.5em", fontSize: vars.font.sizeSmall, color: vars.color.text })

/** Keyboard help is for keyboards: hidden from touch screens unless the map has focus (a keyboard paired with a tablet). */
export const help = style({
  margin: 0,
  fontSize: vars.font.sizeSmall,
  color: vars.color.muted,
  "@media": { "(pointer: coarse)": { display: "none" } },
  selectors: { [`${map}:focus-within &`]: { display: "block" } },
})

/**
 * The overview while zoomed in, at the end of the toolbar: outside the drawing area, so it never
 * covers a seat. Its place is kept while hidden, so zooming does not move the map.
 */
export const overview = style({
  marginLeft: "auto",
  height: 72,
  aspectRatio: mapRatio,
  maxWidth: 120,
  border: hairline,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  cursor: "pointer",
  touchAction: "none",
})
export const overviewHidden = style([overview, { visibility: "hidden" }])

/** The seat under the mouse or keyboard focus; SeatMap sets left and top inside the frame. */
export const tooltip = style({
  position: "absolute",
  left: 0,
  top: 0,
  display: "flex",
  flexDirection: "column",
  gap: 2,
  maxWidth: 260,
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  border: hairline,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.menu,
  fontSize: vars.font.sizeSmall,
  lineHeight: 1.3,
  pointerEvents: "none",
  whiteSpace: "nowrap",
})
export const tooltipHidden = style([tooltip, { display: "none" }])

export const legend = style({
  ...cluster(`${vars.space.small} ${vars.space.large}`),
  ...plainList,
  fontSize: vars.font.sizeSmall,
})

export const legendItem = style({ display: "inline-flex", alignItems: "center", gap: vars.space.xsmall })

export const legends = style(stack(vars.space.small))

export const legendNote = style({ color: vars.color.muted })

export const swatch = style({ flexShrink: 0 })
