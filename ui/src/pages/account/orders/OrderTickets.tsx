import type { OrderPerformance } from "@boleteria/core"
import { useId } from "react"
import { useT } from "../../../app/ShopContext.js"
import { Price } from "../../../components/Price.js"
import { useDateText } from "../common/useDateText.js"
import * as accountStyles from "../common/AccountPage.css.js"
import * as styles from "./Orders.css.js"

/** One function of an order: the show, where and when, and a line per ticket. */
export const OrderTickets = ({ performance }: { readonly performance: OrderPerformance }) => {
  const t = useT()
  const dates = useDateText()
  const titleId = useId()
  const placeOf = (row: string | null, seat: string | null) =>
    row === null && seat === null
      ? t("account.orders.generalAdmission")
      : [
          row === null ? null : t("account.orders.row", { row }),
          seat === null ? null : t("account.orders.seat", { seat }),
        ]
          .filter(Boolean)
          .join(" · ")
  return (
    <section className={styles.part} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.partTitle}>
        {performance.cEspectaculo}
      </h3>
      <p className={accountStyles.muted}>
        {performance.cEstablecimiento} · {dates.instant(performance.dFuncion)}
      </p>
      <div className={styles.tableScroll} tabIndex={0} role="region" aria-labelledby={titleId}>
        <table className={styles.table}>
          <caption className={styles.caption}>
            {t("account.orders.ticketsOf", { show: performance.cEspectaculo })}
          </caption>
          <thead>
            <tr>
              <th scope="col" className={styles.headCell}>
                {t("account.orders.ticketNumber")}
              </th>
              <th scope="col" className={styles.headCell}>
                {t("account.orders.sector")}
              </th>
              <th scope="col" className={styles.headCell}>
                {t("account.orders.place")}
              </th>
              <th scope="col" className={styles.headCell}>
                {t("account.orders.promotion")}
              </th>
              <th scope="col" className={styles.headCell}>
                {t("account.orders.price")}
              </th>
            </tr>
          </thead>
          <tbody>
            {performance.listaEntrada.map((ticket) => (
              <tr key={ticket.idEntrada}>
                <td className={styles.cell}>{ticket.cNumeroEntrada}</td>
                <td className={styles.cell}>{ticket.cSector}</td>
                <td className={styles.cell}>{placeOf(ticket.cFila, ticket.cButaca)}</td>
                <td className={styles.cell}>{ticket.cPromocion ?? t("account.orders.noPromotion")}</td>
                <td className={styles.amount}>
                  <Price amount={ticket.fPrecio} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}
