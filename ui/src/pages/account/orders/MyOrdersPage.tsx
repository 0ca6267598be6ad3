import { useSearch } from "wouter"
import { useT } from "../../../app/ShopContext.js"
import { ShopLink } from "../../../components/ShopLink.js"
import { AccountPage } from "../common/AccountPage.js"
import * as styles from "../common/AccountPage.css.js"
import { QueryView } from "../common/QueryView.js"
import { useOrderHistory } from "../common/accountQueries.js"
import { ExchangePanel } from "./ExchangePanel.js"
import { OrderCard } from "./OrderCard.js"
import { useDocumentDownload } from "./useDocumentDownload.js"

/**
 * My orders (SPEC §2 /myOrders): every order of GET /v2/Historial2, newest first, with its documents.
 * `?cambio={idPedido}` opens the exchange of that order above them (docs/exchanges.md).
 */
export const MyOrdersPage = () => {
  const t = useT()
  const history = useOrderHistory()
  const documents = useDocumentDownload()
  const exchanging = Number(new URLSearchParams(useSearch()).get("cambio") ?? "")
  return (
    <AccountPage title={t("account.orders.title")} lead={t("account.orders.lead")}>
      {Number.isInteger(exchanging) && exchanging > 0 && (
        <ExchangePanel key={exchanging} idPedido={exchanging} onSettled={history.reload} />
      )}
      <QueryView query={history} loadingLabel={t("account.orders.loading")}>
        {({ listaPedido }) =>
          listaPedido.length === 0 ? (
            <div className={styles.card}>
              <p className={styles.muted}>{t("account.orders.empty")}</p>
              <ShopLink to="/" className={styles.link}>
                {t("account.orders.browse")}
              </ShopLink>
            </div>
          ) : (
            <ul className={styles.list}>
              {listaPedido.map((order) => (
                <li key={order.idPedido}>
                  <OrderCard
                    order={order}
                    downloads={documents.state}
                    onDownload={(key, document) => void documents.download(key, document)}
                  />
                </li>
              ))}
            </ul>
          )
        }
      </QueryView>
    </AccountPage>
  )
}
