import type { SeatMapModel } from "@boleteria/core"
import { useCallback } from "react"
import { useT } from "../../../app/ShopContext.js"
import { useFormatPrice } from "../../../components/Price.js"
import type { SeatLook } from "./seatMap/seatLook.js"

/**
 * Every seat's accessible name: "Sector Platea, fila C, butaca 12, $ 45.000, libre", with its
 * access when it has one ("…, butaca 1, espacio para silla de ruedas, …").
 */
export const useSeatNames = (model: SeatMapModel) => {
  const t = useT()
  const formatPrice = useFormatPrice()
  return useCallback(
    (index: number, look: SeatLook): string => {
      const seat = model.seats[index]
      const sector = model.sectors[model.sectorOf[index] ?? -1]?.sector
      if (seat === undefined || sector === undefined) return ""
      const parts = {
        sector: sector.cNombre,
        row: seat.cFila,
        seat: seat.cButaca,
        price: formatPrice(sector.fPrecio),
        state: t(`function.seat.state.${look}`),
      }
      return seat.cAcceso === undefined
        ? t("function.seat.name", parts)
        : t("function.seat.nameAccessible", { ...parts, access: t(`function.seat.access.${seat.cAcceso}`) })
    },
    [model, t, formatPrice],
  )
}
