import { forEachInRect, type MapRect } from "./seatGrid.js"
import type { SeatMapModel, SeatMapSector } from "./seatMapModel.js"
import type { MapPoint } from "./seatMapShapes.js"

/** A line's width in CSS pixels at a font size: the canvas's measureText, or an estimate in tests. */
export type MeasureText = (text: string, fontPx: number) => number

/** Where a sector's name is written at one zoom, in map units; the painter writes it at `fontPx`. */
export interface SectorLabel {
  readonly lines: ReadonlyArray<string>
  readonly fontPx: number
  /** The middle of the block of lines. */
  readonly centre: MapPoint
  readonly box: MapRect
  /** True when the name lies over its own seats (they are specks): a seat's repaint would cut into it. */
  readonly overSeats: boolean
}

/** Largest first: a name shrinks to fit its space before it moves over its own seats. */
const FONT_SIZES_PX = [13, 12, 11, 10]
export const LABEL_LINE_HEIGHT = 1.25

/** The name on one line, and split in two at the middle word. */
const layoutsOf = (name: string): ReadonlyArray<ReadonlyArray<string>> => {
  const words = name.split(" ")
  if (words.length < 2) return [[name]]
  const half = Math.ceil(words.length / 2)
  return [[name], [words.slice(0, half).join(" "), words.slice(half).join(" ")]]
}

const inside = (outer: MapRect, box: MapRect) =>
  box.minX >= outer.minX && box.maxX <= outer.maxX && box.minY >= outer.minY && box.maxY <= outer.maxY

const intersects = (a: MapRect, b: MapRect) => a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY

/** True when a seat (its drawn disc, as a square) of a sector `counts` lies in the box. */
const boxHitsSeats = (model: SeatMapModel, box: MapRect, counts: (sectorIndex: number) => boolean): boolean => {
  const reach = model.seatRadius
  let hit = false
  const around = { minX: box.minX - reach, minY: box.minY - reach, maxX: box.maxX + reach, maxY: box.maxY + reach }
  forEachInRect(model.grid, around, (index) => {
    if (hit) return
    const sectorIndex = model.sectorOf[index]!
    if (!counts(sectorIndex)) return
    const r = model.sectors[sectorIndex]!.seatRadius
    const [x, y] = [model.xs[index]!, model.ys[index]!]
    hit = x + r > box.minX && x - r < box.maxX && y + r > box.minY && y - r < box.maxY
  })
  return hit
}

const middleSeat = (model: SeatMapModel, seats: ReadonlyArray<number>): MapPoint => {
  const index = seats[Math.floor(seats.length / 2)]!
  return { x: model.xs[index]!, y: model.ys[index]! }
}

/**
 * The places a name may go, best first, as the centre of a block `height` tall: in the sector's
 * own free space above its front row (towards the stage); over its own seats, when they are
 * specks (seats.io's overview does the same); last, below its back row, where it could be read
 * as the name of the sector behind.
 */
const placesFor = (model: SeatMapModel, entry: SeatMapSector, height: number) => {
  const front = middleSeat(model, entry.rows[0]!.seats)
  const back = middleSeat(model, entry.rows.at(-1)!.seats)
  const { extent, outlinePadding } = entry
  return [
    { centre: { x: front.x, y: front.y - outlinePadding - height / 2 }, overSeats: false },
    { centre: { x: (extent.minX + extent.maxX) / 2, y: (extent.minY + extent.maxY) / 2 }, overSeats: true },
    { centre: { x: back.x, y: back.y + outlinePadding + height / 2 }, overSeats: false },
  ]
}

/**
 * Each numbered sector's name at the map's scale (CSS pixels per map unit), or null where no
 * place fits: a name stays on the map (the whole-map view shows all of it), never lies on
 * another sector's seats or floor nor on another name, and lies on its own seats only where
 * they are too small to read apart. The key and the tooltip name every sector anyway.
 */
export const sectorLabels = (
  model: SeatMapModel,
  scale: number,
  measure: MeasureText,
): ReadonlyArray<SectorLabel | null> => {
  const placed: Array<MapRect> = []
  return model.sectors.map((entry, sectorIndex): SectorLabel | null => {
    if (entry.rows.length === 0) return null
    const seatsReadable = entry.pitch * scale >= 8
    for (const fontPx of FONT_SIZES_PX) {
      for (const lines of layoutsOf(entry.sector.cNombre)) {
        const width = Math.max(...lines.map((line) => measure(line, fontPx))) / scale
        const height = (lines.length * fontPx * LABEL_LINE_HEIGHT) / scale
        for (const { centre, overSeats } of placesFor(model, entry, height)) {
          if (overSeats && seatsReadable) continue
          const box = {
            minX: centre.x - width / 2,
            maxX: centre.x + width / 2,
            minY: centre.y - height / 2,
            maxY: centre.y + height / 2,
          }
          const blocked =
            !inside(model.bounds, box) ||
            placed.some((other) => intersects(other, box)) ||
            model.areas.some((area) => intersects(area.rect, box)) ||
            boxHitsSeats(model, box, (other) => !overSeats || other !== sectorIndex)
          if (blocked) continue
          placed.push(box)
          return { lines, fontPx, centre, box, overSeats }
        }
      }
    }
    return null
  })
}

/** Below this size a row letter cannot be read: it is left out until the shopper zooms in. */
const ROW_LETTER_MIN_PX = 8

/**
 * The size row letters are written at beside each row's end seats, or null where they would be
 * unreadable: they grow with the space between rows, up to the names' size.
 */
export const rowLetterFontPx = (pitch: number, scale: number): number | null => {
  const size = Math.min(13, pitch * scale * 0.85)
  return size >= ROW_LETTER_MIN_PX ? size : null
}
