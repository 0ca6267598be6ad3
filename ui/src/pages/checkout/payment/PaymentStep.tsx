import type { PaymentProviderGroup } from "@boleteria/core"
import { useCallback, useEffect, useState } from "react"
import { useCheckout, useServices, useT } from "../../../app/ShopContext.js"
import { useDelivery, usePaymentVerification } from "../checkoutMachines.js"
import { useApiQuery } from "../../../app/useApiQuery.js"
import { SkeletonLines } from "../Skeleton.js"
import * as styles from "../checkout.css.js"
import { CreatePaymentLink } from "../link/CreatePaymentLink.js"
import { CardForm } from "./CardForm.js"
import { paymentChoicesOf } from "./paymentChoices.js"
import { PaymentMethodChoice } from "./PaymentMethodChoice.js"
import { VerificationStatus } from "./VerificationStatus.js"
import { WalletPayment } from "./WalletPayment.js"
import { CheckoutRetry } from "../CheckoutRetry.js"

/** Paying: the method (the card form, or a wallet), and the verification of the charge. */
export const PaymentStep = ({ idProcesoDeCompra }: { readonly idProcesoDeCompra: number }) => {
  const t = useT()
  const checkout = useCheckout()
  const delivery = useDelivery()
  const verification = usePaymentVerification()
  const { tab } = useServices()
  // The tab's own call: it carries the key this tab holds for the purchase.
  const methods = useApiQuery(`paymentMethods2:${idProcesoDeCompra}`, () =>
    tab.purchaseCalls(idProcesoDeCompra).paymentMethods(),
  )
  // The methods asked again (in another language) keep the card form as it is, typed card and all.
  const [lastMethods, setLastMethods] = useState<ReadonlyArray<PaymentProviderGroup> | null>(null)
  const loaded = methods.status === "success" ? methods.data : null
  useEffect(() => {
    if (loaded !== null) setLastMethods(loaded)
  }, [loaded])
  const groups = loaded ?? lastMethods
  const offered = groups === null ? null : paymentChoicesOf(groups)
  const [method, setMethod] = useState<number | null>(null)
  const firstMethod = offered?.find((choice) => choice.group.lDisponible)?.nFormaDePago ?? null
  useEffect(() => {
    if (method === null && firstMethod !== null) setMethod(firstMethod)
  }, [method, firstMethod])
  const chosen = offered?.find((choice) => choice.nFormaDePago === method) ?? null
  const firstCard = offered?.find((choice) => choice.group.cFlujo === "TARJETA" && choice.group.lDisponible) ?? null
  // From a wallet's promotion notice to the card form: focus follows to the card number (never lost).
  const [cardAsked, setCardAsked] = useState(false)
  const chooseCard = useCallback(() => {
    if (firstCard === null) return
    setMethod(firstCard.nFormaDePago)
    setCardAsked(true)
  }, [firstCard])
  const cardChosen = chosen !== null && chosen.group.cFlujo === "TARJETA"
  useEffect(() => {
    if (!cardAsked || !cardChosen) return
    setCardAsked(false)
    document.querySelector<HTMLInputElement>("input[name='cardNumber']")?.focus()
  }, [cardAsked, cardChosen])
  // While a wallet payment waits (its QR, its page), the method stays as it is.
  const [walletBusy, setWalletBusy] = useState(false)

  // An earlier purchase's payment may still show its outcome; only this purchase's counts here.
  const payment =
    verification.idProcesoDeCompra === idProcesoDeCompra && verification.phase !== "idle" ? verification : null
  const canPay = checkout.step === "payment"

  return (
    <section className={styles.section} aria-labelledby="payment-title">
      <h2 id="payment-title" className={styles.sectionTitle} tabIndex={-1}>
        {t("checkout.payment.title")}
      </h2>
      {delivery.chosen !== null && (
        <div className={styles.spread}>
          <span>{t("checkout.payment.delivery", { name: delivery.chosen.cNombre })}</span>
          <button
            type="button"
            className={styles.linkButton}
            onClick={checkout.chooseDelivery}
            disabled={!canPay || walletBusy}
          >
            {t("checkout.payment.changeDelivery")}
          </button>
        </div>
      )}
      <div aria-live="polite">{payment !== null && <VerificationStatus view={payment} />}</div>
      {offered === null && methods.status === "loading" && (
        <SkeletonLines label={t("checkout.payment.loadingMethods")} />
      )}
      {methods.status === "failure" && <CheckoutRetry failure={methods.error} onRetry={methods.reload} />}
      {offered !== null && (
        <>
          <PaymentMethodChoice
            choices={offered}
            chosen={method}
            onChoose={setMethod}
            disabled={!canPay || walletBusy}
          />
          {/* The panel follows the radios: Tab reaches it; choosing (arrow keys) never moves focus (WCAG 3.2.2). */}
          <div>
            {chosen !== null && chosen.group.cFlujo !== "TARJETA" ? (
              <WalletPayment
                key={chosen.nFormaDePago}
                idProcesoDeCompra={idProcesoDeCompra}
                choice={chosen}
                canPay={canPay}
                onBusy={setWalletBusy}
                onChooseCard={chooseCard}
              />
            ) : (
              <section className={styles.section} aria-labelledby="card-payment-title">
                <h3 id="card-payment-title" className={styles.sectionTitle} tabIndex={-1}>
                  {t("checkout.payment.cardTitle")}
                </h3>
                <CardForm idProcesoDeCompra={idProcesoDeCompra} nFormaDePago={method} canPay={canPay} />
                <CreatePaymentLink idProcesoDeCompra={idProcesoDeCompra} nFormaDePago={method} canCreate={canPay} />
              </section>
            )}
          </div>
        </>
      )}
    </section>
  )
}
