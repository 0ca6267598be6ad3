import { antiFraudQrFeeOf, chargeAmountsOf, type ChargeAmounts } from "@boleteria/core"
import type { Queryable } from "../../db/database.js"
import { pricesOfProcess, type PlacePriceRow } from "../../store/purchases/cart.js"
import { processExtras } from "../../store/purchases/processes.js"

export interface ProcessAmounts extends ChargeAmounts {
  readonly places: number
}

/** A place's prices as core's pricing rules read them. */
export const placePriceOf = (row: PlacePriceRow) => ({
  listPrice: Number(row.list_price),
  price: Number(row.price),
  serviceCharge: Number(row.service_charge),
  promotionBins: row.bins,
})

/**
 * Every part of what the process costs paid with this card (null: no card yet), as the order will
 * record it: core's chargeAmountsOf, the rule the shop shows its amounts by.
 */
export const amountsOf = async (
  db: Queryable,
  processId: number,
  now: number,
  cardBin: string | null = null,
): Promise<ProcessAmounts> => {
  const places = await pricesOfProcess(db, processId, now)
  const row = await processExtras(db, processId)
  return {
    places: places.length,
    ...chargeAmountsOf(
      places.map(placePriceOf),
      {
        delivery: Number(row?.delivery ?? 0),
        qr: antiFraudQrFeeOf(row?.delivery_code ?? null),
        products: Number(row?.products ?? 0),
      },
      cardBin,
    ),
  }
}
