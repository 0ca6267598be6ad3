import {
  areaAt,
  canPickSeats,
  centreOn,
  clampView,
  fitView,
  hitRadius,
  isZoomedIn,
  nearestInGrid,
  panBy,
  pickableScale,
  revealPoint,
  seatsOfSector,
  toMap,
  toScreen,
  tooltipPosition,
  zoomAt,
  zoomLimits,
  type MapView,
  type PointerKind,
  type ScreenPoint,
  type ScreenSize,
  type SeatMapModel,
} from "@boleteria/core"
import { assignInlineVars } from "@vanilla-extract/dynamic"
import {
  memo,
  useCallback,
  useEffect,
  useEffectEvent,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type PointerEvent,
} from "react"
import { useT, useTenant } from "../../../../app/ShopContext.js"
import { SeatKeyboardGrid } from "./SeatKeyboardGrid.js"
import { SeatLegend } from "./SeatLegend.js"
import { lookOfSeats, type SeatLook } from "./seatLook.js"
import * as styles from "./SeatMap.css.js"
import { overviewPoint } from "./seatOverview.js"
import type { SeatScene } from "./seatPainter.js"
import { SeatTooltip } from "./SeatTooltip.js"
import { useMapGestures, type MapGestures } from "./useMapGestures.js"
import { useSeatFrames } from "./useSeatFrames.js"

export interface SeatMapProps {
  readonly model: SeatMapModel
  /**
   * Index in `model.sectors` of the sector the shopper is choosing in; its seats are the keyboard
   * grid. -1 (a general-admission sector) still shows the whole map, with no grid.
   */
  readonly sectorIndex: number
  /** The sector chosen, numbered or not: a general-admission floor shows it is the one. */
  readonly sectorId: number | null
  /** Seat ids the shopper picked and has not taken yet. */
  readonly chosen: ReadonlySet<number>
  /** Seat ids this purchase already holds. */
  readonly mine: ReadonlySet<number>
  readonly seatName: (index: number, look: SeatLook) => string
  /** A seat was clicked, tapped or pressed with Enter/Space. */
  readonly onSeatPressed: (index: number) => void
  /** A general-admission floor was clicked or tapped: its sector becomes the chosen one. */
  readonly onSectorPressed: (idSector: number) => void
  /** The chosen sector is a standing area: the caption says how to buy it instead of how to pick seats. */
  readonly standing?: boolean
}

/** Button zoom steps. */
const ZOOM_STEP = 1.6

/** Phones and tablets: their taps need bigger seats, and they get no keyboard help. */
const usesCoarsePointer = () => typeof matchMedia === "function" && matchMedia("(pointer: coarse)").matches

const firstFreeSeat = (model: SeatMapModel, sectorIndex: number): number => {
  const seats = seatsOfSector(model, sectorIndex)
  return seats.find((index) => model.seats[index]?.cEstado === "LIBRE") ?? seats[0] ?? -1
}

/** Symmetric difference of two id sets, as seat indices: the seats whose look changed. */
const changedSeats = (model: SeatMapModel, before: ReadonlySet<number>, after: ReadonlySet<number>): Array<number> => {
  const changed: Array<number> = []
  for (const id of before) if (!after.has(id)) changed.push(model.indexById.get(id) ?? -1)
  for (const id of after) if (!before.has(id)) changed.push(model.indexById.get(id) ?? -1)
  return changed
}

/**
 * The seat map of a function: the plan on a canvas (sectors outlined in their price's colour,
 * row letters, the stage, floors of general admission; pan by dragging, zoom with the wheel, a
 * pinch or the buttons; a tap chooses, or zooms in first when seats are too small to tell apart),
 * an overview while zoomed in, a legend of marks and prices, and a keyboard grid of the current
 * sector whose focus the canvas rings and follows. Redraws happen on animation frames and only
 * where something changed.
 */
export const SeatMap = memo(function SeatMap({
  model,
  sectorIndex,
  sectorId,
  chosen,
  mine,
  seatName,
  onSeatPressed,
  onSectorPressed,
  standing = false,
}: SeatMapProps) {
  const t = useT()
  const helpId = useId()
  const frameRef = useRef<HTMLDivElement>(null)
  const canvasRef = useRef<HTMLCanvasElement>(null)
  const overviewRef = useRef<HTMLCanvasElement>(null)
  const [size, setSize] = useState<ScreenSize | null>(null)
  const view = useRef<MapView | null>(null)
  const shopperMoved = useRef(false)
  const [coarse] = useState(usesCoarsePointer)
  const [pickable, setPickable] = useState(false)
  const [zoomed, setZoomed] = useState(false)
  // The tenant's seat-map thumbnail (SPEC §9 seatMapThumbnail): the overview beside the zoomed map.
  const thumbnail = useTenant().flags.seatMapThumbnail
  const [active, setActive] = useState(() => firstFreeSeat(model, sectorIndex))
  const [gridFocused, setGridFocused] = useState(false)
  const [hovered, setHovered] = useState(-1)
  const [dismissed, setDismissed] = useState(-1)
  const tooltipRef = useRef<HTMLDivElement>(null)
  const lookOf = useMemo(() => lookOfSeats(model, chosen, mine), [model, chosen, mine])
  const texts = useMemo(() => ({ stage: t("function.map.stage"), standing: t("function.map.standing") }), [t])
  const currentArea = sectorIndex < 0 ? sectorId : null

  // The frame painter reads the latest render's values when its animation frame comes.
  const latest = useRef({ model, lookOf, sectorIndex, currentArea, size, active, gridFocused, texts, zoomed })
  latest.current = { model, lookOf, sectorIndex, currentArea, size, active, gridFocused, texts, zoomed }
  const sceneOf = useRef((): SeatScene | null => {
    const props = latest.current
    if (props.size === null || view.current === null) return null
    return {
      model: props.model,
      view: view.current,
      size: props.size,
      lookOf: props.lookOf,
      currentSector: props.sectorIndex,
      currentArea: props.currentArea,
      focused: props.gridFocused ? props.active : -1,
      texts: props.texts,
      overview: props.zoomed && thumbnail,
    }
  })
  const { requestAll, requestSeats } = useSeatFrames(canvasRef, overviewRef, sceneOf)

  // The mouse's seat, else the keyboard's; Escape hides it until another seat is shown (WCAG 1.4.13).
  const pointed = hovered >= 0 ? hovered : gridFocused ? active : -1
  const tipSeat = pointed === dismissed ? -1 : pointed
  if (dismissed >= 0 && pointed !== dismissed) setDismissed(-1)
  const tipSeatRef = useRef(tipSeat)
  tipSeatRef.current = tipSeat
  /** Puts the tooltip over its seat, inside the part of the frame on screen; called after each render and view change. */
  const placeTooltip = useRef(() => {
    const [tip, frame, current, seat] = [tooltipRef.current, frameRef.current, view.current, tipSeatRef.current]
    if (tip === null || frame === null || current === null || seat < 0) return
    const { model: shown } = latest.current
    const at = toScreen(current, { x: shown.xs[seat]!, y: shown.ys[seat]! })
    const radius = (shown.sectors[shown.sectorOf[seat]!]?.seatRadius ?? 0) * current.scale
    const box = frame.getBoundingClientRect()
    const room = {
      minX: Math.max(0, -box.left),
      minY: Math.max(0, -box.top),
      maxX: Math.min(frame.clientWidth, window.innerWidth - box.left),
      maxY: Math.min(frame.clientHeight, window.innerHeight - box.top),
    }
    const place = tooltipPosition(at, radius + 6, { width: tip.offsetWidth, height: tip.offsetHeight }, room)
    tip.style.left = `${place.x}px`
    tip.style.top = `${place.y}px`
  })
  useLayoutEffect(() => placeTooltip.current())

  const setView = useCallback(
    (next: MapView) => {
      const { model: current, size: screen } = latest.current
      view.current = next
      setPickable(canPickSeats(next, current.pitch, coarse ? "coarse" : "fine"))
      const nowZoomed = screen !== null && isZoomedIn(next, current.bounds, screen)
      latest.current = { ...latest.current, zoomed: nowZoomed }
      setZoomed(nowZoomed)
      placeTooltip.current()
      requestAll()
    },
    [requestAll, coarse],
  )

  // The canvas follows its box; until the shopper moves the map, the whole map fits it.
  useLayoutEffect(() => {
    const frame = frameRef.current
    if (frame === null) return
    const measure = () =>
      setSize((size) =>
        size?.width === frame.clientWidth && size.height === frame.clientHeight
          ? size
          : { width: frame.clientWidth, height: frame.clientHeight },
      )
    measure()
    if (typeof ResizeObserver === "undefined") return
    const observer = new ResizeObserver(measure)
    observer.observe(frame)
    return () => observer.disconnect()
  }, [])

  useLayoutEffect(() => {
    if (size === null) return
    const current = view.current
    setView(
      current === null || !shopperMoved.current ? fitView(model.bounds, size) : clampView(current, model.bounds, size),
    )
    // A new model (fresh seat states) or a new size redraws everything; the view survives reloads.
  }, [size, model, setView])

  useLayoutEffect(() => {
    requestAll()
    setActive((index) => (model.sectorOf[index] === sectorIndex ? index : firstFreeSeat(model, sectorIndex)))
  }, [sectorIndex, sectorId, model, requestAll])

  const previousLooks = useRef({ chosen, mine })
  useLayoutEffect(() => {
    const before = previousLooks.current
    previousLooks.current = { chosen, mine }
    requestSeats([...changedSeats(model, before.chosen, chosen), ...changedSeats(model, before.mine, mine)])
    // A new model alone asks for no seat here: it is drawn whole above.
  }, [chosen, mine, model, requestSeats])

  // The overview appears or goes with the zoom, and the stage's and floors' words change with the
  // language: either is drawn with the next whole frame.
  useLayoutEffect(() => requestAll(), [zoomed, texts, requestAll])

  const previousRing = useRef(-1)
  useLayoutEffect(() => {
    const ring = gridFocused ? active : -1
    requestSeats([previousRing.current, ring])
    previousRing.current = ring
  }, [active, gridFocused, requestSeats])

  const gestures = useRef<MapGestures>({ pan: () => undefined, zoom: () => undefined, tap: () => undefined })
  gestures.current = {
    pan: (dx, dy) => {
      if (view.current === null || size === null) return
      shopperMoved.current = true
      setView(clampView(panBy(view.current, dx, dy), model.bounds, size))
    },
    zoom: (factor, anchor) => {
      if (view.current === null || size === null) return
      shopperMoved.current = true
      const limits = zoomLimits(model.bounds, size, model.pitch)
      setView(clampView(zoomAt(view.current, factor, anchor, limits), model.bounds, size))
    },
    tap: (point, pointer: PointerKind) => {
      const current = view.current
      if (current === null || size === null) return
      const at = toMap(current, point)
      const area = model.areas[areaAt(model, at)]
      if (area !== undefined) {
        onSectorPressed(area.sector.idSector)
        return
      }
      // Too small to tell seats apart: the tap zooms in about itself, to a size this pointer can pick from.
      if (!canPickSeats(current, model.pitch, pointer)) {
        gestures.current.zoom(pickableScale(model.pitch, pointer) / current.scale, point)
        return
      }
      const index = nearestInGrid(model.grid, model.xs, model.ys, at.x, at.y, hitRadius(model.pitch))
      if (index < 0) return
      setActive(index)
      onSeatPressed(index)
    },
  }
  useMapGestures(canvasRef, gestures)

  const centre = (): ScreenPoint => ({ x: (size?.width ?? 0) / 2, y: (size?.height ?? 0) / 2 })

  /** The keyboard moved: the map pans (or zooms in, if seats are specks) to keep the seat in sight. */
  const showSeat = useEffectEvent((index: number) => {
    const current = view.current
    if (current === null || size === null || index < 0) return
    const point = { x: model.xs[index]!, y: model.ys[index]! }
    const next = canPickSeats(current, model.pitch, "fine")
      ? revealPoint(current, point, size)
      : centreOn(current, point, size, pickableScale(model.pitch, "fine"))
    if (next !== current) {
      shopperMoved.current = true
      setView(next)
    }
  })

  useEffect(() => {
    if (gridFocused) showSeat(active)
  }, [gridFocused, active])

  /** A press on the overview centres the big map there, at the same zoom. */
  const goToOverviewPoint = (event: PointerEvent<HTMLCanvasElement>) => {
    const current = view.current
    if (current === null || size === null) return
    const box = event.currentTarget.getBoundingClientRect()
    const point = overviewPoint({ model }, box, { x: event.clientX - box.left, y: event.clientY - box.top })
    shopperMoved.current = true
    setView(clampView(centreOn(current, point, size, current.scale), model.bounds, size))
  }

  /** The mouse shows the seat under it before any click; a drag or a finger shows none. */
  const hover = (event: PointerEvent<HTMLCanvasElement>) => {
    const current = view.current
    if (event.pointerType !== "mouse" || current === null) return
    if (event.buttons !== 0) {
      setHovered(-1)
      return
    }
    const box = event.currentTarget.getBoundingClientRect()
    const at = toMap(current, { x: event.clientX - box.left, y: event.clientY - box.top })
    setHovered(nearestInGrid(model.grid, model.xs, model.ys, at.x, at.y, hitRadius(model.pitch)))
  }

  const namedSeat = (index: number) => seatName(index, lookOf(index))
  const hint = pickable
    ? coarse
      ? "function.map.hintPickTouch"
      : "function.map.hintPick"
    : coarse
      ? "function.map.hintZoomTouch"
      : "function.map.hintZoom"
  const caption = gridFocused && active >= 0 ? namedSeat(active) : t(standing ? "function.map.hintStanding" : hint)
  return (
    <div
      className={styles.map}
      role="group"
      aria-label={t("function.map.title")}
      style={assignInlineVars({
        [styles.mapRatio]: `${model.bounds.maxX - model.bounds.minX} / ${model.bounds.maxY - model.bounds.minY}`,
      })}
    >
      <div className={styles.toolbar}>
        <button type="button" className={styles.toolButton} onClick={() => gestures.current.zoom(ZOOM_STEP, centre())}>
          <span aria-hidden="true">+</span>
          {t("function.map.zoomIn")}
        </button>
        <button
          type="button"
          className={styles.toolButton}
          onClick={() => gestures.current.zoom(1 / ZOOM_STEP, centre())}
        >
          <span aria-hidden="true">−</span>
          {t("function.map.zoomOut")}
        </button>
        <button
          type="button"
          className={styles.toolButton}
          onClick={() => {
            shopperMoved.current = false
            if (size !== null) setView(fitView(model.bounds, size))
          }}
        >
          {t("function.map.fit")}
        </button>
        <canvas
          ref={overviewRef}
          className={zoomed && thumbnail ? styles.overview : styles.overviewHidden}
          data-testid="seat-map-overview"
          aria-hidden="true"
          onPointerDown={goToOverviewPoint}
        />
      </div>
      <div
        ref={frameRef}
        className={styles.frame}
        onKeyDown={(event) => {
          if (event.key !== "Escape" || tipSeat < 0) return
          // Taken: in the widget's dialog, an Escape left free would close the whole purchase (app/embeddedEscape.ts).
          event.preventDefault()
          setDismissed(tipSeat)
        }}
      >
        <canvas
          ref={canvasRef}
          className={styles.canvas}
          data-testid="seat-map-canvas"
          aria-hidden="true"
          onPointerMove={hover}
          onPointerLeave={() => setHovered(-1)}
        />
        <SeatTooltip ref={tooltipRef} model={model} index={tipSeat} look={lookOf(Math.max(0, tipSeat))} />
        <SeatKeyboardGrid
          model={model}
          sectorIndex={sectorIndex}
          active={active}
          lookOf={lookOf}
          seatName={namedSeat}
          helpId={helpId}
          onMove={setActive}
          onToggle={onSeatPressed}
          onZoom={(factor) => gestures.current.zoom(factor, centre())}
          onFocusChange={setGridFocused}
        />
      </div>
      <p className={styles.caption} aria-hidden="true">
        {caption}
      </p>
      <p id={helpId} className={styles.help}>
        {t(sectorIndex < 0 ? "function.map.keyboardNeedsSector" : "function.map.keyboardHelp")}
      </p>
      <SeatLegend model={model} />
    </div>
  )
})
