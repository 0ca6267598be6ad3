import { refundDestinationOf, type Withdrawal, type WithdrawalRefund } from "@boleteria/core"
import { useT } from "../../../app/ShopContext.js"
import { Button } from "../../../components/Button.js"
import { ShopLink } from "../../../components/ShopLink.js"
import * as styles from "../contact/ContactForm.css.js"
import * as page from "./WithdrawalPage.css.js"
import { useWithdrawalTexts } from "./useWithdrawalTexts.js"

interface Props {
  readonly withdrawal: Withdrawal
  readonly headingRef: (element: HTMLHeadingElement | null) => void
  readonly onAnother: () => void
}

/** Where one refund goes: the same card by its last 4 digits, or the shopper's account at the wallet that took the money. */
const useRefundLine = () => {
  const t = useT()
  const { price } = useWithdrawalTexts()
  return (refund: WithdrawalRefund) => {
    const amount = price(refund.fImporte)
    const destination = refundDestinationOf(refund)
    switch (destination.to) {
      case "card":
        return t("info.withdrawal.done.refundToCard", { amount, last4: destination.last4 })
      case "wallet":
        return t("info.withdrawal.done.refundToWallet", { amount, provider: destination.provider })
      case "paymentMethod":
        return t("info.withdrawal.done.refund", { amount })
    }
  }
}

/** A withdrawn order: its tracking code first (Res. 424/2020), then each refund, the tickets and the credit note. */
export const WithdrawalResult = ({ withdrawal, headingRef, onAnother }: Props) => {
  const t = useT()
  const refundLine = useRefundLine()
  return (
    <section className={styles.panel} aria-labelledby="withdrawal-result">
      <div className={styles.heading}>
        <h2 id="withdrawal-result" ref={headingRef} tabIndex={-1} className={page.resultHeading}>
          {t("info.withdrawal.done.title")}
        </h2>
        <p className={styles.intro}>{t("info.withdrawal.done.order", { order: withdrawal.idPedido })}</p>
      </div>
      <p className={page.code}>{t("info.withdrawal.done.code", { code: withdrawal.cCodigoSeguimiento })}</p>
      <p>{t("info.withdrawal.done.codeHint")}</p>
      <ul className={page.facts}>
        {withdrawal.listaReintegro.map((refund, index) => (
          <li key={index}>{refundLine(refund)}</li>
        ))}
        <li>{t("info.withdrawal.done.ticketsVoid")}</li>
        <li>{t("info.withdrawal.done.creditNote", { reference: withdrawal.oNotaDeCredito.cReferencia })}</li>
      </ul>
      <div className={styles.actions}>
        <ShopLink to="/myOrders">{t("info.withdrawal.done.myOrders")}</ShopLink>
        <Button kind="secondary" onClick={onAnother}>
          {t("info.withdrawal.done.another")}
        </Button>
      </div>
    </section>
  )
}
