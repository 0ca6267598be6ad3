import { paymentMessageOf, type ApiFailure, type PaymentStatus } from "@boleteria/core"
import { useState } from "react"
import { useCheckout, useT } from "../../../app/ShopContext.js"
import { ApiFailureMessage } from "../../../components/ApiFailureMessage.js"
import { Button } from "../../../components/Button.js"
import { ShopLink } from "../../../components/ShopLink.js"
import { useWalletSettlement } from "../payment/useWalletSettlement.js"
import * as styles from "../checkout.css.js"

type Answer =
  | { readonly kind: "waiting" }
  | { readonly kind: "declined"; readonly status: PaymentStatus }
  | { readonly kind: "failed"; readonly failure: ApiFailure }

/**
 * Back from a wallet's page in a tab that reloaded on the way (docs/payments.md step 6): the tab
 * follows the payment until the wallet's notification settled it. An approval goes to the payment
 * verification as paid elsewhere, so the checkout ends at payConfirm as after a card; a decline says
 * why and leads back to the payment step, where the places are still held.
 */
export const WalletReturnStatus = ({ idProcesoDeCompra }: { readonly idProcesoDeCompra: number }) => {
  const t = useT()
  const checkout = useCheckout()
  const [answer, setAnswer] = useState<Answer>({ kind: "waiting" })
  useWalletSettlement(
    idProcesoDeCompra,
    answer.kind === "waiting",
    (status) => setAnswer({ kind: "declined", status }),
    (failure) => setAnswer({ kind: "failed", failure }),
  )
  switch (answer.kind) {
    case "waiting":
      return <p>{t("checkout.provider.walletWaiting")}</p>
    case "failed":
      return (
        <>
          <ApiFailureMessage failure={answer.failure} />
          <div className={styles.actions}>
            <Button kind="secondary" onClick={() => setAnswer({ kind: "waiting" })}>
              {t("checkout.provider.check")}
            </Button>
          </div>
        </>
      )
    case "declined": {
      const reason = paymentMessageOf(answer.status)
      return (
        <>
          <p>{t(answer.status.cEstado === "CANCELADO" ? "payment.cancelled" : "payment.failed")}</p>
          {reason !== null && <p>{t(reason)}</p>}
          <p className={styles.muted}>{t("checkout.payment.wallet.chooseAgain")}</p>
          <div className={styles.actions}>
            {/* Back to paying: the restored checkout goes on from the delivery, which leads to the methods. */}
            <ShopLink to={`/BuyTicket/${idProcesoDeCompra}`} className={styles.link} onClick={checkout.chooseDelivery}>
              {t("checkout.payment.wallet.chooseAnother")}
            </ShopLink>
          </div>
        </>
      )
    }
  }
}
