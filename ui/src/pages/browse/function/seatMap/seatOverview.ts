import { fitView, toMap, visibleRect, type MapView, type ScreenPoint, type ScreenSize } from "@boleteria/core"
import type { SeatScene } from "./seatPainter.js"
import { tierColour, withAlpha, type MapPalette } from "./seatPalette.js"

/** The overview's box on screen: the whole plan, fitted, a few pixels in. */
const overviewView = (scene: Pick<SeatScene, "model">, size: ScreenSize): MapView =>
  fitView(scene.model.bounds, size, 4)

/** The map point under a press on the overview, to centre the big map on. */
export const overviewPoint = (scene: Pick<SeatScene, "model">, size: ScreenSize, at: ScreenPoint): ScreenPoint =>
  toMap(overviewView(scene, size), at)

/**
 * The overview (mini-map) while the shopper is zoomed in: the plan in its price colours, the stage,
 * and a frame around the part the big map shows. Sectors only, no seats: cheap at any size.
 */
export const paintOverview = (canvas: HTMLCanvasElement, scene: SeatScene, palette: MapPalette) => {
  const ctx = canvas.getContext("2d")
  const box = { width: canvas.clientWidth, height: canvas.clientHeight }
  if (ctx === null || box.width === 0 || box.height === 0) return
  const ratio = globalThis.devicePixelRatio || 1
  canvas.width = Math.round(box.width * ratio)
  canvas.height = Math.round(box.height * ratio)
  const view = overviewView(scene, box)
  const { model } = scene
  ctx.setTransform(1, 0, 0, 1, 0, 0)
  ctx.fillStyle = palette.background
  ctx.fillRect(0, 0, canvas.width, canvas.height)
  ctx.setTransform(ratio * view.scale, 0, 0, ratio * view.scale, ratio * view.offsetX, ratio * view.offsetY)
  const { stage } = model
  ctx.fillStyle = palette.stage
  ctx.fillRect(stage.minX, stage.minY, stage.maxX - stage.minX, stage.maxY - stage.minY)
  for (const area of model.areas) {
    ctx.fillStyle = withAlpha(tierColour(area.tier), 0.35)
    ctx.fillRect(area.rect.minX, area.rect.minY, area.rect.maxX - area.rect.minX, area.rect.maxY - area.rect.minY)
  }
  ctx.lineJoin = "round"
  for (const entry of model.sectors) {
    const [first, ...rest] = entry.outline
    if (first === undefined) continue
    ctx.beginPath()
    ctx.moveTo(first.x, first.y)
    for (const point of rest) ctx.lineTo(point.x, point.y)
    ctx.closePath()
    ctx.strokeStyle = ctx.fillStyle = tierColour(entry.tier)
    ctx.lineWidth = 2 * entry.outlinePadding
    ctx.stroke()
    ctx.fill()
  }
  const shown = visibleRect(scene.view, scene.size)
  ctx.strokeStyle = palette.ink
  ctx.lineWidth = 2 / view.scale
  ctx.strokeRect(shown.minX, shown.minY, shown.maxX - shown.minX, shown.maxY - shown.minY)
}
