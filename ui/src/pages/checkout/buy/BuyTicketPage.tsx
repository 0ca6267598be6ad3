import type { CheckoutStep } from "@boleteria/core"
import { useEffect, useRef } from "react"
import { useCheckout, useT } from "../../../app/ShopContext.js"
import { DeliveryStep } from "../delivery/DeliveryStep.js"
import { ExtraProductsStep } from "../extras/ExtraProductsStep.js"
import { PaymentStep } from "../payment/PaymentStep.js"
import { CheckoutDraftProvider } from "../amounts/CheckoutDraft.js"
import * as styles from "../checkout.css.js"
import { CartSummary } from "./CartSummary.js"
import { CheckoutTurnClock } from "./CheckoutTurnClock.js"
import { NoPurchase } from "./NoPurchase.js"
import { PurchaseClock } from "./PurchaseClock.js"
import { SeatsStep } from "./SeatsStep.js"
import { Steps, type StepName } from "./Steps.js"

/** Moves focus to the new step's heading when the step changes (not on arrival), for screen readers. */
const useFocusOnStepChange = (step: StepName) => {
  const region = useRef<HTMLDivElement>(null)
  const first = useRef(true)
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    region.current?.querySelector<HTMLElement>("h2")?.focus()
  }, [step])
  return region
}

interface Props {
  /** The purchase the address names (/BuyTicket/{id} or ?idProcesoDeCompra=), if it names one. */
  readonly requestedId: number | null
}

/** The step the page shows for the checkout's: verifying a payment happens on the payment step. */
const stepShown = (step: CheckoutStep): StepName =>
  step === "verifying" ? "payment" : step === "none" ? "seats" : step

/**
 * The timed purchase (SPEC §2 BuyTicket): held seats, delivery, extra products and payment, as
 * the checkout machine's step says, beside the purchase summary and its clock.
 */
export const BuyTicketPage = ({ requestedId }: Props) => {
  const t = useT()
  const checkout = useCheckout()
  const id = checkout.idProcesoDeCompra
  const step = stepShown(checkout.step)
  const region = useFocusOnStepChange(step)

  if (id === null || (requestedId !== null && requestedId !== id)) return <NoPurchase />
  return (
    <CheckoutDraftProvider idProcesoDeCompra={id}>
      <div className={styles.page}>
        <header className={styles.pageHeader}>
          <h1 className={styles.title}>{t("checkout.title")}</h1>
          <PurchaseClock />
        </header>
        <CheckoutTurnClock />
        <Steps current={step} />
        <div className={styles.layout}>
          <div ref={region}>
            {step === "seats" && <SeatsStep />}
            {step === "delivery" && <DeliveryStep idProcesoDeCompra={id} />}
            {step === "extras" && <ExtraProductsStep idProcesoDeCompra={id} onDone={checkout.confirmExtras} />}
            {step === "payment" && <PaymentStep idProcesoDeCompra={id} />}
          </div>
          <CartSummary canChange={checkout.step !== "verifying"} />
        </div>
      </div>
    </CheckoutDraftProvider>
  )
}
