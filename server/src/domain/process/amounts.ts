import { antiFraudQrFeeOf, chargeAmountsOf, type ChargeAmounts, type DeliveryType } from "@boleteria/core"
import type { Queryable } from "../../db/database.js"
import { LIST_PRICE, PRICE_JOINS } from "./view.js"

export interface ProcessAmounts extends ChargeAmounts {
  readonly places: number
}

// Sold places and holds still running count; an expired hold is no longer the process's.
const PLACES = `
  SELECT ${LIST_PRICE} AS list_price, c.price, c.service_charge, pr.bins
    FROM place_claims c
    JOIN performances f ON f.id = c.performance_id ${PRICE_JOINS}
   WHERE c.process_id = $1 AND (c.state = 'SOLD' OR c.expires_at > $2)`

const EXTRAS = `
  SELECT
    coalesce(d.price, 0) AS delivery,
    d.code AS delivery_code,
    (SELECT coalesce(sum(e.price * (item->>'nCantidad')::int), 0)
       FROM jsonb_array_elements(p.products) item JOIN extra_products e ON e.id = (item->>'idProducto')::int) AS products
  FROM purchase_processes p LEFT JOIN delivery_types d ON d.id = p.delivery_type_id
  WHERE p.id = $1`

type Numeric = string | number

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
  const places = await db.query<{
    list_price: Numeric
    price: Numeric
    service_charge: Numeric
    bins: ReadonlyArray<string> | null
  }>(PLACES, [processId, new Date(now)])
  const extras = await db.query<{
    delivery: Numeric
    delivery_code: DeliveryType["cCodigo"] | null
    products: Numeric
  }>(EXTRAS, [processId])
  const row = extras.rows[0]
  return {
    places: places.rows.length,
    ...chargeAmountsOf(
      places.rows.map((place) => ({
        listPrice: Number(place.list_price),
        price: Number(place.price),
        serviceCharge: Number(place.service_charge),
        promotionBins: place.bins,
      })),
      {
        delivery: Number(row?.delivery ?? 0),
        qr: antiFraudQrFeeOf(row?.delivery_code ?? null),
        products: Number(row?.products ?? 0),
      },
      cardBin,
    ),
  }
}
