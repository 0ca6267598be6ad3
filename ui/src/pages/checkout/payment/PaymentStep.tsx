import type { PaymentMethod } from "@boleteria/core"
import { useEffect, useState } from "react"
import { useCheckout, useT } from "../../../app/ShopContext.js"
import { useDelivery, usePaymentVerification } from "../checkoutMachines.js"
import { useApiQuery } from "../../../app/useApiQuery.js"
import { ApiFailureMessage } from "../../../components/ApiFailureMessage.js"
import { Button } from "../../../components/Button.js"
import { SkeletonLines } from "../Skeleton.js"
import * as styles from "../checkout.css.js"
import { CardForm } from "./CardForm.js"
import { VerificationStatus } from "./VerificationStatus.js"

/** Paying: the method, the card form, and the verification of the charge. */
export const PaymentStep = ({ idProcesoDeCompra }: { readonly idProcesoDeCompra: number }) => {
  const t = useT()
  const checkout = useCheckout()
  const delivery = useDelivery()
  const verification = usePaymentVerification()
  const methods = useApiQuery(`paymentMethods:${idProcesoDeCompra}`, (api) =>
    api.getPaymentMethods({ path: { idProcesoDeCompra } }),
  )
  // The methods asked again (in another language) keep the card form as it is, typed card and all.
  const [lastMethods, setLastMethods] = useState<ReadonlyArray<PaymentMethod> | null>(null)
  const loaded = methods.status === "success" ? methods.data : null
  useEffect(() => {
    if (loaded !== null) setLastMethods(loaded)
  }, [loaded])
  const offered = loaded ?? lastMethods
  const [method, setMethod] = useState<number | null>(null)
  const firstMethod = offered?.[0]?.nFormaDePago ?? null
  useEffect(() => {
    if (method === null && firstMethod !== null) setMethod(firstMethod)
  }, [method, firstMethod])

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
          <button type="button" className={styles.linkButton} onClick={checkout.chooseDelivery} disabled={!canPay}>
            {t("checkout.payment.changeDelivery")}
          </button>
        </div>
      )}
      <div aria-live="polite">{payment !== null && <VerificationStatus view={payment} />}</div>
      {offered === null && methods.status === "loading" && (
        <SkeletonLines label={t("checkout.payment.loadingMethods")} />
      )}
      {methods.status === "failure" && (
        <div className={styles.actions}>
          <ApiFailureMessage failure={methods.error} />
          <Button kind="secondary" onClick={methods.reload}>
            {t("checkout.retry")}
          </Button>
        </div>
      )}
      {offered !== null && (
        <>
          <fieldset className={styles.choices} disabled={!canPay}>
            <legend className={styles.choicesLegend}>{t("checkout.payment.method")}</legend>
            {offered.map((option) => (
              <label key={option.nFormaDePago} className={styles.option}>
                <input
                  type="radio"
                  name="payment-method"
                  className={styles.optionInput}
                  checked={method === option.nFormaDePago}
                  onChange={() => setMethod(option.nFormaDePago)}
                />
                <span className={styles.optionTitle}>{option.cNombre}</span>
              </label>
            ))}
          </fieldset>
          <CardForm idProcesoDeCompra={idProcesoDeCompra} nFormaDePago={method} canPay={canPay} />
        </>
      )}
    </section>
  )
}
