import { paymentMessageOf } from "@boleteria/core"
import { useT } from "../../../app/ShopContext.js"
import { useApiFailureText } from "../../../components/ApiFailureMessage.js"
import { Button } from "../../../components/Button.js"
import * as checkoutStyles from "../checkout.css.js"
import * as styles from "../payment/VerificationStatus.css.js"
import { PHASE_HEADLINE, PHASE_TONE } from "../payment/paymentPhaseLook.js"
import type { LinkPayment } from "./useLinkPayment.js"

/** Where a payment by link stands (SPEC §4 payment outcomes), and what the payer can do about it. */
export const LinkPaymentStatus = ({ payment }: { readonly payment: LinkPayment }) => {
  const t = useT()
  const failureText = useApiFailureText()
  const { phase, status } = payment
  const isBad = phase === "failed" || phase === "cancelled"
  const reason = status === null ? null : paymentMessageOf(status)
  return (
    <div className={styles.panel[PHASE_TONE[phase]]}>
      <p className={styles.headline}>{t(PHASE_HEADLINE[phase])}</p>
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
