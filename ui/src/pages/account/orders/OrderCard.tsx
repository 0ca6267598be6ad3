import type { Order } from "@boleteria/core"
import { useId } from "react"
import { useT } from "../../../app/ShopContext.js"
import * as accountStyles from "../common/AccountPage.css.js"
import { useDateText } from "../common/useDateText.js"
import { addressLines } from "../addresses/addressLines.js"
import { OrderDocuments } from "./OrderDocuments.js"
import { OrderExchange } from "./OrderExchange.js"
import { OrderRefund } from "./OrderRefund.js"
import { OrderTickets } from "./OrderTickets.js"
import { OrderTotals } from "./OrderTotals.js"
import type { DownloadState, OrderDocument } from "./useDocumentDownload.js"

interface Props {
  readonly order: Order
  readonly downloads: DownloadState
  readonly onDownload: (key: string, document: OrderDocument) => void
}

/** One order with every field of SPEC §3: when, its state, its functions and tickets, delivery, totals, payment, bills. */
export const OrderCard = ({ order, downloads, onDownload }: Props) => {
  const t = useT()
  const dates = useDateText()
  const titleId = useId()
  const delivery = order.oDomicilioEntrega === null ? null : addressLines(order.oDomicilioEntrega).join(", ")
  return (
    <article className={accountStyles.card} aria-labelledby={titleId}>
      <div className={accountStyles.titleRow}>
        <h2 id={titleId} className={accountStyles.cardTitle}>
          {t("account.orders.order", { order: order.idPedido })}
        </h2>
        <span className={accountStyles.badge}>{t(`account.orders.states.${order.cEstado}`)}</span>
      </div>
      <p className={accountStyles.muted}>{t("account.orders.boughtOn", { date: dates.instant(order.dCompra) })}</p>
      {order.listaFuncion.map((performance) => (
        <OrderTickets key={performance.idFuncion} performance={performance} />
      ))}
      <dl className={accountStyles.facts}>
        <div className={accountStyles.fact}>
          <dt className={accountStyles.term}>{t("account.orders.delivery")}</dt>
          <dd className={accountStyles.value}>{order.cEntregaTipo || t("account.notGiven")}</dd>
        </div>
        {delivery !== null && (
          <div className={accountStyles.fact}>
            <dt className={accountStyles.term}>{t("account.orders.deliveryAddress")}</dt>
            <dd className={accountStyles.value}>{delivery}</dd>
          </div>
        )}
        <div className={accountStyles.fact}>
          <dt className={accountStyles.term}>{t("account.orders.payments")}</dt>
          <dd className={accountStyles.value}>{order.nCantidadPagos}</dd>
        </div>
        {order.cUltimos4 !== null && (
          <div className={accountStyles.fact}>
            <dt className={accountStyles.term}>{t("account.orders.card")}</dt>
            <dd className={accountStyles.value}>{t("account.orders.cardEnding", { digits: order.cUltimos4 })}</dd>
          </div>
        )}
      </dl>
      {order.oArrepentimiento !== undefined && <OrderRefund withdrawal={order.oArrepentimiento} />}
      <OrderExchange order={order} />
      <OrderTotals order={order} />
      <OrderDocuments order={order} downloads={downloads} onDownload={onDownload} />
    </article>
  )
}
