import type { Order } from "@boleteria/core"
import { useT } from "../../../app/ShopContext.js"
import { ChargeFigure } from "../../../components/ChargeFigure.js"
import { Price } from "../../../components/Price.js"
import * as styles from "./Orders.css.js"
import { OrderPart } from "./OrderPart.js"

/** SPEC §3's order totals: tickets, delivery, anti-fraud QR, service charge, (products), paid, pending. */
export const OrderTotals = ({ order }: { readonly order: Order }) => {
  const t = useT()
  // The charges read "Sin cargo" when they cost nothing (ChargeFigure, core's chargeReading).
  const lines: ReadonlyArray<readonly [string, number, "charge"?]> = [
    ["tickets", order.fTotalEntradas],
    ["delivery", order.fTotalEntrega, "charge"],
    ["antiFraudQr", order.fTotalQrAntifraude, "charge"],
    ["serviceCharge", order.fTotalCargoServicio, "charge"],
    // Extra products are shown only when the order has some: most orders have none.
    ...(order.fTotalProductos > 0 ? [["products", order.fTotalProductos] as const] : []),
    ["paid", order.fTotalPagado],
    ["pending", order.fTotalPendiente],
  ]
  return (
    <OrderPart title={t("account.orders.totals")}>
      <dl className={styles.totals}>
        {lines.map(([name, amount, kind]) => (
          <div key={name} className={styles.totalLine}>
            <dt>{t(`account.orders.total.${name}`)}</dt>
            <dd className={styles.figure}>
              {kind === "charge" ? <ChargeFigure amount={amount} /> : <Price amount={amount} />}
            </dd>
          </div>
        ))}
      </dl>
    </OrderPart>
  )
}
