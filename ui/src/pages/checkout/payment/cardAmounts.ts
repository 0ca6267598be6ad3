import type { CardInstallment, CartLineView, CheckoutAmounts, MessageKey } from "@boleteria/core"
import { useEffect, useState } from "react"
import { useCheckoutAmounts, useCheckoutDraft } from "../amounts/CheckoutDraft.js"

/**
 * Tells the checkout which card is being typed (its BIN) and which instalments are chosen, and
 * answers the purchase's amounts priced with them: what Pagar then charges.
 */
export const useCardAmounts = (
  cardBin: string | null,
  installment: CardInstallment | null,
): CheckoutAmounts<CartLineView> => {
  const { chooseCard } = useCheckoutDraft()
  const count = installment?.nCuotas ?? null
  const surchargePercent = installment?.nRecargoPorcentaje ?? null
  useEffect(() => {
    chooseCard({
      bin: cardBin,
      installments: count === null || surchargePercent === null ? null : { count, surchargePercent },
    })
  }, [cardBin, count, surchargePercent, chooseCard])
  // Without the form there is no card: the summary goes back to the amounts before paying.
  useEffect(() => () => chooseCard(null), [chooseCard])
  return useCheckoutAmounts()
}

/**
 * The confirm step of a card (or a wallet) that a bank promotion of the purchase does not hold:
 * paying goes on only once the shopper agrees to the full price, and the agreement holds for that
 * card only.
 */
export const useFullPriceAgreement = (
  cardBin: string | null,
  amounts: CheckoutAmounts<CartLineView>,
  notAgreed: MessageKey = "payment.fullPriceNotAgreed",
) => {
  const needed = amounts.droppedPromotions.length > 0
  const [agreedFor, setAgreedFor] = useState<string | null>(null)
  const [tried, setTried] = useState(false)
  const agreed = cardBin !== null && agreedFor === cardBin
  const error: MessageKey | undefined = needed && !agreed && tried ? notAgreed : undefined
  return {
    needed,
    agreed,
    error,
    agree: (yes: boolean) => setAgreedFor(yes ? cardBin : null),
    /** A press of Pagar: true when paying may go ahead. */
    submit: (): boolean => {
      setTried(true)
      return !needed || agreed
    },
  }
}
