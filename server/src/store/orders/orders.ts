import type { AnswerLanguage, ChargeAmounts } from "@boleteria/core"
import type { Queryable } from "../../db/database.js"
import { onlyRow } from "../rows.js"

/** A paid order as it is first recorded: what each part cost, who paid and where it goes. */
export interface NewOrder {
  readonly processId: number
  readonly customerId: number | null
  readonly email: string
  readonly createdAt: Date
  readonly amounts: ChargeAmounts
  readonly paid: number
  readonly cardLast4: string
  readonly deliveryTypeId: number | null
  /** The delivery address as it was when bought (kept, whatever becomes of the customer's addresses). */
  readonly address: unknown
  readonly language: AnswerLanguage
}

/** Records a PAGADO order, paid in one payment; answers its id. */
export const insertOrder = async (tx: Queryable, order: NewOrder): Promise<number> =>
  (
    await onlyRow<{ id: number }>(
      tx,
      `INSERT INTO orders (process_id, customer_id, email, created_at, state, tickets_total, delivery_total, qr_total,
                         service_total, products_total, paid_total, pending_total, payments, card_last4,
                         delivery_type_id, address, language)
     VALUES ($1, $2, $3, $4, 'PAGADO', $5, $6, $7, $8, $9, $10, 0, 1, $11, $12, $13::jsonb, $14)
     RETURNING id`,
      [
        order.processId,
        order.customerId,
        order.email,
        order.createdAt,
        order.amounts.tickets,
        order.amounts.delivery,
        order.amounts.qr,
        order.amounts.service,
        order.amounts.products,
        order.paid,
        order.cardLast4,
        order.deliveryTypeId,
        order.address === null ? null : JSON.stringify(order.address),
        order.language,
      ],
    )
  ).id

export const markOrderWithdrawn = async (tx: Queryable, orderId: number): Promise<void> => {
  await tx.query("UPDATE orders SET state = 'ARREPENTIDO' WHERE id = $1", [orderId])
}

export const markOrderExchanged = async (tx: Queryable, orderId: number): Promise<void> => {
  await tx.query("UPDATE orders SET state = 'CAMBIADO' WHERE id = $1", [orderId])
}

/** Gives an order the delivery address another order was bought with (an exchange's new order keeps the old's). */
export const setOrderAddress = async (tx: Queryable, orderId: number, address: unknown): Promise<void> => {
  await tx.query("UPDATE orders SET address = $2::jsonb WHERE id = $1", [
    orderId,
    address === null ? null : JSON.stringify(address),
  ])
}
