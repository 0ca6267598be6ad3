import type { CartLineView, CheckoutAmounts } from "@boleteria/core"
import { useT } from "../../../app/ShopContext.js"
import { ChargeFigure } from "../../../components/ChargeFigure.js"
import { Price } from "../../../components/Price.js"
import { useCheckoutChoices } from "./CheckoutDraft.js"
import * as styles from "./amounts.css.js"

interface Line {
  readonly key: string
  readonly label: string
  readonly amount: number
  /** Shown with a minus sign: it comes off. */
  readonly off?: boolean
  /** A charge (service, delivery, its QR): "Sin cargo" when it costs nothing (core's chargeReading). */
  readonly charge?: boolean
}

/**
 * The parts of what the purchase costs, each once it is chosen (delivery, its QR, extras,
 * instalments), and the total: what Pagar charges.
 */
export const PurchaseTotals = ({ amounts }: { readonly amounts: CheckoutAmounts<CartLineView> }) => {
  const t = useT()
  const { delivery, card } = useCheckoutChoices()
  const lines: ReadonlyArray<Line> = [
    { key: "tickets", label: t("checkout.summary.tickets"), amount: amounts.tickets + amounts.discount },
    ...(amounts.discount > 0
      ? [{ key: "discount", label: t("checkout.summary.discounts"), amount: amounts.discount, off: true }]
      : []),
    { key: "service", label: t("checkout.summary.serviceCharges"), amount: amounts.service, charge: true },
    ...(delivery === null
      ? []
      : [
          {
            key: "delivery",
            label: t("checkout.summary.delivery", { name: delivery.cNombre }),
            amount: amounts.delivery,
            charge: true,
          },
        ]),
    ...(amounts.qr > 0
      ? [{ key: "qr", label: t("checkout.summary.antiFraudQr"), amount: amounts.qr, charge: true }]
      : []),
    ...(amounts.products > 0
      ? [{ key: "products", label: t("checkout.summary.extras"), amount: amounts.products }]
      : []),
    ...(amounts.surcharge > 0 && card?.installments != null
      ? [
          {
            key: "surcharge",
            label: t("checkout.summary.surcharge", {
              count: card.installments.count,
              percent: card.installments.surchargePercent,
            }),
            amount: amounts.surcharge,
          },
        ]
      : []),
  ]
  return (
    <dl className={styles.totals}>
      {lines.map((line) => (
        <div key={line.key} className={styles.totalLine}>
          <dt>{line.label}</dt>
          <dd className={styles.figure}>
            {line.off === true && "−"}
            {line.charge === true ? <ChargeFigure amount={line.amount} /> : <Price amount={line.amount} />}
          </dd>
        </div>
      ))}
      <div className={`${styles.totalLine} ${styles.grandTotal}`} data-testid="purchase-total">
        <dt>{t("checkout.summary.total")}</dt>
        <dd className={styles.figure}>
          <Price amount={amounts.toPay} />
        </dd>
      </div>
    </dl>
  )
}
