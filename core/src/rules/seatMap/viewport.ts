import type { MapRect } from "./seatGrid.js"
import { SEAT_RADIUS } from "./seatMapModel.js"

/** How the map sits on screen: screen = map · scale + offset, in CSS pixels. */
export interface MapView {
  readonly scale: number
  readonly offsetX: number
  readonly offsetY: number
}

export interface ScreenSize {
  readonly width: number
  readonly height: number
}

export interface ScreenPoint {
  readonly x: number
  readonly y: number
}

/** How far in and out the shopper may zoom, as scales. */
export interface ZoomLimits {
  readonly min: number
  readonly max: number
}

/** Below this on-screen seat diameter a tap cannot tell seats apart: it zooms in instead of choosing. */
export const MIN_PICKABLE_SEAT_PX = 7
/** Zooming in stops when a seat is this wide on screen. */
const MAX_SEAT_PX = 44

export const toMap = (view: MapView, point: ScreenPoint): ScreenPoint => ({
  x: (point.x - view.offsetX) / view.scale,
  y: (point.y - view.offsetY) / view.scale,
})

export const toScreen = (view: MapView, point: ScreenPoint): ScreenPoint => ({
  x: point.x * view.scale + view.offsetX,
  y: point.y * view.scale + view.offsetY,
})

/** The whole map, centred, with `padding` pixels around it. */
export const fitView = (bounds: MapRect, size: ScreenSize, padding = 8): MapView => {
  const width = Math.max(1, bounds.maxX - bounds.minX)
  const height = Math.max(1, bounds.maxY - bounds.minY)
  const scale = Math.max(1e-3, Math.min((size.width - 2 * padding) / width, (size.height - 2 * padding) / height))
  return {
    scale,
    offsetX: (size.width - width * scale) / 2 - bounds.minX * scale,
    offsetY: (size.height - height * scale) / 2 - bounds.minY * scale,
  }
}

/** From the whole map (a little less, so it can sit loose) to seats MAX_SEAT_PX wide. */
export const zoomLimits = (bounds: MapRect, size: ScreenSize): ZoomLimits => {
  const fit = fitView(bounds, size).scale
  return { min: fit * 0.8, max: Math.max(fit, MAX_SEAT_PX / (2 * SEAT_RADIUS)) }
}

/** Scales by `factor` keeping the map point under `anchor` where it is (wheel, pinch, buttons). */
export const zoomAt = (view: MapView, factor: number, anchor: ScreenPoint, limits: ZoomLimits): MapView => {
  const scale = Math.min(limits.max, Math.max(limits.min, view.scale * factor))
  const ratio = scale / view.scale
  return {
    scale,
    offsetX: anchor.x - (anchor.x - view.offsetX) * ratio,
    offsetY: anchor.y - (anchor.y - view.offsetY) * ratio,
  }
}

export const panBy = (view: MapView, dx: number, dy: number): MapView => ({
  ...view,
  offsetX: view.offsetX + dx,
  offsetY: view.offsetY + dy,
})

/** Keeps at least `keep` pixels of the map on screen, so a drag can never lose it. */
export const clampView = (view: MapView, bounds: MapRect, size: ScreenSize, keep = 48): MapView => {
  const left = bounds.minX * view.scale + view.offsetX
  const right = bounds.maxX * view.scale + view.offsetX
  const top = bounds.minY * view.scale + view.offsetY
  const bottom = bounds.maxY * view.scale + view.offsetY
  const dx = right < keep ? keep - right : left > size.width - keep ? size.width - keep - left : 0
  const dy = bottom < keep ? keep - bottom : top > size.height - keep ? size.height - keep - top : 0
  return dx === 0 && dy === 0 ? view : panBy(view, dx, dy)
}

/** Pans the least needed to bring a map point `margin` pixels inside the screen (keyboard focus follows). */
export const revealPoint = (view: MapView, point: ScreenPoint, size: ScreenSize, margin = 24): MapView => {
  const at = toScreen(view, point)
  const inner = (value: number, extent: number) =>
    value < margin ? margin - value : value > extent - margin ? extent - margin - value : 0
  const dx = inner(at.x, size.width)
  const dy = inner(at.y, size.height)
  return dx === 0 && dy === 0 ? view : panBy(view, dx, dy)
}

/** The part of the map on screen, for drawing only what shows. */
export const visibleRect = (view: MapView, size: ScreenSize): MapRect => {
  const topLeft = toMap(view, { x: 0, y: 0 })
  const bottomRight = toMap(view, { x: size.width, y: size.height })
  return { minX: topLeft.x, minY: topLeft.y, maxX: bottomRight.x, maxY: bottomRight.y }
}

/** True when seats are big enough on screen for a tap to choose one. */
export const canPickSeats = (view: MapView): boolean => 2 * SEAT_RADIUS * view.scale >= MIN_PICKABLE_SEAT_PX

/** How far from a seat's centre a click still lands on it: half the closest spacing, or a finger's width. */
export const hitRadius = (view: MapView): number => Math.max(4, 12 / view.scale)

/**
 * Zooms in to at least `scale` with the map point in the middle of the screen: where the
 * keyboard focus goes when the whole map is too small to see one seat.
 */
export const centreOn = (view: MapView, point: ScreenPoint, size: ScreenSize, scale: number): MapView => {
  const next = Math.max(view.scale, scale)
  return { scale: next, offsetX: size.width / 2 - point.x * next, offsetY: size.height / 2 - point.y * next }
}

/** The scale at which a seat is `pixels` wide on screen. */
export const scaleForSeatWidth = (pixels: number): number => pixels / (2 * SEAT_RADIUS)
