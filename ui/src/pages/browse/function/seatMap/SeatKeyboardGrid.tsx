import { neighbourSeat, SEAT_KEYS, type SeatMapModel } from "@boleteria/core"
import { useLayoutEffect, useRef, type KeyboardEvent } from "react"
import { useT } from "../../../../app/ShopContext.js"
import type { LookOf } from "./seatLook.js"
import * as styles from "./SeatMap.css.js"

interface Props {
  readonly model: SeatMapModel
  readonly sectorIndex: number
  /** The seat the keyboard is on (the one cell reached with Tab). */
  readonly active: number
  readonly lookOf: LookOf
  readonly seatName: (index: number) => string
  readonly helpId: string
  readonly onMove: (index: number) => void
  readonly onToggle: (index: number) => void
  readonly onZoom: (factor: number) => void
  readonly onFocusChange: (focused: boolean) => void
}

const cellIdOf = (idPosicion: number) => `butaca-${idPosicion}`

/** Rows around the active one are in the DOM; 20,000 seats are not. */
const ROWS_AROUND = 1

/**
 * The map for the keyboard and screen readers: a grid of the current sector's seats (rows, then
 * seats), visually hidden because the canvas shows it. One cell is tabbable and focus roves with
 * the arrows; each cell's name says sector, row, seat, price and state. Only the rows around the
 * active seat are rendered, with aria-rowindex/colindex placing them in the whole sector.
 */
export const SeatKeyboardGrid = (props: Props) => {
  const { model, sectorIndex, active, lookOf, seatName } = props
  const t = useT()
  const grid = useRef<HTMLDivElement>(null)
  const sector = model.sectors[sectorIndex]
  const activeSeat = model.seats[active]

  // A key moved the seat: focus follows it even when the old cell's row left the page (PageDown to a far row).
  const movedByKey = useRef(false)
  // Focus follows the active seat, but only while the shopper is in the grid: a click on the canvas must not pull focus here.
  useLayoutEffect(() => {
    const follows = movedByKey.current || grid.current?.contains(document.activeElement) === true
    movedByKey.current = false
    if (activeSeat === undefined || !follows) return
    document.getElementById(cellIdOf(activeSeat.idPosicion))?.focus()
  }, [activeSeat])

  if (sector === undefined || activeSeat === undefined) return null
  const activeRow = model.rowOf[active]!
  const firstRow = Math.max(0, activeRow - ROWS_AROUND)
  const shownRows = sector.rows.slice(firstRow, activeRow + ROWS_AROUND + 1)
  const widest = sector.rows.reduce((most, row) => Math.max(most, row.seats.length), 0)

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = SEAT_KEYS[event.key]
    if (step !== undefined) {
      event.preventDefault()
      movedByKey.current = true
      props.onMove(neighbourSeat(model, active, step))
    } else if (event.key === "Enter" || event.key === " ") {
      event.preventDefault()
      props.onToggle(active)
    } else if (event.key === "+" || event.key === "=") {
      event.preventDefault()
      props.onZoom(1.6)
    } else if (event.key === "-") {
      event.preventDefault()
      props.onZoom(1 / 1.6)
    }
  }

  return (
    <div
      ref={grid}
      role="grid"
      aria-label={t("function.map.gridLabel", { sector: sector.sector.cNombre })}
      aria-describedby={props.helpId}
      aria-multiselectable="true"
      aria-rowcount={sector.rows.length}
      aria-colcount={widest}
      className={styles.keyboardGrid}
      onKeyDown={onKeyDown}
      onFocus={() => props.onFocusChange(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) props.onFocusChange(false)
      }}
    >
      {shownRows.map((row, offset) => (
        <div key={row.label} role="row" aria-rowindex={firstRow + offset + 1}>
          {row.seats.map((index) => {
            const seat = model.seats[index]!
            const look = lookOf(index)
            return (
              <div
                key={seat.idPosicion}
                id={cellIdOf(seat.idPosicion)}
                data-testid={cellIdOf(seat.idPosicion)}
                role="gridcell"
                aria-colindex={model.columnOf[index]! + 1}
                aria-selected={look === "chosen"}
                aria-disabled={look !== "free" && look !== "chosen"}
                tabIndex={index === active ? 0 : -1}
                onClick={() => {
                  props.onMove(index)
                  props.onToggle(index)
                }}
              >
                {seatName(index)}
              </div>
            )
          })}
        </div>
      ))}
    </div>
  )
}
