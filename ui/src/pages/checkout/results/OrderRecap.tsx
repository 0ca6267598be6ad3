import {
  calendarEvent,
  calendarFileName,
  eticketState,
  formatFunctionDate,
  functionDateParts,
  orderCalendarEvent,
  type Order,
  type OrderPerformance,
  type Ticket,
} from "@boleteria/core"
import { useLocale, useT } from "../../../app/ShopContext.js"
import { useApiQuery } from "../../../app/useApiQuery.js"
import { Button } from "../../../components/Button.js"
import { Price } from "../../../components/Price.js"
import { addressLines } from "../../account/addresses/addressLines.js"
import { useDocumentDownload } from "../../account/orders/useDocumentDownload.js"
import { SkeletonLines } from "../Skeleton.js"
import * as checkoutStyles from "../checkout.css.js"
import * as styles from "./ResultPage.css.js"

/** An .ics file as a link's address: made here, from the order, without asking anyone. */
const calendarHref = (text: string) => `data:text/calendar;charset=utf-8,${encodeURIComponent(text)}`

const useTicketName = () => {
  const t = useT()
  return (ticket: Ticket) =>
    ticket.cFila === null || ticket.cButaca === null
      ? ticket.cSector
      : t("checkout.summary.seat", { sector: ticket.cSector, row: ticket.cFila, seat: ticket.cButaca })
}

/** One function of the order: the show, where, when, its places, and a way to put it in a calendar. */
const PerformanceRecap = ({
  order,
  performance,
}: {
  readonly order: Order
  readonly performance: OrderPerformance
}) => {
  const t = useT()
  const locale = useLocale()
  const ticketName = useTicketName()
  const places = performance.listaEntrada.map(ticketName)
  const event = orderCalendarEvent(
    order,
    performance,
    window.location.hostname,
    t("checkout.confirm.calendarDescription", { order: order.idPedido, places: places.join("; ") }),
  )
  return (
    <section className={styles.recapPart} aria-labelledby={`recap-${performance.idFuncion}`}>
      <h2 id={`recap-${performance.idFuncion}`} className={styles.recapTitle}>
        {performance.cEspectaculo}
      </h2>
      <p>{performance.cEstablecimiento}</p>
      <p>{formatFunctionDate(functionDateParts(performance.dFuncion), locale)}</p>
      <ul className={styles.recapList} aria-label={t("checkout.confirm.placesOf", { show: performance.cEspectaculo })}>
        {places.map((place, index) => (
          <li key={performance.listaEntrada[index]!.idEntrada}>{place}</li>
        ))}
      </ul>
      <a
        className={checkoutStyles.link}
        href={calendarHref(calendarEvent(event))}
        download={calendarFileName(performance.cEspectaculo, event.start)}
      >
        {t("checkout.confirm.addToCalendar", { show: performance.cEspectaculo })}
      </a>
    </section>
  )
}

/** The e-ticket of the order, downloaded at once; what the download is doing, announced. */
const EticketDownload = ({ order }: { readonly order: Order }) => {
  const t = useT()
  const { state, download } = useDocumentDownload()
  const key = `eticket-${order.idPedido}`
  if (eticketState(order) !== "available") return <p>{t("checkout.confirm.eticket")}</p>
  return (
    <div className={styles.recapPart}>
      <Button
        wide
        onClick={() => void download(key, { kind: "eticket", idPedido: order.idPedido })}
        disabled={state.status === "running"}
        aria-busy={state.status === "running"}
      >
        {t("checkout.confirm.downloadEticket")}
      </Button>
      <p role="status" className={checkoutStyles.muted}>
        {state.status === "running" && t("checkout.confirm.downloading")}
        {state.status === "done" && t("checkout.confirm.downloaded", { file: state.filename })}
        {state.status === "failed" && t("checkout.confirm.downloadFailed")}
      </p>
      <p className={checkoutStyles.muted}>{t("checkout.confirm.eticket")}</p>
    </div>
  )
}

/** What was bought and paid, from the order itself: show, venue, date, places, amount, card, delivery, tickets. */
export const OrderRecap = ({ idPedido }: { readonly idPedido: number }) => {
  const t = useT()
  const history = useApiQuery(`orders:${idPedido}`, (api) => api.getOrderHistory())
  if (history.status === "loading") return <SkeletonLines count={3} label={t("checkout.confirm.loading")} />
  const order =
    history.status === "success"
      ? history.data.listaPedido.find((candidate) => candidate.idPedido === idPedido)
      : undefined
  if (order === undefined) return <p>{t("checkout.confirm.eticket")}</p>
  return (
    <>
      <EticketDownload order={order} />
      {order.listaFuncion.map((performance) => (
        <PerformanceRecap key={performance.idFuncion} order={order} performance={performance} />
      ))}
      <dl className={styles.recapFacts}>
        <div className={styles.recapFact}>
          <dt>{t("checkout.confirm.paid")}</dt>
          <dd data-testid="amount-paid">
            <Price amount={order.fTotalPagado} />
          </dd>
        </div>
        {order.cUltimos4 !== null && (
          <div className={styles.recapFact}>
            <dt>{t("checkout.confirm.card")}</dt>
            <dd>{t("checkout.confirm.cardEnding", { last4: order.cUltimos4 })}</dd>
          </div>
        )}
        <div className={styles.recapFact}>
          <dt>{t("checkout.confirm.delivery")}</dt>
          <dd>{order.cEntregaTipo}</dd>
        </div>
        {order.oDomicilioEntrega !== null && (
          <div className={styles.recapFact}>
            <dt>{t("checkout.confirm.address")}</dt>
            <dd>{addressLines(order.oDomicilioEntrega).join(", ")}</dd>
          </div>
        )}
      </dl>
    </>
  )
}
