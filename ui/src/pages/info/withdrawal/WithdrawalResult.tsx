import type { Withdrawal } from "@boleteria/core"
import { useT } from "../../../app/ShopContext.js"
import { Button } from "../../../components/Button.js"
import { useFormatPrice } from "../../../components/Price.js"
import { ShopLink } from "../../../components/ShopLink.js"
import * as styles from "../contact/ContactForm.css.js"
import * as page from "./WithdrawalPage.css.js"

interface Props {
  readonly withdrawal: Withdrawal
  readonly headingRef: (element: HTMLHeadingElement | null) => void
  readonly onAnother: () => void
}

/** A withdrawn order: its tracking code first (Res. 424/2020), then the refund, the tickets and the credit note. */
export const WithdrawalResult = ({ withdrawal, headingRef, onAnother }: Props) => {
  const t = useT()
  const price = useFormatPrice()
  const amount = price(withdrawal.fImporteReintegrado)
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
        <li>
          {withdrawal.cUltimos4 === null
            ? t("info.withdrawal.done.refund", { amount })
            : t("info.withdrawal.done.refundToCard", { amount, last4: withdrawal.cUltimos4 })}
        </li>
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
