import type { PaymentProviderGroup } from "@boleteria/core"
import { useId } from "react"
import { useT } from "../../../app/ShopContext.js"
import { useFormatPrice } from "../../../components/Price.js"
import * as styles from "../checkout.css.js"
import type { PaymentChoice } from "./paymentChoices.js"

/** Why a provider cannot pay this purchase: its limits, which the total is outside of. */
const useUnavailableReason = () => {
  const t = useT()
  const price = useFormatPrice()
  return (group: PaymentProviderGroup) =>
    group.fMontoMaximo === null
      ? t("checkout.payment.wallet.unavailableFrom", { provider: group.cNombre, minimum: price(group.fMontoMinimo) })
      : t("checkout.payment.wallet.unavailable", {
          provider: group.cNombre,
          minimum: price(group.fMontoMinimo),
          maximum: price(group.fMontoMaximo),
        })
}

/** What a wallet's choice says beside its name: how it is paid. */
const useWalletHint = () => {
  const t = useT()
  return (group: PaymentProviderGroup) => {
    if (group.cFlujo === "QR") return t("checkout.payment.wallet.qrHint", { provider: group.cNombre })
    return group.nCuotasMaximas > 1
      ? t("checkout.payment.wallet.cuotas", { count: group.nCuotasMaximas, provider: group.cNombre })
      : t("checkout.payment.wallet.redirectHint", { provider: group.cNombre })
  }
}

interface Props {
  readonly choices: ReadonlyArray<PaymentChoice>
  readonly chosen: number | null
  readonly onChoose: (nFormaDePago: number) => void
  readonly disabled: boolean
}

/**
 * The payment step's methods (FormasDePago2): the card methods and the wallets the shop takes, as
 * one radio group; a method that cannot pay this purchase's total is shown off, with the reason.
 */
export const PaymentMethodChoice = ({ choices, chosen, onChoose, disabled }: Props) => {
  const t = useT()
  const id = useId()
  const unavailableReason = useUnavailableReason()
  const walletHint = useWalletHint()
  return (
    <fieldset className={styles.choices} disabled={disabled}>
      <legend className={styles.choicesLegend}>{t("checkout.payment.method")}</legend>
      {choices.map(({ nFormaDePago, cNombre, group }) => {
        const wallet = group.cFlujo !== "TARJETA"
        const note = !group.lDisponible ? unavailableReason(group) : wallet ? walletHint(group) : null
        const nameId = `${id}-${nFormaDePago}-name`
        const noteId = `${id}-${nFormaDePago}-note`
        return (
          <label key={nFormaDePago} className={styles.option}>
            <input
              type="radio"
              name="payment-method"
              className={styles.optionInput}
              checked={chosen === nFormaDePago}
              disabled={!group.lDisponible}
              onChange={() => onChoose(nFormaDePago)}
              aria-labelledby={nameId}
              aria-describedby={note === null ? undefined : noteId}
            />
            <span className={styles.optionBody}>
              <span id={nameId} className={styles.optionTitle}>
                {cNombre}
              </span>
              {note !== null && (
                <span id={noteId} className={styles.muted}>
                  {note}
                </span>
              )}
            </span>
            {/* The name says which wallet it is: its logo adds nothing for a screen reader. */}
            {wallet && group.listaLogo.map((logo) => <img key={logo} src={logo} alt="" height={28} />)}
          </label>
        )
      })}
    </fieldset>
  )
}
