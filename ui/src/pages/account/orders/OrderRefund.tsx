import { refundDestinationOf, type OrderRefund as Refund, type OrderWithdrawal } from "@boleteria/core"
import { useT } from "../../../app/ShopContext.js"
import { useFormatPrice } from "../../../components/Price.js"
import * as accountStyles from "../common/AccountPage.css.js"
import { useDateText } from "../common/useDateText.js"
import * as styles from "./Orders.css.js"
import { OrderPart } from "./OrderPart.js"

/** Where one refund goes, as the withdrawal page said it: the same card, the wallet's account, or the means paid with. */
const useDestination = () => {
  const t = useT()
  return (refund: Refund) => {
    const destination = refundDestinationOf(refund)
    switch (destination.to) {
      case "card":
        return t("account.orders.refund.toCard", { last4: destination.last4 })
      case "wallet":
        return t("account.orders.refund.toWallet", { provider: destination.provider })
      case "paymentMethod":
        return t("account.orders.refund.toPaymentMethod")
    }
  }
}

/**
 * A withdrawn order's refund, for as long as the order is listed (the withdrawal page says it only
 * once): its tracking code, when it was asked for, and each refund's amount, destination and state.
 */
export const OrderRefund = ({ withdrawal }: { readonly withdrawal: OrderWithdrawal }) => {
  const t = useT()
  const price = useFormatPrice()
  const dates = useDateText()
  const destination = useDestination()
  const fact = (name: string, term: string, value: string) => (
    <div key={name} className={accountStyles.fact}>
      <dt className={accountStyles.term}>{term}</dt>
      <dd className={accountStyles.value}>{value}</dd>
    </div>
  )
  return (
    <OrderPart title={t("account.orders.refund.title")} className={styles.refund}>
      <dl className={accountStyles.facts}>
        {fact("code", t("account.orders.refund.code"), withdrawal.cCodigoSeguimiento)}
        {fact("requested", t("account.orders.refund.requested"), dates.instant(withdrawal.dSolicitud))}
        {fact("amount", t("account.orders.refund.amount"), price(withdrawal.fImporteReintegrado))}
      </dl>
      <ul className={accountStyles.list}>
        {withdrawal.listaReintegro.map((refund, index) => (
          <li key={index}>
            <dl className={accountStyles.facts}>
              {fact("destination", t("account.orders.refund.destination"), destination(refund))}
              {withdrawal.listaReintegro.length > 1 &&
                fact("part", t("account.orders.refund.amount"), price(refund.fImporte))}
              {fact("state", t("account.orders.refund.state"), t(`account.orders.refund.states.${refund.cEstado}`))}
            </dl>
          </li>
        ))}
      </ul>
    </OrderPart>
  )
}
