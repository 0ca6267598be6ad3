import {
  isLinkPaymentUnsettled,
  paymentLinkConfirmationPath,
  paymentLinkTokenOf,
  type PaymentLinkView,
} from "@boleteria/core"
import { useCallback, useEffect, useMemo, useState } from "react"
import { useLocation, useSearch } from "wouter"
import { useT } from "../../../app/ShopContext.js"
import { useApiQuery } from "../../../app/useApiQuery.js"
import { DraftProvider } from "../amounts/CheckoutDraft.js"
import { CardForm } from "../payment/CardForm.js"
import type { InstallmentsCall } from "../payment/useInstallments.js"
import { SkeletonLines } from "../Skeleton.js"
import * as styles from "../checkout.css.js"
import { LinkClock } from "./LinkClock.js"
import { linkLinesOf } from "./linkLines.js"
import { LinkPaymentStatus } from "./LinkPaymentStatus.js"
import { LinkProblem, linkProblemOf } from "./LinkProblem.js"
import { LinkSummary } from "./LinkSummary.js"
import { byLink, useLinkPayment } from "./useLinkPayment.js"
import { CheckoutRetry } from "../CheckoutRetry.js"

interface LinkProps {
  readonly idProcesoDeCompra: number
  readonly token: string
}

/** The purchase, its clock and the card form: paying ends at /payConfirmLinkPago. */
const LinkToPay = ({ idProcesoDeCompra, token, view }: LinkProps & { readonly view: PaymentLinkView }) => {
  const t = useT()
  const [, navigate] = useLocation()
  const payment = useLinkPayment(idProcesoDeCompra, token, view.oPago)
  const [timeUp, setTimeUp] = useState(false)
  const endTime = useCallback(() => setTimeUp(true), [])
  const paid = payment.phase === "successful" || payment.phase === "pendingConfirmation"
  useEffect(() => {
    if (paid) navigate(paymentLinkConfirmationPath(idProcesoDeCompra, token), { replace: true })
  }, [paid, navigate, idProcesoDeCompra, token])
  const askInstallments = useCallback<InstallmentsCall>(
    ({ api }, card) =>
      api.getPaymentLinkInstallments({
        ...byLink(card.idProcesoDeCompra, token),
        path: { idProcesoDeCompra: card.idProcesoDeCompra, cardBin: card.cardBin },
      }),
    [token],
  )
  const lines = useMemo(() => linkLinesOf(view.listaFuncion), [view.listaFuncion])
  const canPay = !timeUp && !paid && !isLinkPaymentUnsettled(payment.phase) && payment.phase !== "delayed"
  return (
    <DraftProvider lines={lines} savedDelivery={view.oEntregaTipo} savedProducts={view.listaProducto}>
      <div className={styles.page}>
        <header className={styles.pageHeader}>
          <h1 className={styles.title}>{t("checkout.link.page.title")}</h1>
          <LinkClock secondsAtAnswer={view.nSegundosRestantes} onTimeUp={endTime} />
        </header>
        <p>{t("checkout.link.page.lead")}</p>
        <div className={styles.layout}>
          <section className={styles.section} aria-labelledby="link-payment-title">
            <h2 id="link-payment-title" className={styles.sectionTitle}>
              {t("checkout.payment.title")}
            </h2>
            <p>{t("checkout.payment.delivery", { name: view.oEntregaTipo.cNombre })}</p>
            <div aria-live="polite">{payment.phase !== "idle" && <LinkPaymentStatus payment={payment} />}</div>
            {timeUp ? (
              <p role="alert">{t("checkout.link.page.timeUp")}</p>
            ) : (
              <>
                <p className={styles.muted}>{t("checkout.link.page.emailHint")}</p>
                <CardForm
                  idProcesoDeCompra={idProcesoDeCompra}
                  nFormaDePago={view.oFormaDePago.nFormaDePago}
                  canPay={canPay}
                  pay={payment.pay}
                  askInstallments={askInstallments}
                />
              </>
            )}
          </section>
          <LinkSummary view={view} />
        </div>
      </div>
    </DraftProvider>
  )
}

const LinkLoader = ({ idProcesoDeCompra, token }: LinkProps) => {
  const t = useT()
  const [, navigate] = useLocation()
  const view = useApiQuery(`paymentLink:${idProcesoDeCompra}:${token}`, (api) =>
    api.getPaymentLink(byLink(idProcesoDeCompra, token)),
  )
  const alreadyPaid = view.status === "success" && view.data.cEstado === "PAGADO"
  useEffect(() => {
    if (alreadyPaid) navigate(paymentLinkConfirmationPath(idProcesoDeCompra, token), { replace: true })
  }, [alreadyPaid, navigate, idProcesoDeCompra, token])
  if (view.status === "success" && !alreadyPaid)
    return <LinkToPay idProcesoDeCompra={idProcesoDeCompra} token={token} view={view.data} />
  const problem = view.status === "failure" ? linkProblemOf(view.error) : null
  if (problem !== null) return <LinkProblem kind={problem} />
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t("checkout.link.page.title")}</h1>
      {view.status === "failure" ? (
        <CheckoutRetry failure={view.error} onRetry={view.reload} />
      ) : (
        <SkeletonLines count={3} label={t("checkout.link.page.loading")} />
      )}
    </div>
  )
}

/**
 * /linkPago/{idProcesoDeCompra}?clave=…: a purchase paid by whoever holds its link, without
 * signing in (docs/payment-links.md). An address without the token is no link.
 */
export const PaymentLinkPage = ({ idProcesoDeCompra }: { readonly idProcesoDeCompra: number | null }) => {
  const token = paymentLinkTokenOf(useSearch())
  if (idProcesoDeCompra === null || token === null) return <LinkProblem kind="unknown" />
  return <LinkLoader idProcesoDeCompra={idProcesoDeCompra} token={token} />
}
