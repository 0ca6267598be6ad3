import type { Order } from "@boleteria/core"
import { useT } from "../../../app/ShopContext.js"
import { ShopLink } from "../../../components/ShopLink.js"
import * as accountStyles from "../common/AccountPage.css.js"
import * as styles from "./Orders.css.js"

/**
 * An order's exchange, as "my orders" shows it: which order replaced it or which it replaced, and
 * for a paid order the way to exchange it (the server says whether it may, and why not).
 */
export const OrderExchange = ({ order }: { readonly order: Order }) => {
  const t = useT()
  return (
    <>
      {order.idPedidoCambiadoPor !== undefined && (
        <p className={accountStyles.notice}>{t("account.orders.exchangedTo", { order: order.idPedidoCambiadoPor })}</p>
      )}
      {order.idPedidoCambioDe !== undefined && (
        <p className={accountStyles.muted}>{t("account.orders.exchangedFrom", { order: order.idPedidoCambioDe })}</p>
      )}
      {order.cEstado === "PAGADO" && order.idPedidoCambioDe === undefined && (
        <div className={accountStyles.actions}>
          <ShopLink to={`/myOrders?cambio=${order.idPedido}`} className={`${accountStyles.link} ${styles.actionLink}`}>
            {t("account.orders.exchangeAction", { order: order.idPedido })}
          </ShopLink>
        </div>
      )}
    </>
  )
}
