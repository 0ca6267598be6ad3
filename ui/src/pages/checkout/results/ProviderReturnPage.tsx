import type { PaymentState } from "@boleteria/core"
import { useEffect, useEffectEvent } from "react"
import { useCart, useT } from "../../../app/ShopContext.js"
import { usePaymentVerification } from "../checkoutMachines.js"
import { useApiQuery } from "../../../app/useApiQuery.js"
import { ApiFailureMessage } from "../../../components/ApiFailureMessage.js"
import { Button } from "../../../components/Button.js"
import { NoPurchase } from "../buy/NoPurchase.js"
import { VerificationStatus } from "../payment/VerificationStatus.js"
import { SkeletonLines } from "../Skeleton.js"
import * as styles from "../checkout.css.js"
import { ResultPage, TO_ORDERS } from "./ResultPage.js"
import { WalletReturnStatus } from "./WalletReturnStatus.js"

const STATE_TEXT: Record<PaymentState, string> = {
  VERIFICANDO: "payment.verifying",
  PROCESANDO: "payment.processing",
  REQUIERE_3DS: "payment.threeDs.required",
  APROBADO: "payment.successful",
  PENDIENTE_CONFIRMACION: "payment.pendingConfirmation",
  RECHAZADO: "payment.failed",
  CANCELADO: "payment.cancelled",
}

const UNSETTLED: ReadonlyArray<PaymentState> = ["VERIFICANDO", "PROCESANDO", "REQUIERE_3DS"]

/** When this tab did not follow the payment (it opened on the provider's return), the server says how it ended. */
const PaymentStatusFromServer = ({ idProcesoDeCompra }: { readonly idProcesoDeCompra: number }) => {
  const t = useT()
  const status = useApiQuery(`paymentStatus:${idProcesoDeCompra}`, (api) =>
    api.getPaymentStatus({ path: { idProcesoDeCompra } }),
  )
  if (status.status === "loading") return <SkeletonLines count={2} label={t("payment.verifying")} />
  if (status.status === "failure") return <ApiFailureMessage failure={status.error} />
  const { cEstado, cMensaje, cUltimos4, idPedido } = status.data
  return (
    <>
      <p>{t(STATE_TEXT[cEstado])}</p>
      {cEstado === "APROBADO" && idPedido !== null && <p>{t("checkout.confirm.order", { order: idPedido })}</p>}
      {cMensaje !== null && cEstado !== "APROBADO" && <p>{cMensaje}</p>}
      {cUltimos4 !== null && <p className={styles.muted}>{t("payment.cardMessage", { last4: cUltimos4 })}</p>}
      {UNSETTLED.includes(cEstado) && (
        <div className={styles.actions}>
          <Button kind="secondary" onClick={status.reload}>
            {t("checkout.provider.check")}
          </Button>
        </div>
      )}
    </>
  )
}

/**
 * The card provider sends the shopper back here (SPEC §2 bancard/finish, bancard/finish3ds,
 * BuyTicket/ok). The machines hear that the provider step is over (every tab does, so the tab
 * that is verifying looks again) and the page shows where the payment stands. A purchase this
 * browser does not hold (no key: the address was opened elsewhere) is no purchase here. A wallet's
 * return (`wallet`: Mercado Pago, PayPal, Tigo Money, Apple Pay) follows the payment until the
 * wallet settles it (WalletReturnStatus).
 */
export const ProviderReturnPage = ({
  idProcesoDeCompra,
  wallet = false,
}: {
  readonly idProcesoDeCompra: number
  readonly wallet?: boolean
}) => {
  const t = useT()
  const verification = usePaymentVerification()
  const providerReturned = useEffectEvent(() => verification.completeThreeDs())
  // Once per return: the provider came back for this purchase.
  useEffect(() => {
    providerReturned()
  }, [idProcesoDeCompra])
  const followed = verification.idProcesoDeCompra === idProcesoDeCompra && verification.phase !== "idle"
  const held = useCart().holdsPurchase(idProcesoDeCompra)
  if (!followed && !held) return <NoPurchase />
  return (
    <ResultPage title={t("checkout.provider.title")} ways={[TO_ORDERS]}>
      <div aria-live="polite">
        {followed ? (
          <VerificationStatus view={verification} />
        ) : wallet ? (
          <WalletReturnStatus idProcesoDeCompra={idProcesoDeCompra} />
        ) : (
          <PaymentStatusFromServer idProcesoDeCompra={idProcesoDeCompra} />
        )}
      </div>
    </ResultPage>
  )
}
