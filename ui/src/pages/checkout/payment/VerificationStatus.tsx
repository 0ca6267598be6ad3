import type { PaymentVerificationView } from "@boleteria/core"
import { useEffect, useRef, useState } from "react"
import { useT } from "../../../app/ShopContext.js"
import { Button } from "../../../components/Button.js"
import * as checkoutStyles from "../checkout.css.js"
import { PHASE_HEADLINE, PHASE_TONE } from "./paymentPhaseLook.js"
import * as styles from "./VerificationStatus.css.js"

/**
 * The 3-D Secure step opens at the card provider in a new tab; its return page settles the charge.
 * Coming back to this tab tells the verification to look again.
 */
const ThreeDsStep = ({ view }: { readonly view: PaymentVerificationView }) => {
  const t = useT()
  const [opened, setOpened] = useState(false)
  const complete = useRef(view.completeThreeDs)
  useEffect(() => {
    complete.current = view.completeThreeDs
  })
  useEffect(() => {
    if (!opened) return
    const cameBack = () => complete.current()
    window.addEventListener("focus", cameBack)
    return () => window.removeEventListener("focus", cameBack)
  }, [opened])
  return (
    <>
      <p className={checkoutStyles.muted}>{t("payment.threeDs.explain")}</p>
      <div className={checkoutStyles.actions}>
        {view.threeDsUrl !== null && (
          <a
            href={view.threeDsUrl}
            target="_blank"
            rel="noopener"
            className={checkoutStyles.link}
            onClick={() => setOpened(true)}
          >
            {t("payment.threeDs.open")}
          </a>
        )}
        <Button kind="secondary" onClick={view.completeThreeDs}>
          {t("payment.threeDs.done")}
        </Button>
        <Button kind="ghost" onClick={view.cancel}>
          {t("payment.cancelPayment")}
        </Button>
      </div>
    </>
  )
}

/** Where the payment stands (SPEC §4 payment outcomes), with what the shopper can do about it. */
export const VerificationStatus = ({ view }: { readonly view: PaymentVerificationView }) => {
  const t = useT()
  const isBad = view.phase === "failed" || view.phase === "cancelled"
  return (
    <div className={styles.panel[PHASE_TONE[view.phase]]}>
      <p className={styles.headline}>{t(PHASE_HEADLINE[view.phase])}</p>
      {(view.phase === "verifying" || view.phase === "processing") && (
        <>
          <progress
            className={styles.progress}
            max={view.maxPolls}
            value={view.polls}
            aria-label={t("payment.progress", { polls: view.polls, max: view.maxPolls })}
          />
          <p className={checkoutStyles.muted}>{t("payment.progress", { polls: view.polls, max: view.maxPolls })}</p>
          <div className={checkoutStyles.actions}>
            <Button kind="ghost" onClick={view.cancel}>
              {t("payment.cancelPayment")}
            </Button>
          </div>
        </>
      )}
      {view.phase === "awaiting3ds" && <ThreeDsStep view={view} />}
      {isBad && view.message !== null && <p>{t(view.message)}</p>}
      {isBad && view.card !== null && (
        <p className={checkoutStyles.muted}>{t("payment.cardMessage", { last4: view.card.last4 })}</p>
      )}
      {view.canPayAgain && <p className={checkoutStyles.muted}>{t("payment.payAgain")}</p>}
      {view.phase === "delayed" && (
        <>
          <p className={checkoutStyles.muted}>{t("payment.delayedExplain")}</p>
          <div className={checkoutStyles.actions}>
            <Button onClick={view.retry}>{t("payment.retry")}</Button>
          </div>
        </>
      )}
    </div>
  )
}
