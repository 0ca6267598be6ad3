import type { SeatMapModel } from "@boleteria/core"
import type { Ref } from "react"
import { useT } from "../../../../app/ShopContext.js"
import { useFormatPrice } from "../../../../components/Price.js"
import type { SeatLook } from "./seatLook.js"
import * as styles from "./SeatMap.css.js"

/**
 * The seat under the mouse or under keyboard focus: sector, row, seat, price and state, before
 * the shopper chooses it. Hidden from assistive technology: the focused cell's name says the same.
 * SeatMap places it (tooltipPosition) inside the part of the map on screen.
 */
export const SeatTooltip = ({
  model,
  index,
  look,
  ref,
}: {
  readonly model: SeatMapModel
  /** The seat shown, or -1 for none. */
  readonly index: number
  readonly look: SeatLook
  readonly ref: Ref<HTMLDivElement>
}) => {
  const t = useT()
  const formatPrice = useFormatPrice()
  const seat = model.seats[index]
  const sector = model.sectors[model.sectorOf[index] ?? -1]?.sector
  const shown = seat !== undefined && sector !== undefined
  return (
    <div
      ref={ref}
      className={shown ? styles.tooltip : styles.tooltipHidden}
      data-testid="seat-tooltip"
      aria-hidden="true"
    >
      {shown && (
        <>
          <strong>
            {t("function.selection.seat", { sector: sector.cNombre, row: seat.cFila, seat: seat.cButaca })}
          </strong>
          <span>
            {formatPrice(sector.fPrecio)} · {t(`function.seat.state.${look}`)}
          </span>
          {seat.cAcceso !== undefined && <span>{t(`function.seat.access.${seat.cAcceso}`)}</span>}
        </>
      )}
    </div>
  )
}
