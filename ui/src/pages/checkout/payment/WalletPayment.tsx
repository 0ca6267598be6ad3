import { paymentMessageOf, WALLET_CARD_BIN, type PaymentStatus, type ProviderAction } from "@boleteria/core"
import { useEffect, useRef, useState } from "react"
import { useT } from "../../../app/ShopContext.js"
import { ApiFailureMessage } from "../../../components/ApiFailureMessage.js"
import { Button } from "../../../components/Button.js"
import { useFormatPrice } from "../../../components/Price.js"
import { succeeded, useApiAction } from "../../../components/form/useApiAction.js"
import { usePaymentVerification } from "../checkoutMachines.js"
import * as styles from "../checkout.css.js"
import { useCardAmounts, useFullPriceAgreement } from "./cardAmounts.js"
import type { PaymentChoice } from "./paymentChoices.js"
import { PromotionDropNotice } from "./PromotionDropNotice.js"
import { useWalletNavigation } from "./walletNavigation.js"
import { useWalletSettlement } from "./useWalletSettlement.js"

/** Where a wallet payment stands in this tab. */
type Stage =
  | { readonly step: "ready" }
  | { readonly step: "starting" }
  /** The tab is on its way to the wallet's page. */
  | { readonly step: "leaving" }
  /** The QR code is shown; the wallet's app (or its sandbox page) decides, unless the shopper cancels. */
  | { readonly step: "scanning"; readonly action: ProviderAction; readonly cancelling: boolean }

/** A wallet's last answer that was no payment: its headline and reason, as message keys (or the wallet's words). */
interface Declined {
  readonly headline: string
  readonly reason: string | null
}

const declinedOf = (status: PaymentStatus): Declined => ({
  headline: status.cEstado === "CANCELADO" ? "payment.cancelled" : "payment.failed",
  reason: paymentMessageOf(status),
})

const WAITING_TEXT: Partial<Record<Stage["step"], string>> = {
  starting: "checkout.payment.wallet.starting",
  leaving: "checkout.payment.wallet.leaving",
  scanning: "checkout.payment.wallet.waiting",
}

interface Props {
  readonly idProcesoDeCompra: number
  readonly choice: PaymentChoice
  /** False while a card payment of this purchase is being verified. */
  readonly canPay: boolean
  /** A wallet payment is under way: the step keeps the method choice until it ends. */
  readonly onBusy: (busy: boolean) => void
  /** The shopper would rather pay with a card of a bank promotion the wallet does not keep. */
  readonly onChooseCard: () => void
}

/**
 * Paying with a wallet (docs/payments.md): Cobrar2 starts the payment; a redirect wallet (Mercado
 * Pago…) takes the whole tab to its page, which sends it back to the return page; a QR wallet
 * (MODO) shows its code here while this tab follows the payment. The wallet's approval reaches the
 * payment verification as paid elsewhere; a decline comes back here with its reason.
 */
export const WalletPayment = ({ idProcesoDeCompra, choice, canPay, onBusy, onChooseCard }: Props) => {
  const t = useT()
  const price = useFormatPrice()
  // Priced as the server charges a wallet (core's WALLET_CARD_BIN): a bank promotion gives way, once agreed.
  const amounts = useCardAmounts(WALLET_CARD_BIN, null)
  const fullPrice = useFullPriceAgreement(WALLET_CARD_BIN, amounts, "payment.fullPriceNotAgreedWallet")
  const notice = useRef<HTMLDivElement>(null)
  const action = useApiAction()
  const navigate = useWalletNavigation()
  const verification = usePaymentVerification()
  const [stage, setStage] = useState<Stage>({ step: "ready" })
  const [declined, setDeclined] = useState<Declined | null>(null)
  const provider = choice.cNombre
  const purchase = { path: { idProcesoDeCompra } }
  const heading = useRef<HTMLHeadingElement>(null)
  const focusHeading = () => heading.current?.focus()

  const busy = stage.step !== "ready"
  useEffect(() => onBusy(busy), [busy, onBusy])
  useEffect(() => () => onBusy(false), [onBusy])

  /** The payment ended without paying: back to the choice, the reason said (and announced). */
  const endDeclined = (status: PaymentStatus) => {
    setDeclined(declinedOf(status))
    setStage({ step: "ready" })
    focusHeading()
  }
  useWalletSettlement(idProcesoDeCompra, stage.step === "scanning", endDeclined)

  const follow = (status: PaymentStatus) => {
    const next = status.oAccionProveedor ?? null
    if (next?.cTipo === "REDIRECCION") {
      setStage({ step: "leaving" })
      return navigate(next.cUrl)
    }
    if (next?.cTipo === "QR") return setStage({ step: "scanning", action: next, cancelling: false })
    setStage({ step: "ready" })
    if (status.cEstado === "APROBADO" || status.cEstado === "PENDIENTE_CONFIRMACION")
      return verification.paidElsewhere(status)
    endDeclined(status)
  }

  const start = async () => {
    // The full price is confirmed here, before the wallet's page shows it (as the card form asks).
    if (!fullPrice.submit()) return notice.current?.querySelector<HTMLInputElement>("input")?.focus()
    setDeclined(null)
    setStage({ step: "starting" })
    const body = { nFormaDePago: choice.nFormaDePago, ...(fullPrice.needed ? { lSinPromocion: true } : {}) }
    const status = await action.run((api) => api.chargeWallet({ ...purchase, body }))
    if (status === null) return setStage({ step: "ready" })
    follow(status)
  }

  /** Another method: the wallet's payment is cancelled first, so it can no longer take the money. */
  const cancel = async (scanning: ProviderAction) => {
    setStage({ step: "scanning", action: scanning, cancelling: true })
    const done = await action.run((api) => succeeded(api.cancelCharge(purchase)))
    // Not cancelled (the wallet approved meanwhile, say): the payment is followed on.
    if (done === null) return setStage({ step: "scanning", action: scanning, cancelling: false })
    setDeclined({ headline: "payment.cancelled", reason: "payment.reasons.cancelledByShopper" })
    setStage({ step: "ready" })
    focusHeading()
  }

  const waiting = WAITING_TEXT[stage.step]
  return (
    <section className={styles.section} aria-labelledby={`wallet-${choice.nFormaDePago}-title`}>
      <h3 id={`wallet-${choice.nFormaDePago}-title`} ref={heading} className={styles.sectionTitle} tabIndex={-1}>
        {t("checkout.payment.wallet.heading", { provider })}
      </h3>
      <p className={styles.muted}>
        {choice.group.cFlujo === "QR"
          ? t("checkout.payment.wallet.qrLead", { provider })
          : t("checkout.payment.wallet.redirectLead", { provider })}
      </p>
      <p role="status" className={styles.muted}>
        {waiting === undefined ? "" : t(waiting, { provider })}
      </p>
      {declined !== null && (
        <div role="alert">
          <p>{t(declined.headline)}</p>
          {declined.reason !== null && <p>{t(declined.reason)}</p>}
          <p className={styles.muted}>{t("checkout.payment.wallet.chooseAgain")}</p>
        </div>
      )}
      {action.state.status === "failed" && <ApiFailureMessage failure={action.state.error} />}
      {stage.step === "scanning" ? (
        <ScanQr
          action={stage.action}
          provider={provider}
          cancelling={stage.cancelling}
          onCancel={() => void cancel(stage.action)}
        />
      ) : (
        <>
          {fullPrice.needed && (
            <div ref={notice}>
              <PromotionDropNotice
                wallet={provider}
                amounts={amounts}
                agreed={fullPrice.agreed}
                onAgree={fullPrice.agree}
                error={fullPrice.error}
                onOtherCard={onChooseCard}
              />
            </div>
          )}
          <div className={styles.actions}>
            <Button
              onClick={() => void start()}
              busy={stage.step !== "ready"}
              disabled={!canPay || !choice.group.lDisponible}
              data-testid="wallet-pay-button"
            >
              {t("checkout.payment.wallet.payAmount", { provider, amount: price(amounts.toPay) })}
            </Button>
          </div>
        </>
      )}
    </section>
  )
}

/** The QR code to scan with the wallet's app, and the sandbox's page that stands for the app. */
const ScanQr = ({
  action,
  provider,
  cancelling,
  onCancel,
}: {
  readonly action: ProviderAction
  readonly provider: string
  readonly cancelling: boolean
  readonly onCancel: () => void
}) => {
  const t = useT()
  return (
    <>
      {action.cUrlImagenQr !== null && (
        <img
          src={action.cUrlImagenQr}
          alt={t("checkout.payment.wallet.qrAlt", { provider })}
          width={220}
          height={220}
        />
      )}
      <p>{t("checkout.payment.wallet.qrExplain", { provider })}</p>
      <div className={styles.actions}>
        <a href={action.cUrl} target="_blank" rel="noopener" className={styles.link}>
          {t("checkout.payment.wallet.openSandbox", { provider })}
        </a>
        <Button kind="secondary" onClick={onCancel} busy={cancelling}>
          {t("checkout.payment.wallet.chooseAnother")}
        </Button>
      </div>
    </>
  )
}
