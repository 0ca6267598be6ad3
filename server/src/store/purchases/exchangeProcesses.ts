import type { Queryable } from "../../db/database.js"
import type { ExchangedOrder } from "../orders/exchangedOrders.js"

/**
 * The new process becomes the exchange of `order`: it delivers as the order does, and a card
 * method (a credit card first) pays a difference.
 */
export const markExchangeProcess = async (
  tx: Queryable,
  processId: number,
  order: Pick<ExchangedOrder, "id" | "delivery_type_id">,
): Promise<void> => {
  await tx.query(
    `UPDATE purchase_processes
            SET exchange_order_id = $2, delivery_type_id = $3,
                payment_method = (SELECT id FROM payment_methods ORDER BY kind = 'CREDITO' DESC, id LIMIT 1)
          WHERE id = $1`,
    [processId, order.id, order.delivery_type_id],
  )
}
