import type { OrderPerformance } from "@boleteria/core"
import { useId } from "react"
import { useT } from "../../../app/ShopContext.js"
import { Price } from "../../../components/Price.js"
import { useDateText } from "../common/useDateText.js"
import * as accountStyles from "../common/AccountPage.css.js"
import * as styles from "./Orders.css.js"

const COLUMNS = ["ticketNumber", "sector", "place", "promotion", "price"] as const

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
      {/* Below 960 px each ticket stacks its cells, each with its column's name: nothing scrolls sideways.
          The roles keep the table a table for screen readers whatever its display. */}
      <table className={styles.table} role="table">
        <caption className={styles.caption}>
          {t("account.orders.ticketsOf", { show: performance.cEspectaculo })}
        </caption>
        <thead className={styles.head} role="rowgroup">
          <tr role="row">
            {COLUMNS.map((column) => (
              <th key={column} scope="col" role="columnheader" className={styles.headCell}>
                {t(`account.orders.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={styles.body} role="rowgroup">
          {performance.listaEntrada.map((ticket) => (
            <tr key={ticket.idEntrada} className={styles.row} role="row">
              {(
                [
                  ["ticketNumber", ticket.cNumeroEntrada],
                  ["sector", ticket.cSector],
                  ["place", placeOf(ticket.cFila, ticket.cButaca)],
                  ["promotion", ticket.cPromocion ?? t("account.orders.noPromotion")],
                  ["price", <Price key="price" amount={ticket.fPrecio} />],
                ] as const
              ).map(([column, value]) => (
                <td key={column} role="cell" className={column === "price" ? styles.amount : styles.cell}>
                  {/* The column's name beside its value when the row is stacked; the table's header says it otherwise. */}
                  <span aria-hidden="true" className={styles.cellLabel}>
                    {t(`account.orders.${column}`)}
                  </span>
                  <span className={styles.cellValue}>{value}</span>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
