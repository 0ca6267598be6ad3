import {
  forEachInRect,
  sectorLabels,
  visibleRect,
  type MapRect,
  type MapView,
  type ScreenSize,
  type SeatMapModel,
  type SectorLabel,
} from "@boleteria/core"
import { drawBackdrop, drawSectorLabels, type MapTexts } from "./seatBackdrop.js"
import type { LookOf } from "./seatLook.js"
import { addCheck, addCross, addHub, addInnerRing, addShape, addWheelchair, type SeatShape } from "./seatMarks.js"
import { paintOverview } from "./seatOverview.js"
import { readPalette, tierColour, type MapPalette } from "./seatPalette.js"

/** Everything one frame of the map shows. */
export interface SeatScene {
  readonly model: SeatMapModel
  readonly view: MapView
  readonly size: ScreenSize
  readonly lookOf: LookOf
  /** Seats of other sectors are drawn faded; -1 for a general-admission sector (or none). */
  readonly currentSector: number
  /** The general-admission sector chosen, whose floor is highlighted; null for a numbered one. */
  readonly currentArea: number | null
  /** The seat the keyboard is on, ringed; -1 when the seat grid does not have focus. */
  readonly focused: number
  readonly texts: MapTexts
  /** The overview shows where the view is; false when the whole map fits. */
  readonly overview: boolean
}

/**
 * Draws the map. Behind an interface so the page runs (and is tested) where there is no canvas:
 * happy-dom has none, and the accessible seat grid and the list chooser do not need one.
 */
export interface SeatPainter {
  /** The whole visible map: after a pan, a zoom, a resize or new data. False when the map has no size to draw at. */
  readonly paintAll: (scene: SeatScene) => boolean
  /** Only around these seats: a click or a key changes a handful, not 20,000. False as paintAll. */
  readonly paintSeats: (scene: SeatScene, seats: Iterable<number>) => boolean
}

/** Seats of other sectors than the current one. */
const FADED = 0.5
/** Below this many pixels a seat is a square: 20,000 arcs cost far more than 20,000 rectangles. */
const EXACT_FROM_PX = 4
/** Marks inside seats (check, symbol) from this diameter in pixels; seat numbers from the next. */
const MARKS_FROM_PX = 9
const NUMBERS_FROM_PX = 22
/** Half a taken seat's cross, in pixels, however small the seat: a cross, not a speck. */
const TAKEN_ARM_PX = 2.5
const TAU = Math.PI * 2

type Kind = "free" | "companion" | "wheelchair" | "chosen" | "mine" | "taken"
const SHAPES: Readonly<Record<Kind, SeatShape>> = {
  free: "dot",
  companion: "dot",
  wheelchair: "square",
  chosen: "dot",
  mine: "diamond",
  taken: "dot", // drawn as a cross (addCross)
}
/** Drawn last on top: what the shopper did shows over the rest. */
const KINDS: ReadonlyArray<Kind> = ["taken", "free", "companion", "wheelchair", "mine", "chosen"]
/** Free seats take their price's colour. */
const PRICED: ReadonlySet<Kind> = new Set(["free", "companion", "wheelchair"])

const kindOf = (scene: SeatScene, index: number): Kind => {
  const look = scene.lookOf(index)
  if (look === "held" || look === "sold") return "taken"
  if (look !== "free") return look
  const access = scene.model.seats[index]?.cAcceso
  return access === "SILLA_DE_RUEDAS" ? "wheelchair" : access === "ACOMPANANTE" ? "companion" : "free"
}

const radiusOf = (model: SeatMapModel, index: number) => model.sectors[model.sectorOf[index]!]?.seatRadius ?? 4

/** How far the keyboard ring reaches from a seat's centre, in map units (at least 9 px on screen). */
const ringRadius = (radius: number, scale: number) => Math.max(radius * 1.45, radius + 4 / scale)

export const createCanvasPainter = (
  canvas: HTMLCanvasElement,
  overview: HTMLCanvasElement | null,
): SeatPainter | null => {
  const context = canvas.getContext("2d")
  const layer = canvas.ownerDocument.createElement("canvas")
  const layerContext = layer.getContext("2d")
  if (context === null || layerContext === null) return null
  const ctx = context
  const palette: MapPalette = readPalette(canvas)
  const font = getComputedStyle(canvas).fontFamily || "sans-serif"
  let ratio = 1

  const toMapSpace = (view: MapView) =>
    ctx.setTransform(ratio * view.scale, 0, 0, ratio * view.scale, ratio * view.offsetX, ratio * view.offsetY)

  /** One path per kind and colour, faded outside the current sector: a few dozen fills, not one per seat. */
  const drawSeats = (scene: SeatScene, area: MapRect) => {
    const { model, currentSector } = scene
    // Key: kind, then price tier, then faded; ascending keys draw the kinds in KINDS' order.
    const groups = new Map<number, Array<number>>()
    forEachInRect(model.grid, area, (index) => {
      const kind = kindOf(scene, index)
      const faded = currentSector >= 0 && model.sectorOf[index] !== currentSector ? 1 : 0
      const tier = PRICED.has(kind) ? model.sectors[model.sectorOf[index]!]!.tier : -1
      const key = (KINDS.indexOf(kind) * 64 + tier + 1) * 2 + faded
      const group = groups.get(key)
      if (group === undefined) groups.set(key, [index])
      else group.push(index)
    })
    for (const key of [...groups.keys()].sort((a, b) => a - b)) {
      const faded = key % 2 === 1
      const tier = (Math.floor(key / 2) % 64) - 1
      drawGroup(scene, KINDS[Math.floor(key / 128)]!, tier, groups.get(key)!, faded)
    }
    ctx.globalAlpha = 1
  }

  const drawGroup = (scene: SeatScene, kind: Kind, tier: number, seats: ReadonlyArray<number>, faded: boolean) => {
    const { model, view } = scene
    const sample = radiusOf(model, seats[0]!)
    const diameter = 2 * sample * view.scale
    const exact = diameter >= EXACT_FROM_PX
    ctx.globalAlpha = faded ? FADED : 1
    ctx.beginPath()
    // A taken seat is the key's cross at every zoom: at least TAKEN_ARM_PX each way, never past its own disc.
    const arm = (r: number) => Math.max(r * 0.55, Math.min(r, TAKEN_ARM_PX / view.scale))
    for (const index of seats) {
      const r = radiusOf(model, index)
      const [x, y] = [model.xs[index]!, model.ys[index]!]
      if (kind === "taken") addCross(ctx, x, y, arm(r))
      else addShape(ctx, SHAPES[kind], x, y, r, exact)
    }
    if (kind === "taken") {
      ctx.strokeStyle = palette.taken
      ctx.lineWidth = Math.max(1.25 / view.scale, sample * 0.28)
      ctx.lineCap = "round"
      ctx.stroke()
      return
    }
    ctx.fillStyle = kind === "chosen" ? palette.ink : kind === "mine" ? palette.mine : tierColour(tier)
    ctx.fill()
    if (diameter >= MARKS_FROM_PX) drawMarks(scene, kind, seats, sample)
    if (diameter >= NUMBERS_FROM_PX && (kind === "free" || kind === "companion")) drawNumbers(scene, seats, sample)
  }

  /** White marks inside the shapes: the check of a chosen seat, the hub of a held one, the access symbols. */
  const drawMarks = (scene: SeatScene, kind: Kind, seats: ReadonlyArray<number>, sample: number) => {
    const { model, view } = scene
    const add =
      kind === "chosen"
        ? addCheck
        : kind === "mine"
          ? addHub
          : kind === "companion"
            ? addInnerRing
            : kind === "wheelchair"
              ? addWheelchair
              : null
    if (add === null) return
    ctx.beginPath()
    for (const index of seats) add(ctx, model.xs[index]!, model.ys[index]!, radiusOf(model, index))
    ctx.lineCap = "round"
    ctx.lineJoin = "round"
    ctx.strokeStyle = palette.onMark
    ctx.fillStyle = palette.onMark
    if (kind === "mine") ctx.fill()
    else {
      ctx.lineWidth = Math.max(1.2 / view.scale, sample * (kind === "companion" ? 0.16 : 0.24))
      ctx.stroke()
    }
  }

  const drawNumbers = (scene: SeatScene, seats: ReadonlyArray<number>, sample: number) => {
    const { model, view } = scene
    ctx.save()
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0)
    ctx.font = `700 ${Math.min(14, sample * view.scale * 0.8)}px ${font}`
    ctx.textAlign = "center"
    ctx.textBaseline = "middle"
    ctx.fillStyle = palette.onMark
    for (const index of seats) {
      const x = model.xs[index]! * view.scale + view.offsetX
      const y = model.ys[index]! * view.scale + view.offsetY
      ctx.fillText(model.seats[index]!.cButaca, x, y + 0.5)
    }
    ctx.restore()
  }

  const drawRing = (scene: SeatScene) => {
    const { model, view, focused } = scene
    if (focused < 0) return
    ctx.globalAlpha = 1
    ctx.beginPath()
    ctx.arc(model.xs[focused]!, model.ys[focused]!, ringRadius(radiusOf(model, focused), view.scale), 0, TAU)
    ctx.strokeStyle = palette.ink
    ctx.lineWidth = Math.max(2.5 / view.scale, radiusOf(model, focused) * 0.3)
    ctx.stroke()
  }

  /** Sizes both canvases to the screen in device pixels; false when there is nothing to draw on (a box of size 0). */
  const fitCanvases = (size: ScreenSize): boolean => {
    ratio = globalThis.devicePixelRatio || 1
    const width = Math.round(size.width * ratio)
    const height = Math.round(size.height * ratio)
    if (width < 1 || height < 1) return false
    for (const target of [canvas, layer]) {
      if (target.width !== width || target.height !== height) {
        target.width = width
        target.height = height
      }
    }
    return true
  }

  /** The names at this zoom: placed again only when the scale or the model changes, not on every pan. */
  let placed: { model: SeatMapModel; scale: number; labels: ReadonlyArray<SectorLabel | null> } | null = null
  const labelsOf = ({ model, view }: SeatScene) => {
    if (placed?.model !== model || placed.scale !== view.scale) {
      const measure = (text: string, fontPx: number) => {
        layerContext.font = `700 ${fontPx}px ${font}`
        return layerContext.measureText(text).width
      }
      placed = { model, scale: view.scale, labels: sectorLabels(model, view.scale, measure) }
    }
    return placed.labels
  }

  /** True once paintAll drew the layer at this scene's size: a seat's repaint copies from it. */
  const layerFits = (size: ScreenSize) =>
    layer.width > 0 &&
    layer.height > 0 &&
    layer.width === Math.round(size.width * ratio) &&
    layer.height === Math.round(size.height * ratio)

  const painter: SeatPainter = {
    paintAll: (scene) => {
      // A hidden or collapsed frame: drawing (drawImage of a 0-size canvas) would throw.
      if (!fitCanvases(scene.size)) return false
      const { model, view, size } = scene
      const labels = labelsOf(scene)
      drawBackdrop(
        { ctx: layerContext, palette, font, ratio, view },
        model,
        size,
        { sectorIndex: scene.currentSector, idSector: scene.currentArea },
        scene.texts,
        labels,
      )
      ctx.setTransform(1, 0, 0, 1, 0, 0)
      ctx.drawImage(layer, 0, 0)
      toMapSpace(view)
      const margin = ringRadius(model.seatRadius, view.scale)
      const shown = visibleRect(view, size)
      drawSeats(scene, {
        minX: shown.minX - margin,
        minY: shown.minY - margin,
        maxX: shown.maxX + margin,
        maxY: shown.maxY + margin,
      })
      drawRing(scene)
      drawSectorLabels({ ctx, palette, font, ratio, view }, labels, true)
      if (overview !== null && scene.overview) paintOverview(overview, scene, palette)
      return true
    },
    paintSeats: (scene, seats) => {
      const { model, view } = scene
      // Nothing drawn yet at this size, or a name lies over the seats (they are specks): draw it all.
      if (!layerFits(scene.size) || labelsOf(scene).some((label) => label?.overSeats === true)) {
        return painter.paintAll(scene)
      }
      const reach = ringRadius(model.seatRadius, view.scale) + model.seatRadius * 0.5
      for (const index of seats) {
        const x = model.xs[index]
        const y = model.ys[index]
        if (x === undefined || y === undefined) continue
        // The square around the seat in device pixels, whole ones and inside the layer, so the copy and the clip agree.
        const left = Math.max(0, Math.floor(((x - reach) * view.scale + view.offsetX) * ratio))
        const top = Math.max(0, Math.floor(((y - reach) * view.scale + view.offsetY) * ratio))
        const right = Math.min(layer.width, Math.ceil(((x + reach) * view.scale + view.offsetX) * ratio))
        const bottom = Math.min(layer.height, Math.ceil(((y + reach) * view.scale + view.offsetY) * ratio))
        const [width, height] = [right - left, bottom - top]
        // Off screen: nothing of it to repaint.
        if (width < 1 || height < 1) continue
        ctx.save()
        ctx.setTransform(1, 0, 0, 1, 0, 0)
        ctx.beginPath()
        ctx.rect(left, top, width, height)
        ctx.clip()
        ctx.drawImage(layer, left, top, width, height, left, top, width, height)
        toMapSpace(view)
        // Neighbours reach into the square; their parts inside it are drawn again.
        const grow = reach + model.seatRadius * 1.3
        drawSeats(scene, { minX: x - grow, minY: y - grow, maxX: x + grow, maxY: y + grow })
        drawRing(scene)
        ctx.restore()
      }
      return true
    },
  }
  return painter
}
