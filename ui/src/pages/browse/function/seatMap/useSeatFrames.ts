import { useCallback, useEffect, useRef, type RefObject } from "react"
import { createCanvasPainter, type SeatPainter, type SeatScene } from "./seatPainter.js"

export interface SeatFrames {
  /** Redraw everything on the next frame (pan, zoom, resize, new data). */
  readonly requestAll: () => void
  /** Redraw around these seats on the next frame (a choice, the keyboard ring moving). */
  readonly requestSeats: (seats: Iterable<number>) => void
}

/**
 * Batches redraws into one requestAnimationFrame: any number of changes in a frame cost one
 * paint, and a frame with only seat changes repaints just those seats. After each paint the
 * canvas's `data-frames` counts up, so an end-to-end test can time a click to its drawn result.
 */
export const useSeatFrames = (
  canvasRef: RefObject<HTMLCanvasElement | null>,
  overviewRef: RefObject<HTMLCanvasElement | null>,
  sceneOf: RefObject<() => SeatScene | null>,
): SeatFrames => {
  const painter = useRef<SeatPainter | null>(null)
  const pending = useRef({ all: false, seats: new Set<number>() })
  const frame = useRef<number | null>(null)
  const painted = useRef(0)

  const flush = useCallback(() => {
    frame.current = null
    const scene = sceneOf.current()
    const canvas = canvasRef.current
    const { all, seats } = pending.current
    pending.current = { all: false, seats: new Set() }
    if (scene === null || canvas === null) return
    painter.current ??= createCanvasPainter(canvas, overviewRef.current)
    if (painter.current === null) return
    const drew = all ? painter.current.paintAll(scene) : painter.current.paintSeats(scene, seats)
    // A frame of size 0 (the map hidden or not laid out yet) draws nothing and counts no frame.
    if (drew) canvas.dataset.frames = String(++painted.current)
  }, [canvasRef, overviewRef, sceneOf])

  const schedule = useCallback(() => {
    frame.current ??= requestAnimationFrame(flush)
  }, [flush])

  useEffect(
    () => () => {
      if (frame.current !== null) cancelAnimationFrame(frame.current)
    },
    [],
  )

  return {
    requestAll: useCallback(() => {
      pending.current.all = true
      schedule()
    }, [schedule]),
    requestSeats: useCallback(
      (seats: Iterable<number>) => {
        for (const seat of seats) if (seat >= 0) pending.current.seats.add(seat)
        schedule()
      },
      [schedule],
    ),
  }
}
