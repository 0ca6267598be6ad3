import {
  LABEL_LINE_HEIGHT,
  rowLetterFontPx,
  toScreen,
  type MapRect,
  type MapView,
  type SeatMapModel,
  type SeatMapSector,
  type SectorLabel,
} from "@boleteria/core"
import { tierColour, withAlpha, type MapPalette } from "./seatPalette.js"

/** The words the canvas writes: they come from the locale like every other text. */
export interface MapTexts {
  readonly stage: string
  /** Under a general-admission floor's name ("de pie"). */
  readonly standing: string
}

const NAME_FONT_PX = 13

/** An opaque tint of `hex` over the background: outlines are stroked twice, and an alpha would show the seam. */
const tint = (hex: string, share: number, background: string): string => {
  const parse = (colour: string) => {
    const value = Number.parseInt(colour.slice(1), 16)
    return colour.length === 7 && !Number.isNaN(value)
      ? [value >> 16, (value >> 8) & 255, value & 255]
      : [255, 255, 255]
  }
  const [a, b] = [parse(hex), parse(background)]
  const mixed = a.map((channel, i) => Math.round(channel * share + b[i]! * (1 - share)))
  return `rgb(${mixed.join(", ")})`
}

export interface Backdrop {
  readonly ctx: CanvasRenderingContext2D
  readonly palette: MapPalette
  readonly font: string
  /** Device pixels per CSS pixel. */
  readonly ratio: number
  readonly view: MapView
}

const inMapSpace = ({ ctx, ratio, view }: Backdrop) =>
  ctx.setTransform(ratio * view.scale, 0, 0, ratio * view.scale, ratio * view.offsetX, ratio * view.offsetY)
const inScreenSpace = ({ ctx, ratio }: Backdrop) => ctx.setTransform(ratio, 0, 0, ratio, 0, 0)

/** Writes text centred at a screen point with a halo of the background, so it reads over anything. */
const haloText = (backdrop: Backdrop, text: string, x: number, y: number, colour: string) => {
  const { ctx, palette } = backdrop
  ctx.lineJoin = "round"
  ctx.lineWidth = 3
  ctx.strokeStyle = palette.background
  ctx.strokeText(text, x, y)
  ctx.fillStyle = colour
  ctx.fillText(text, x, y)
}

const drawStage = (backdrop: Backdrop, stage: MapRect, label: string) => {
  const { ctx, palette, view } = backdrop
  inMapSpace(backdrop)
  ctx.beginPath()
  ctx.roundRect(stage.minX, stage.minY, stage.maxX - stage.minX, stage.maxY - stage.minY, 6 / view.scale)
  ctx.fillStyle = palette.stage
  ctx.fill()
  inScreenSpace(backdrop)
  const centre = toScreen(view, { x: (stage.minX + stage.maxX) / 2, y: (stage.minY + stage.maxY) / 2 })
  const height = (stage.maxY - stage.minY) * view.scale
  const size = Math.min(15, Math.max(9, height * 0.5))
  ctx.font = `700 ${size}px ${backdrop.font}`
  ctx.textAlign = "center"
  ctx.textBaseline = "middle"
  ctx.fillStyle = palette.onMark
  ctx.fillText(label.toUpperCase(), centre.x, centre.y)
}

const drawArea = (backdrop: Backdrop, model: SeatMapModel, index: number, current: boolean, texts: MapTexts) => {
  const { ctx, view, palette } = backdrop
  const area = model.areas[index]!
  const colour = tierColour(area.tier)
  const { rect } = area
  inMapSpace(backdrop)
  ctx.beginPath()
  ctx.roundRect(rect.minX, rect.minY, rect.maxX - rect.minX, rect.maxY - rect.minY, 8 / view.scale)
  ctx.fillStyle = withAlpha(colour, current ? 0.3 : 0.18)
  ctx.fill()
  ctx.lineWidth = (current ? 2.5 : 1.5) / view.scale
  ctx.strokeStyle = tint(colour, current ? 0.8 : 0.55, palette.background)
  ctx.stroke()
  inScreenSpace(backdrop)
  const centre = toScreen(view, { x: (rect.minX + rect.maxX) / 2, y: (rect.minY + rect.maxY) / 2 })
  ctx.textAlign = "center"
  ctx.textBaseline = "middle"
  ctx.font = `700 ${NAME_FONT_PX}px ${backdrop.font}`
  haloText(backdrop, area.sector.cNombre, centre.x, centre.y - 8, palette.ink)
  ctx.font = `${NAME_FONT_PX - 1}px ${backdrop.font}`
  haloText(backdrop, texts.standing, centre.x, centre.y + 8, palette.muted)
}

/** The sector's shape padded around its outer seats: a wide round-joined stroke of the polygon, then its fill. */
const drawOutline = (backdrop: Backdrop, entry: SeatMapSector, current: boolean) => {
  const { ctx, view, palette } = backdrop
  const { outline, outlinePadding } = entry
  if (outline.length === 0) return
  const colour = tierColour(entry.tier)
  const fill = tint(colour, current ? 0.14 : 0.07, palette.background)
  inMapSpace(backdrop)
  ctx.beginPath()
  ctx.moveTo(outline[0]!.x, outline[0]!.y)
  for (const point of outline) ctx.lineTo(point.x, point.y)
  ctx.closePath()
  ctx.lineJoin = "round"
  ctx.lineCap = "round"
  // Never the seats' exact colour: a free seat is the only thing painted in it (tests find seats by it).
  ctx.strokeStyle = tint(colour, current ? 0.8 : 0.45, palette.background)
  ctx.lineWidth = 2 * outlinePadding + (current ? 4 : 2) / view.scale
  ctx.stroke()
  ctx.strokeStyle = fill
  ctx.lineWidth = 2 * outlinePadding
  ctx.stroke()
  ctx.fillStyle = fill
  ctx.fill()
}

/** Each row's letter beside its first and last seat, at full view too, wherever it can be read. */
const drawRowLabels = (backdrop: Backdrop, entry: SeatMapSector) => {
  const { ctx, view, palette } = backdrop
  const size = rowLetterFontPx(entry.pitch, view.scale)
  if (size === null) return
  ctx.font = `600 ${size}px ${backdrop.font}`
  ctx.textAlign = "center"
  ctx.textBaseline = "middle"
  ctx.fillStyle = palette.muted
  for (const row of entry.rows) {
    for (const point of [row.labelStart, row.labelEnd]) {
      const at = toScreen(view, point)
      ctx.fillText(row.label, at.x, at.y)
    }
  }
}

/** Writes the sectors' names where core placed them (sectorLabels): `overSeats` ones go on top of the seats. */
export const drawSectorLabels = (backdrop: Backdrop, labels: ReadonlyArray<SectorLabel | null>, overSeats: boolean) => {
  const { ctx, view, palette } = backdrop
  inScreenSpace(backdrop)
  ctx.textAlign = "center"
  ctx.textBaseline = "middle"
  for (const label of labels) {
    if (label === null || label.overSeats !== overSeats) continue
    ctx.font = `700 ${label.fontPx}px ${backdrop.font}`
    const lineHeight = label.fontPx * LABEL_LINE_HEIGHT
    const at = toScreen(view, label.centre)
    const firstY = at.y - ((label.lines.length - 1) * lineHeight) / 2
    label.lines.forEach((line, i) => haloText(backdrop, line, at.x, firstY + i * lineHeight, palette.ink))
  }
}

/**
 * Everything under the seats, drawn once per pan or zoom into its own layer: a seat's repaint
 * copies its square back from it instead of drawing the plan again.
 */
export const drawBackdrop = (
  backdrop: Backdrop,
  model: SeatMapModel,
  size: { readonly width: number; readonly height: number },
  /** The sector the shopper is choosing in: numbered (an index of model.sectors) or a floor (its id). */
  current: { readonly sectorIndex: number; readonly idSector: number | null },
  texts: MapTexts,
  labels: ReadonlyArray<SectorLabel | null>,
) => {
  const { ctx, palette, ratio } = backdrop
  ctx.setTransform(1, 0, 0, 1, 0, 0)
  ctx.fillStyle = palette.background
  ctx.fillRect(0, 0, size.width * ratio, size.height * ratio)
  drawStage(backdrop, model.stage, texts.stage)
  model.sectors.forEach((entry, index) => drawOutline(backdrop, entry, index === current.sectorIndex))
  model.areas.forEach((area, index) =>
    drawArea(backdrop, model, index, area.sector.idSector === current.idSector, texts),
  )
  inScreenSpace(backdrop)
  for (const entry of model.sectors) drawRowLabels(backdrop, entry)
  drawSectorLabels(backdrop, labels, false)
}
