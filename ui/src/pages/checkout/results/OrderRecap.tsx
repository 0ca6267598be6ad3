import {
  calendarEvent,
  calendarFileName,
  eticketState,
  formatFunctionDate,
  functionDateParts,
  orderCalendarEvent,
  type Order,
  type OrderPerformance,
  type EventVenue,
  type Ticket,
} from "@boleteria/core"
import { useLocale, useT, useTenant } from "../../../app/ShopContext.js"
import { useApiQuery, usePageQuery } from "../../../app/useApiQuery.js"
import { performanceQuery } from "../../browse/common/catalogueQueries.js"
import { Button } from "../../../components/Button.js"
import { Price, useFormatPrice } from "../../../components/Price.js"
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

interface CalendarLinkProps {
  readonly order: Order
  readonly performance: OrderPerformance
  readonly description: string
}

/** The .ics of one function with what the catalogue says: the venue's address and the show's length. */
const CalendarDownload = ({
  order,
  performance,
  description,
  venue,
  showMinutes,
}: CalendarLinkProps & { readonly venue: EventVenue | null; readonly showMinutes: number | null }) => {
  const t = useT()
  const tenant = useTenant()
  const event = orderCalendarEvent({
    order,
    performance,
    venue,
    showMinutes,
    defaultMinutes: tenant.calendar?.defaultDurationMinutes ?? null,
    host: window.location.hostname,
    description,
  })
  return (
    <a
      className={checkoutStyles.link}
      href={calendarHref(calendarEvent(event))}
      download={calendarFileName(performance.cEspectaculo, event.start)}
    >
      {t("checkout.confirm.addToCalendar", { show: performance.cEspectaculo })}
    </a>
  )
}

/** Once the function's venue is known: the show's announced length (the show landing's nDuracionMinutos). */
const WithShowLength = ({
  idEspectaculoCartel,
  venue,
  ...link
}: CalendarLinkProps & { readonly idEspectaculoCartel: number; readonly venue: EventVenue }) => {
  const show = useApiQuery(`browse:show:${idEspectaculoCartel}`, (api) =>
    api.getShow({ path: { idEspectaculoCartel } }),
  )
  if (show.status === "loading") return null
  return (
    <CalendarDownload
      {...link}
      venue={venue}
      showMinutes={show.status === "success" ? show.data.nDuracionMinutos : null}
    />
  )
}

/**
 * The calendar link, offered once the catalogue has said where the function is and how long it
 * lasts (the function page's answer, then the show's); should it not answer, the order's venue name
 * and the tenant's default length.
 */
const CalendarLink = (link: CalendarLinkProps) => {
  const { idFuncion } = link.performance
  const performance = usePageQuery(performanceQuery(idFuncion))
  if (performance.status === "loading") return null
  if (performance.status === "failure") return <CalendarDownload {...link} venue={null} showMinutes={null} />
  return (
    <WithShowLength
      {...link}
      idEspectaculoCartel={performance.data.idEspectaculoCartel}
      venue={performance.data.oEstablecimiento}
    />
  )
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
      <CalendarLink
        order={order}
        performance={performance}
        description={t("checkout.confirm.calendarDescription", { order: order.idPedido, places: places.join("; ") })}
      />
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

/** "Pagaste $ 99.000 con Mercado Pago": the amount and the means of payment, as the order records them. */
const PaidWith = ({ order }: { readonly order: Order }) => {
  const t = useT()
  const price = useFormatPrice()
  const amount = price(order.fTotalPagado)
  if (order.cUltimos4 !== null)
    return <p data-testid="paid-with">{t("checkout.confirm.paidWithCard", { amount, last4: order.cUltimos4 })}</p>
  if (order.cMedioDePago === undefined) return null
  return <p data-testid="paid-with">{t("checkout.confirm.paidWith", { amount, means: order.cMedioDePago })}</p>
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
      <PaidWith order={order} />
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
