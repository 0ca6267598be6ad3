import { antiFraudQrFeeOf, purchaseAmountsOf, type DeliveryType, type PurchaseAmounts } from "@boleteria/core"
import type { Queryable } from "../../db/database.js"

export interface ProcessAmounts extends PurchaseAmounts {
  readonly places: number
}

// Sold places and holds still running count; an expired hold is no longer the process's.
const AMOUNTS = `
  SELECT
    (SELECT count(*) FROM place_claims c
      WHERE c.process_id = p.id AND (c.state = 'SOLD' OR c.expires_at > $2))::int AS places,
    (SELECT coalesce(sum(c.price), 0) FROM place_claims c
      WHERE c.process_id = p.id AND (c.state = 'SOLD' OR c.expires_at > $2)) AS tickets,
    (SELECT coalesce(sum(c.service_charge), 0) FROM place_claims c
      WHERE c.process_id = p.id AND (c.state = 'SOLD' OR c.expires_at > $2)) AS service,
    coalesce(d.price, 0) AS delivery,
    d.code AS delivery_code,
    (SELECT coalesce(sum(e.price * (item->>'nCantidad')::int), 0)
       FROM jsonb_array_elements(p.products) item JOIN extra_products e ON e.id = (item->>'idProducto')::int) AS products
  FROM purchase_processes p LEFT JOIN delivery_types d ON d.id = p.delivery_type_id
  WHERE p.id = $1`

type Numeric = string | number

/** Every part of what the process costs, as the order will record it. */
export const amountsOf = async (db: Queryable, processId: number, now: number): Promise<ProcessAmounts> => {
  const { rows } = await db.query<{
    places: number
    tickets: Numeric
    service: Numeric
    delivery: Numeric
    delivery_code: DeliveryType["cCodigo"] | null
    products: Numeric
  }>(AMOUNTS, [processId, new Date(now)])
  const row = rows[0]
  return {
    places: row?.places ?? 0,
    ...purchaseAmountsOf({
      tickets: Number(row?.tickets ?? 0),
      service: Number(row?.service ?? 0),
      delivery: Number(row?.delivery ?? 0),
      qr: antiFraudQrFeeOf(row?.delivery_code ?? null),
      products: Number(row?.products ?? 0),
    }),
  }
}
