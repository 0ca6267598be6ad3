import { paymentMessageOf, type LinkPaymentPhase } from "@boleteria/core"
import { useT } from "../../../app/ShopContext.js"
import { useApiFailureText } from "../../../components/ApiFailureMessage.js"
import { Button } from "../../../components/Button.js"
import * as checkoutStyles from "../checkout.css.js"
import * as styles from "../payment/VerificationStatus.css.js"
import type { LinkPayment } from "./useLinkPayment.js"

const TONE: Record<LinkPaymentPhase, keyof typeof styles.panel> = {
  idle: "progress",
  verifying: "progress",
  processing: "progress",
  awaiting3ds: "waiting",
  successful: "good",
  pendingConfirmation: "waiting",
  delayed: "waiting",
  failed: "bad",
  cancelled: "bad",
}

const HEADLINE: Record<LinkPaymentPhase, string> = {
  idle: "payment.verifying",
  verifying: "payment.verifying",
  processing: "payment.processing",
  awaiting3ds: "payment.threeDs.required",
  successful: "payment.successful",
  pendingConfirmation: "payment.pendingConfirmation",
  delayed: "payment.delayed",
  failed: "payment.failed",
  cancelled: "payment.cancelled",
}

/** Where a payment by link stands (SPEC §4 payment outcomes), and what the payer can do about it. */
export const LinkPaymentStatus = ({ payment }: { readonly payment: LinkPayment }) => {
  const t = useT()
  const failureText = useApiFailureText()
  const { phase, status } = payment
  const isBad = phase === "failed" || phase === "cancelled"
  const reason = status === null ? null : paymentMessageOf(status)
  return (
    <div className={styles.panel[TONE[phase]]}>
      <p className={styles.headline}>{t(HEADLINE[phase])}</p>
      {(phase === "verifying" || phase === "processing") && (
        <progress
          className={styles.progress}
          max={payment.maxPolls}
          value={payment.polls}
          aria-label={t("payment.progress", { polls: payment.polls, max: payment.maxPolls })}
        />
      )}
      {phase === "awaiting3ds" && status?.cUrl3DS != null && (
        <>
          <p className={checkoutStyles.muted}>{t("payment.threeDs.explain")}</p>
          <a href={status.cUrl3DS} target="_blank" rel="noopener" className={checkoutStyles.link}>
            {t("payment.threeDs.open")}
          </a>
        </>
      )}
      {isBad && payment.failure !== null && <p>{failureText(payment.failure)}</p>}
      {isBad && payment.failure === null && reason !== null && <p>{t(reason)}</p>}
      {isBad && status?.cUltimos4 != null && (
        <p className={checkoutStyles.muted}>{t("payment.cardMessage", { last4: status.cUltimos4 })}</p>
      )}
      {isBad && <p className={checkoutStyles.muted}>{t("payment.payAgain")}</p>}
      {phase === "delayed" && (
        <>
          <p className={checkoutStyles.muted}>{t("payment.delayedExplain")}</p>
          <div className={checkoutStyles.actions}>
            <Button onClick={payment.retry}>{t("payment.retry")}</Button>
          </div>
        </>
      )}
    </div>
  )
}
