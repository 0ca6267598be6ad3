import type { PointerKind, ScreenPoint } from "@boleteria/core"
import { useEffect, type RefObject } from "react"

export interface MapGestures {
  readonly pan: (dx: number, dy: number) => void
  readonly zoom: (factor: number, anchor: ScreenPoint) => void
  /** `pointer`: a finger needs seats further apart than a mouse to choose one. */
  readonly tap: (point: ScreenPoint, pointer: PointerKind) => void
}

/** A press that moves less than this is a tap (choose a seat), not a drag (pan). */
const DRAG_THRESHOLD_PX = 6

const midpoint = (a: ScreenPoint, b: ScreenPoint): ScreenPoint => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 })
const distance = (a: ScreenPoint, b: ScreenPoint): number => Math.hypot(a.x - b.x, a.y - b.y)

/**
 * Mouse, pen and touch on the map canvas: drag pans, wheel and pinch zoom about the pointer, a
 * tap chooses. Listeners are attached once; `gestures` is read through a ref so they stay current.
 */
export const useMapGestures = (canvasRef: RefObject<HTMLCanvasElement | null>, gestures: RefObject<MapGestures>) => {
  useEffect(() => {
    const canvas = canvasRef.current
    if (canvas === null) return
    const pointers = new Map<number, ScreenPoint>()
    let pressedAt: ScreenPoint | null = null
    let dragging = false

    const local = (event: MouseEvent): ScreenPoint => {
      const box = canvas.getBoundingClientRect()
      return { x: event.clientX - box.left, y: event.clientY - box.top }
    }

    const onDown = (event: PointerEvent) => {
      if (event.pointerType === "mouse" && event.button !== 0) return
      canvas.setPointerCapture?.(event.pointerId)
      pointers.set(event.pointerId, local(event))
      if (pointers.size === 1) {
        pressedAt = local(event)
        dragging = false
      } else {
        // A second finger makes it a pinch: it will not end as a tap.
        dragging = true
      }
    }

    const onMove = (event: PointerEvent) => {
      const before = pointers.get(event.pointerId)
      if (before === undefined) return
      const now = local(event)
      if (pointers.size === 1) {
        if (!dragging && pressedAt !== null && distance(now, pressedAt) < DRAG_THRESHOLD_PX) return
        dragging = true
        pointers.set(event.pointerId, now)
        gestures.current.pan(now.x - before.x, now.y - before.y)
        return
      }
      const other = [...pointers.entries()].find(([id]) => id !== event.pointerId)?.[1]
      pointers.set(event.pointerId, now)
      if (other === undefined) return
      const [fromMid, toMid] = [midpoint(before, other), midpoint(now, other)]
      const spreadBefore = distance(before, other)
      if (spreadBefore > 0) gestures.current.zoom(distance(now, other) / spreadBefore, toMid)
      gestures.current.pan(toMid.x - fromMid.x, toMid.y - fromMid.y)
    }

    const onUp = (event: PointerEvent) => {
      if (!pointers.delete(event.pointerId)) return
      if (pointers.size === 0 && !dragging && pressedAt !== null)
        gestures.current.tap(local(event), event.pointerType === "touch" ? "coarse" : "fine")
      if (pointers.size === 0) pressedAt = null
    }

    const onCancel = (event: PointerEvent) => {
      pointers.delete(event.pointerId)
      dragging = true
    }

    const onWheel = (event: WheelEvent) => {
      event.preventDefault()
      const perLine = event.deltaMode === 1 ? 0.05 : 0.0015
      gestures.current.zoom(Math.exp(-event.deltaY * perLine), local(event))
    }

    canvas.addEventListener("pointerdown", onDown)
    canvas.addEventListener("pointermove", onMove)
    canvas.addEventListener("pointerup", onUp)
    canvas.addEventListener("pointercancel", onCancel)
    // Not passive: the wheel zooms the map instead of scrolling the page.
    canvas.addEventListener("wheel", onWheel, { passive: false })
    return () => {
      canvas.removeEventListener("pointerdown", onDown)
      canvas.removeEventListener("pointermove", onMove)
      canvas.removeEventListener("pointerup", onUp)
      canvas.removeEventListener("pointercancel", onCancel)
      canvas.removeEventListener("wheel", onWheel)
    }
  }, [canvasRef, gestures])
}
