import { formatFunctionDate, paymentLinkPath, paymentLinkTokenOf, type PaymentLinkView } from "@boleteria/core"
import { useSearch } from "wouter"
import { useLocale, useT } from "../../../app/ShopContext.js"
import { useApiQuery } from "../../../app/useApiQuery.js"
import { ApiFailureMessage } from "../../../components/ApiFailureMessage.js"
import { Price } from "../../../components/Price.js"
import { SkeletonLines } from "../Skeleton.js"
import { ResultPage } from "../results/ResultPage.js"
import * as styles from "../results/ResultPage.css.js"
import { LinkProblem, linkProblemOf } from "./LinkProblem.js"
import { byLink } from "./useLinkPayment.js"

const placeName = (
  t: ReturnType<typeof useT>,
  place: PaymentLinkView["listaFuncion"][number]["listaPosicion"][number],
) =>
  place.cFila === null || place.cButaca === null
    ? place.cSector
    : t("checkout.summary.seat", { sector: place.cSector, row: place.cFila, seat: place.cButaca })

/** What the link paid for: order, shows, places, amount, card, delivery. */
const LinkRecap = ({ view }: { readonly view: PaymentLinkView }) => {
  const t = useT()
  const locale = useLocale()
  const payment = view.oPago
  const pending = payment?.cEstado === "PENDIENTE_CONFIRMACION"
  return (
    <>
      <p role="status">{t(pending ? "payment.pendingConfirmation" : "payment.successful")}</p>
      {payment?.idPedido != null && <p>{t("checkout.confirm.order", { order: payment.idPedido })}</p>}
      <p>{t("checkout.link.confirm.eticket")}</p>
      {view.listaFuncion.map((line) => (
        <section key={line.idFuncion} className={styles.recapPart} aria-labelledby={`link-recap-${line.idFuncion}`}>
          <h2 id={`link-recap-${line.idFuncion}`} className={styles.recapTitle}>
            {line.oEspectaculo.cEspectaculoCartelNombre}
          </h2>
          <p>{line.oEspectaculo.cEstablecimientoNombre}</p>
          <p>{formatFunctionDate(line.oFuncionFecha, locale)}</p>
          <ul
            className={styles.recapList}
            aria-label={t("checkout.confirm.placesOf", { show: line.oEspectaculo.cEspectaculoCartelNombre })}
          >
            {line.listaPosicion.map((place) => (
              <li key={place.idPosicion}>{placeName(t, place)}</li>
            ))}
          </ul>
        </section>
      ))}
      <dl className={styles.recapFacts}>
        {view.fMontoPagado !== null && (
          <div className={styles.recapFact}>
            <dt>{t("checkout.confirm.paid")}</dt>
            <dd data-testid="amount-paid">
              <Price amount={view.fMontoPagado} />
            </dd>
          </div>
        )}
        {payment?.cUltimos4 != null && (
          <div className={styles.recapFact}>
            <dt>{t("checkout.confirm.card")}</dt>
            <dd>{t("checkout.confirm.cardEnding", { last4: payment.cUltimos4 })}</dd>
          </div>
        )}
        <div className={styles.recapFact}>
          <dt>{t("checkout.confirm.delivery")}</dt>
          <dd>{view.oEntregaTipo.cNombre}</dd>
        </div>
      </dl>
    </>
  )
}

const LinkConfirmation = ({
  idProcesoDeCompra,
  token,
}: {
  readonly idProcesoDeCompra: number
  readonly token: string
}) => {
  const t = useT()
  const view = useApiQuery(`paymentLink:${idProcesoDeCompra}:${token}:paid`, (api) =>
    api.getPaymentLink(byLink(idProcesoDeCompra, token)),
  )
  const problem = view.status === "failure" ? linkProblemOf(view.error) : null
  if (problem !== null) return <LinkProblem kind={problem} />
  const unpaid = view.status === "success" && view.data.cEstado !== "PAGADO"
  return (
    <ResultPage
      title={t(unpaid ? "checkout.link.confirm.unpaidTitle" : "checkout.link.confirm.title")}
      ways={[
        unpaid ? { to: paymentLinkPath(idProcesoDeCompra, token), text: "checkout.link.confirm.backToLink" } : null,
      ]}
    >
      {view.status === "loading" && <SkeletonLines count={3} label={t("checkout.confirm.loading")} />}
      {view.status === "failure" && <ApiFailureMessage failure={view.error} />}
      {view.status === "success" && !unpaid && <LinkRecap view={view.data} />}
      {unpaid && <p>{t("checkout.link.confirm.unpaid")}</p>}
    </ResultPage>
  )
}

const idOf = (text: string | null): number | null => {
  const id = Number(text)
  return text !== null && Number.isInteger(id) && id > 0 ? id : null
}

/**
 * /payConfirmLinkPago?idProcesoDeCompra=…&clave=…: where a payment by link ends. The link names
 * the purchase, so a reload shows the same recap; the payer has no account to find it in.
 */
export const PaymentLinkConfirmPage = () => {
  const search = useSearch()
  const idProcesoDeCompra = idOf(new URLSearchParams(search).get("idProcesoDeCompra"))
  const token = paymentLinkTokenOf(search)
  if (idProcesoDeCompra === null || token === null) return <LinkProblem kind="unknown" />
  return <LinkConfirmation idProcesoDeCompra={idProcesoDeCompra} token={token} />
}
