import { rowChoices, type SeatAccess, type SeatMapModel } from "@boleteria/core"
import { useId, useLayoutEffect, useMemo, useRef, useState } from "react"
import { useLocale, useT } from "../../../app/ShopContext.js"
import { useFormatPrice } from "../../../components/Price.js"
import * as styles from "./FunctionPage.css.js"
import { lookOfSeats, type SeatLook } from "./seatMap/seatLook.js"

interface Props {
  readonly model: SeatMapModel
  /** Index in model.sectors of the page's sector; -1 when it is a general-admission one. */
  readonly sectorIndex: number
  readonly chosen: ReadonlySet<number>
  readonly mine: ReadonlySet<number>
  readonly seatName: (index: number, look: SeatLook) => string
  readonly onSectorChange: (idSector: number) => void
  readonly onSeatPressed: (index: number) => void
}

/** The access symbol beside a seat's number; its meaning is in the seat's name. */
const AccessMark = ({ access }: { readonly access: SeatAccess }) => (
  <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false" className={styles.accessMark}>
    {access === "SILLA_DE_RUEDAS" ? (
      <path
        d="M9.4 3.3a1.3 1.3 0 1 1 0 .01M8.2 5.4 7.9 9.3h3.5l1.6 4M8.1 7h2.7M5.2 7.5a3.4 3.4 0 1 0 4.6 4.3"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    ) : (
      <circle cx="8" cy="8" r="4.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
    )}
  </svg>
)

/** The first row with a free seat, for a sector just chosen. */
const firstOpenRow = (model: SeatMapModel, sectorIndex: number) =>
  Math.max(
    0,
    rowChoices(model, sectorIndex).findIndex((row) => row.free > 0),
  )

/**
 * Seats from a list, without the canvas (seats.io's step-through): a sector, then a row, then its
 * seats as checkboxes. Native controls only, so a screen reader and a keyboard use it as they use
 * any form; each seat's name says sector, row, number, access, price and state. It shares the
 * map's choice: a seat ticked here is chosen there.
 */
export const SeatListChooser = (props: Props) => {
  const { model, sectorIndex } = props
  const t = useT()
  const id = useId()
  const formatPrice = useFormatPrice()
  const count = new Intl.NumberFormat(useLocale())
  const lookOf = useMemo(() => lookOfSeats(model, props.chosen, props.mine), [model, props.chosen, props.mine])
  const rows = useMemo(() => rowChoices(model, sectorIndex), [model, sectorIndex])
  // The row resets to the first open one whenever the sector changes.
  const [picked, setPicked] = useState({ sectorIndex, rowIndex: firstOpenRow(model, sectorIndex) })
  const rowIndex = picked.sectorIndex === sectorIndex ? picked.rowIndex : firstOpenRow(model, sectorIndex)
  const entry = model.sectors[sectorIndex]
  const row = entry?.rows[rowIndex]
  const seatList = useRef<HTMLUListElement>(null)
  // Ticking the first seat opens the chosen-seats panel above this one and pushes the list down
  // the page: the ticked box is kept in view, or a keyboard user loses sight of the focus.
  useLayoutEffect(() => {
    const focused = document.activeElement
    if (focused instanceof HTMLElement && seatList.current?.contains(focused) === true)
      focused.scrollIntoView?.({ block: "nearest" })
  }, [props.chosen])

  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`} data-testid="seat-list-chooser">
      <h2 id={`${id}-title`} className={styles.panelTitle}>
        {t("function.list.title")}
      </h2>
      <p className={styles.muted}>{t("function.list.help")}</p>
      <label className={styles.field}>
        {t("function.list.sector")}
        <select
          className={styles.select}
          value={sectorIndex < 0 ? "" : String(sectorIndex)}
          onChange={(event) => {
            const next = model.sectors[Number(event.target.value)]
            if (next !== undefined) props.onSectorChange(next.sector.idSector)
          }}
        >
          {sectorIndex < 0 && <option value="">{t("function.list.chooseSector")}</option>}
          {model.sectors.map((candidate, index) => (
            <option key={candidate.sector.idSector} value={index}>
              {t("function.list.sectorOption", {
                sector: candidate.sector.cNombre,
                price: formatPrice(candidate.sector.fPrecio),
                count: count.format(candidate.sector.nDisponibles),
              })}
            </option>
          ))}
        </select>
      </label>
      {entry !== undefined && row !== undefined && (
        <>
          <label className={styles.field}>
            {t("function.list.row")}
            <select
              className={styles.select}
              value={rowIndex}
              onChange={(event) => setPicked({ sectorIndex, rowIndex: Number(event.target.value) })}
            >
              {rows.map((choice) => (
                <option key={choice.label} value={choice.rowIndex}>
                  {t("function.list.rowOption", { row: choice.label, count: choice.free })}
                </option>
              ))}
            </select>
          </label>
          <fieldset className={styles.fieldset}>
            <legend className={styles.smallLegend}>
              {t("function.list.seats", { sector: entry.sector.cNombre, row: row.label })}
            </legend>
            <ul ref={seatList} className={styles.chips}>
              {row.seats.map((index) => {
                const seat = model.seats[index]!
                const look = lookOf(index)
                return (
                  <li key={seat.idPosicion}>
                    <label className={styles.chip} data-look={look}>
                      <input
                        type="checkbox"
                        className={styles.chipBox}
                        data-testid={`lista-butaca-${seat.idPosicion}`}
                        aria-label={props.seatName(index, look)}
                        checked={look === "chosen" || look === "mine"}
                        disabled={look !== "free" && look !== "chosen"}
                        onChange={() => props.onSeatPressed(index)}
                      />
                      <span>{seat.cButaca}</span>
                      {seat.cAcceso !== undefined && <AccessMark access={seat.cAcceso} />}
                    </label>
                  </li>
                )
              })}
            </ul>
          </fieldset>
        </>
      )}
    </section>
  )
}
