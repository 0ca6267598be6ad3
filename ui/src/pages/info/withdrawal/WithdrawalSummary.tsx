import type { WithdrawalPreview } from "@boleteria/core"
import { useId } from "react"
import { useT } from "../../../app/ShopContext.js"
import { Button } from "../../../components/Button.js"
import { Dialog } from "../../../components/Dialog.js"
import * as page from "./WithdrawalPage.css.js"
import { useWithdrawalTexts } from "./useWithdrawalTexts.js"

interface Props {
  readonly preview: WithdrawalPreview
  readonly sending: boolean
  readonly onConfirm: () => void
  readonly onKeep: () => void
}

/**
 * What the withdrawal would do, asked in the shop's modal dialog before anything is cancelled:
 * the order, each function and its tickets, the products, how much comes back and where, until
 * when. Escape or "keep" changes nothing; focus goes back to the button that opened it.
 */
export const WithdrawalSummary = ({ preview, sending, onConfirm, onKeep }: Props) => {
  const t = useT()
  const texts = useWithdrawalTexts()
  const cancelledId = useId()
  const refundsId = useId()
  return (
    <Dialog
      title={t("info.withdrawal.summary.title", { order: preview.idPedido })}
      // While the withdrawal is under way the shopper waits for its answer: Escape changes nothing then.
      {...(sending ? {} : { onDismiss: onKeep })}
      actions={
        <>
          <Button kind="secondary" onClick={onKeep} disabled={sending}>
            {t("info.withdrawal.summary.keep")}
          </Button>
          <Button onClick={onConfirm} busy={sending}>
            {t(sending ? "info.withdrawal.summary.sending" : "info.withdrawal.summary.confirm")}
          </Button>
        </>
      }
    >
      <div className={page.summary}>
        <p>{t("info.withdrawal.summary.lead")}</p>
        <section aria-labelledby={cancelledId}>
          <h3 id={cancelledId} className={page.summaryHeading}>
            {t("info.withdrawal.summary.cancelled")}
          </h3>
          {preview.listaFuncion.map((line) => (
            <div key={line.idFuncion}>
              <p className={page.summaryFunction}>
                {t("info.withdrawal.summary.function", {
                  show: line.cEspectaculo,
                  venue: line.cEstablecimiento,
                  date: texts.functionDate(line.dFuncion),
                })}
              </p>
              <ul className={page.summaryList}>
                {line.listaEntrada.map((ticket) => (
                  <li key={ticket.idEntrada}>{texts.ticket(ticket)}</li>
                ))}
              </ul>
            </div>
          ))}
          {preview.fTotalProductos > 0 && (
            <p>{t("info.withdrawal.summary.products", { amount: texts.price(preview.fTotalProductos) })}</p>
          )}
        </section>
        <section aria-labelledby={refundsId}>
          <h3 id={refundsId} className={page.summaryHeading}>
            {t("info.withdrawal.summary.refunds")}
          </h3>
          <ul className={page.summaryList}>
            {preview.listaReintegro.map((refund, index) => (
              <li key={index}>{texts.refund(refund)}</li>
            ))}
          </ul>
          {preview.listaReintegro.length > 1 && (
            <p className={page.summaryFunction}>
              {t("info.withdrawal.summary.total", { amount: texts.price(preview.fImporteReintegrado) })}
            </p>
          )}
        </section>
        <p>{t("info.withdrawal.summary.deadline", { date: texts.deadline(preview.dLimite) })}</p>
      </div>
    </Dialog>
  )
}
