import { formatPrice, type SeatMapModel } from "@boleteria/core"
import { useCallback } from "react"
import { useT, useTenant } from "../../../app/ShopContext.js"
import type { SeatLook } from "./seatMap/seatLook.js"

/** Every seat's accessible name: "Sector Platea, fila C, butaca 12, $ 45.000, libre". */
export const useSeatNames = (model: SeatMapModel) => {
  const t = useT()
  const { price } = useTenant()
  return useCallback(
    (index: number, look: SeatLook): string => {
      const seat = model.seats[index]
      const sector = model.sectors[model.sectorOf[index] ?? -1]?.sector
      if (seat === undefined || sector === undefined) return ""
      return t("function.seat.name", {
        sector: sector.cNombre,
        row: seat.cFila,
        seat: seat.cButaca,
        price: formatPrice(sector.fPrecio, price),
        state: t(`function.seat.state.${look}`),
      })
    },
    [model, t, price],
  )
}
