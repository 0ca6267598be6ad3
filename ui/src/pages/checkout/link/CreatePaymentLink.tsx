import { formatTenantTime, type PaymentLink } from "@boleteria/core"
import * as Effect from "effect/Effect"
import { useEffect, useEffectEvent, useId, useState } from "react"
import { useLocale, useServices, useShop, useT } from "../../../app/ShopContext.js"
import { ApiFailureMessage } from "../../../components/ApiFailureMessage.js"
import { Button } from "../../../components/Button.js"
import { TextField } from "../../../components/form/Field.js"
import { useApiAction } from "../../../components/form/useApiAction.js"
import { usePaymentVerification } from "../checkoutMachines.js"
import * as styles from "../checkout.css.js"

type Copied = "idle" | "copied" | "failed"

/**
 * While the link is out, the owner's checkout asks how the purchase's payment stands, a
 * verification step apart; once the link's holder paid, this tab's checkout ends as if it had.
 */
const useLinkPaidWatch = (idProcesoDeCompra: number, watching: boolean) => {
  const { api } = useServices()
  const { settings } = useShop()
  const verification = usePaymentVerification()
  const paidElsewhere = useEffectEvent(verification.paidElsewhere)
  useEffect(() => {
    if (!watching) return
    const timer = window.setInterval(() => {
      void Effect.runPromise(Effect.result(api.getPaymentStatus({ path: { idProcesoDeCompra } }))).then((result) => {
        if (result._tag !== "Success") return
        const { cEstado } = result.success
        if (cEstado === "APROBADO" || cEstado === "PENDIENTE_CONFIRMACION") paidElsewhere(result.success)
      })
    }, settings.verificationStepMs)
    return () => window.clearInterval(timer)
  }, [api, idProcesoDeCompra, watching, settings.verificationStepMs])
}

/**
 * The payment step's "someone else pays": a link for the purchase (docs/payment-links.md), with
 * the method chosen above, to copy and send; it lives as long as the hold.
 */
export const CreatePaymentLink = ({
  idProcesoDeCompra,
  nFormaDePago,
  canCreate,
}: {
  readonly idProcesoDeCompra: number
  readonly nFormaDePago: number | null
  readonly canCreate: boolean
}) => {
  const t = useT()
  const locale = useLocale()
  const action = useApiAction()
  const [link, setLink] = useState<PaymentLink | null>(null)
  const [copied, setCopied] = useState<Copied>("idle")
  const fieldId = useId()
  useLinkPaidWatch(idProcesoDeCompra, link !== null)
  const address = link === null ? "" : new URL(link.cUrl, window.location.origin).href

  const create = async () => {
    if (nFormaDePago === null) return
    const purchase = { path: { idProcesoDeCompra } }
    const made = await action.run((api) =>
      api
        .selectPaymentMethod({ ...purchase, body: { nFormaDePago } })
        .pipe(Effect.andThen(api.createPaymentLink(purchase))),
    )
    if (made === null) return
    setLink(made)
    setCopied("idle")
  }
  const copy = () =>
    void navigator.clipboard.writeText(address).then(
      () => setCopied("copied"),
      () => setCopied("failed"),
    )

  return (
    <section className={styles.section} aria-labelledby="payment-link-title">
      <h3 id="payment-link-title" className={styles.sectionTitle}>
        {t("checkout.link.create.title")}
      </h3>
      <p className={styles.muted}>{t("checkout.link.create.lead")}</p>
      {action.state.status === "failed" && <ApiFailureMessage failure={action.state.error} />}
      {link === null ? (
        <Button
          kind="secondary"
          onClick={() => void create()}
          busy={action.isRunning}
          disabled={!canCreate || nFormaDePago === null}
        >
          {action.isRunning ? t("checkout.link.create.creating") : t("checkout.link.create.button")}
        </Button>
      ) : (
        <>
          <TextField
            id={fieldId}
            label={t("checkout.link.create.field")}
            name="paymentLink"
            value={address}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
            hint={t("checkout.link.create.expires", { time: formatTenantTime(link.dVence, locale) })}
          />
          <div className={styles.actions}>
            <Button onClick={copy}>{t("checkout.link.create.copy")}</Button>
          </div>
          <p role="status" className={styles.muted}>
            {copied === "copied" && t("checkout.link.create.copied")}
            {copied === "failed" && t("checkout.link.create.copyFailed")}
          </p>
          <p className={styles.muted}>{t("checkout.link.create.waiting")}</p>
        </>
      )}
    </section>
  )
}
