import { createVar, style } from "@vanilla-extract/css"
import { vars } from "../../../../theme/contract.css.js"

export const map = style({ display: "flex", flexDirection: "column", gap: vars.space.small })

export const toolbar = style({ display: "flex", alignItems: "center", gap: vars.space.small, flexWrap: "wrap" })

export const toolButton = style({
  minWidth: 44,
  minHeight: 44,
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.xsmall,
  padding: `0 ${vars.space.medium}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.text,
  font: "inherit",
  cursor: "pointer",
  ":focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
})

/** The venue's width over its depth: the drawing area takes the map's shape, within the screen's height. */
export const mapRatio = createVar()

/** The drawing area: its outline shows where keyboard focus is, since the seat grid itself is not drawn. */
export const frame = style({
  position: "relative",
  aspectRatio: mapRatio,
  minHeight: 260,
  maxHeight: "70vh",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  overflow: "hidden",
  background: vars.color.surface,
  selectors: { "&:focus-within": { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 } },
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

export const keyboardGrid = style({
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
  border: `1px solid ${vars.color.border}`,
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
  border: `1px solid ${vars.color.border}`,
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
  display: "flex",
  flexWrap: "wrap",
  gap: `${vars.space.small} ${vars.space.large}`,
  margin: 0,
  padding: 0,
  listStyle: "none",
  fontSize: vars.font.sizeSmall,
})

export const legendItem = style({ display: "inline-flex", alignItems: "center", gap: vars.space.xsmall })

export const legends = style({ display: "flex", flexDirection: "column", gap: vars.space.small })

export const legendNote = style({ color: vars.color.muted })

export const swatch = style({ flexShrink: 0 })
