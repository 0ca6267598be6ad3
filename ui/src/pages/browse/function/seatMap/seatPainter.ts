import {
  forEachInRect,
  SEAT_RADIUS,
  visibleRect,
  type MapRect,
  type MapView,
  type ScreenSize,
  type SeatMapModel,
} from "@boleteria/core"
import { vars } from "../../../../theme/contract.css.js"
import type { LookOf, SeatLook } from "./seatLook.js"

/** Everything one frame of the map shows. */
export interface SeatScene {
  readonly model: SeatMapModel
  readonly view: MapView
  readonly size: ScreenSize
  readonly lookOf: LookOf
  /** Seats of other sectors are drawn faded. */
  readonly currentSector: number
  /** The seat the keyboard is on, ringed; -1 when the seat grid does not have focus. */
  readonly focused: number
}

/**
 * Draws the map. Behind an interface so the page runs (and is tested) where there is no canvas:
 * happy-dom has none, and the accessible seat grid does not need one.
 */
export interface SeatPainter {
  /** The whole visible map: after a pan, a zoom, a resize or new data. */
  readonly paintAll: (scene: SeatScene) => void
  /** Only around these seats: a click or a key changes a handful, not 20,000. */
  readonly paintSeats: (scene: SeatScene, seats: Iterable<number>) => void
}

type Palette = Record<SeatLook | "background" | "ring", string>

/** The theme's colours, read from its CSS custom properties so a tenant's brand reaches the canvas. */
const readPalette = (element: Element): Palette => {
  const style = getComputedStyle(element)
  const read = (reference: string, fallback: string) => {
    const name = /var\((--[^),]+)/.exec(reference)?.[1]
    return (name === undefined ? "" : style.getPropertyValue(name).trim()) || fallback
  }
  return {
    background: read(vars.color.surface, "#ffffff"),
    free: read(vars.color.success, "#1e7d32"),
    chosen: read(vars.color.primary, "#c8102e"),
    mine: read(vars.color.focus, "#1a5fd0"),
    held: read(vars.color.warning, "#a35a00"),
    sold: read(vars.color.muted, "#5f6368"),
    ring: read(vars.color.text, "#1c1c1e"),
  }
}

const LOOKS: ReadonlyArray<SeatLook> = ["free", "held", "sold", "mine", "chosen"]
const LOOK_ORDER = Object.fromEntries(LOOKS.map((look, order) => [look, order])) as Record<SeatLook, number>
const FADED = 0.35
/** Below this many pixels a seat is a square: 20,000 arcs cost far more than 20,000 rectangles. */
const ROUND_FROM_PX = 4
const TAU = Math.PI * 2

/** How far the keyboard ring reaches from a seat's centre, in map units (at least 9 px on screen). */
const ringRadius = (scale: number) => Math.max(SEAT_RADIUS + 2.4, 9 / scale)
const ringWidth = (scale: number) => Math.max(1.4, 2.5 / scale)

export const createCanvasPainter = (canvas: HTMLCanvasElement): SeatPainter | null => {
  const context = canvas.getContext("2d")
  if (context === null) return null
  const ctx = context
  const palette = readPalette(canvas)
  let ratio = 1

  const toMapSpace = (view: MapView) =>
    ctx.setTransform(ratio * view.scale, 0, 0, ratio * view.scale, ratio * view.offsetX, ratio * view.offsetY)

  /** Adds one seat's shape to the current path; `look` decides filled, hollow (held) or small (sold). */
  const addSeat = (x: number, y: number, look: SeatLook, round: boolean) => {
    const radius = look === "sold" ? SEAT_RADIUS * 0.55 : look === "held" ? SEAT_RADIUS * 0.8 : SEAT_RADIUS
    if (!round) {
      ctx.rect(x - radius, y - radius, radius * 2, radius * 2)
      return
    }
    ctx.moveTo(x + radius, y)
    ctx.arc(x, y, radius, 0, TAU)
  }

  const finish = (look: SeatLook, scale: number) => {
    if (look === "held") {
      ctx.strokeStyle = palette.held
      ctx.lineWidth = Math.max(SEAT_RADIUS * 0.45, 1 / scale)
      ctx.stroke()
    } else {
      ctx.fillStyle = palette[look]
      ctx.fill()
    }
    // A chosen seat also gets a dark outline, so it does not depend on colour alone.
    if (look === "chosen") {
      ctx.strokeStyle = palette.ring
      ctx.lineWidth = Math.max(0.9, 1 / scale)
      ctx.stroke()
    }
  }

  const drawRing = (scene: SeatScene) => {
    const { model, view, focused } = scene
    if (focused < 0) return
    ctx.beginPath()
    ctx.arc(model.xs[focused]!, model.ys[focused]!, ringRadius(view.scale), 0, TAU)
    ctx.strokeStyle = palette.ring
    ctx.lineWidth = ringWidth(view.scale)
    ctx.stroke()
  }

  /** One path per look, in the current sector and faded outside it: ten fills instead of one per seat. */
  const drawSeats = (scene: SeatScene, area: MapRect) => {
    const { model, view, lookOf, currentSector } = scene
    const round = 2 * SEAT_RADIUS * view.scale >= ROUND_FROM_PX
    const groups = LOOKS.flatMap(() => [[], []] as Array<Array<number>>)
    forEachInRect(model.grid, area, (index) => {
      const faded = currentSector >= 0 && model.sectorOf[index] !== currentSector ? 1 : 0
      groups[LOOK_ORDER[lookOf(index)] * 2 + faded]!.push(index)
    })
    groups.forEach((seats, group) => {
      if (seats.length === 0) return
      const look = LOOKS[group >> 1]!
      ctx.globalAlpha = group % 2 === 1 ? FADED : 1
      ctx.beginPath()
      for (const index of seats) addSeat(model.xs[index]!, model.ys[index]!, look, round)
      finish(look, view.scale)
    })
    ctx.globalAlpha = 1
  }

  const fitCanvas = (size: ScreenSize) => {
    ratio = globalThis.devicePixelRatio || 1
    const width = Math.round(size.width * ratio)
    const height = Math.round(size.height * ratio)
    if (canvas.width !== width || canvas.height !== height) {
      canvas.width = width
      canvas.height = height
    }
  }

  return {
    paintAll: (scene) => {
      fitCanvas(scene.size)
      ctx.setTransform(1, 0, 0, 1, 0, 0)
      ctx.fillStyle = palette.background
      ctx.fillRect(0, 0, canvas.width, canvas.height)
      toMapSpace(scene.view)
      const margin = ringRadius(scene.view.scale)
      const shown = visibleRect(scene.view, scene.size)
      drawSeats(scene, {
        minX: shown.minX - margin,
        minY: shown.minY - margin,
        maxX: shown.maxX + margin,
        maxY: shown.maxY + margin,
      })
      drawRing(scene)
    },
    paintSeats: (scene, seats) => {
      const { model, view } = scene
      toMapSpace(view)
      const reach = ringRadius(view.scale) + ringWidth(view.scale)
      for (const index of seats) {
        const x = model.xs[index]
        const y = model.ys[index]
        if (x === undefined || y === undefined) continue
        const area = { minX: x - reach, minY: y - reach, maxX: x + reach, maxY: y + reach }
        ctx.save()
        ctx.beginPath()
        ctx.rect(area.minX, area.minY, 2 * reach, 2 * reach)
        ctx.clip()
        ctx.fillStyle = palette.background
        ctx.fillRect(area.minX, area.minY, 2 * reach, 2 * reach)
        // Neighbours reach into the cleared square; their parts inside it are drawn again.
        const grow = SEAT_RADIUS + 1
        drawSeats(scene, {
          minX: area.minX - grow,
          minY: area.minY - grow,
          maxX: area.maxX + grow,
          maxY: area.maxY + grow,
        })
        if (
          scene.focused >= 0 &&
          Math.abs(model.xs[scene.focused]! - x) <= 2 * reach &&
          Math.abs(model.ys[scene.focused]! - y) <= 2 * reach
        ) {
          drawRing(scene)
        }
        ctx.restore()
      }
    },
  }
}
