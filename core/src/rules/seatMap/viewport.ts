import type { MapRect } from "./seatGrid.js"

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

/**
 * What points at the map: a finger ("coarse") needs seats 24 px apart to hit the one it means
 * (WCAG 2.5.8's target size); a mouse or pen ("fine") is precise at half that.
 */
export type PointerKind = "coarse" | "fine"

/** Below this many pixels between seats a tap cannot tell them apart: it zooms in instead of choosing. */
const MIN_PICK_PITCH_PX: Readonly<Record<PointerKind, number>> = { coarse: 24, fine: 12 }
/** A tap on a map too small to pick from zooms to seats this far apart: pickable with room to spare. */
const COMFORTABLE_PITCH_PX: Readonly<Record<PointerKind, number>> = { coarse: 32, fine: 20 }
/** Zooming in stops when seats are this far apart on screen. */
const MAX_PITCH_PX = 96

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

/** From the whole map (a little less, so it can sit loose) to seats `pitch` apart made MAX_PITCH_PX apart. */
export const zoomLimits = (bounds: MapRect, size: ScreenSize, pitch: number): ZoomLimits => {
  const fit = fitView(bounds, size).scale
  return { min: fit * 0.8, max: Math.max(fit, MAX_PITCH_PX / pitch) }
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

/** True when seats `pitch` apart are far enough apart on screen for this pointer to choose one. */
export const canPickSeats = (view: MapView, pitch: number, pointer: PointerKind): boolean =>
  pitch * view.scale >= MIN_PICK_PITCH_PX[pointer]

/** The scale a tap-to-zoom lands on: seats `pitch` apart comfortably pickable by this pointer. */
export const pickableScale = (pitch: number, pointer: PointerKind): number => COMFORTABLE_PITCH_PX[pointer] / pitch

/**
 * How far from a seat's centre a click still lands on it: most of the way to its neighbour (the
 * nearest seat wins), so a click in a gap still chooses, and one beside the map chooses nothing.
 */
export const hitRadius = (pitch: number): number => pitch * 0.75

/**
 * Zooms in to at least `scale` with the map point in the middle of the screen: where the
 * keyboard focus goes when the whole map is too small to see one seat, and where the overview
 * sends the shopper (at the current scale).
 */
export const centreOn = (view: MapView, point: ScreenPoint, size: ScreenSize, scale: number): MapView => {
  const next = Math.max(view.scale, scale)
  return { scale: next, offsetX: size.width / 2 - point.x * next, offsetY: size.height / 2 - point.y * next }
}

/** True when the shopper has zoomed in past the whole map: the overview shows where they are. */
export const isZoomedIn = (view: MapView, bounds: MapRect, size: ScreenSize): boolean =>
  view.scale > fitView(bounds, size).scale * 1.15

/**
 * Where a seat's tooltip goes (its top left, in the map's screen pixels): centred over the seat
 * `gap` pixels above it, below it when there is no room above, and always inside `room` (the
 * part of the map that is on screen).
 */
export const tooltipPosition = (
  seat: ScreenPoint,
  gap: number,
  tip: ScreenSize,
  room: { readonly minX: number; readonly minY: number; readonly maxX: number; readonly maxY: number },
): ScreenPoint => {
  const clamp = (value: number, least: number, most: number) => Math.max(least, Math.min(value, most))
  const above = seat.y - gap - tip.height
  const y = above >= room.minY ? above : seat.y + gap
  return {
    x: clamp(seat.x - tip.width / 2, room.minX, room.maxX - tip.width),
    y: clamp(y, room.minY, room.maxY - tip.height),
  }
}
