import {
  formatFunctionDate,
  formatWithdrawalLimit,
  functionDateParts,
  refundDestinationOf,
  type Ticket,
  type WithdrawalRefund,
} from "@boleteria/core"
import { useLocale, useT } from "../../../app/ShopContext.js"
import { useFormatPrice } from "../../../components/Price.js"

/**
 * The withdrawal page's words for what a withdrawal touches, in the shopper's language: each
 * refund and where it goes (core's refundDestinationOf), a ticket's place, a function's date and
 * the last instant to withdraw, on the tenant's clock.
 */
export const useWithdrawalTexts = () => {
  const t = useT()
  const locale = useLocale()
  const price = useFormatPrice()
  return {
    price,
    refund: (refund: WithdrawalRefund) => {
      const amount = price(refund.fImporte)
      const destination = refundDestinationOf(refund)
      switch (destination.to) {
        case "card":
          return t("info.withdrawal.summary.refundToCard", { amount, last4: destination.last4 })
        case "wallet":
          return t("info.withdrawal.summary.refundToWallet", { amount, provider: destination.provider })
        case "paymentMethod":
          return t("info.withdrawal.summary.refund", { amount })
      }
    },
    ticket: (ticket: Ticket) => {
      const place =
        ticket.cFila === null && ticket.cButaca === null
          ? t("info.withdrawal.summary.generalAdmission")
          : [
              ticket.cFila === null ? null : t("info.withdrawal.summary.row", { row: ticket.cFila }),
              ticket.cButaca === null ? null : t("info.withdrawal.summary.seat", { seat: ticket.cButaca }),
            ]
              .filter(Boolean)
              .join(", ")
      return t("info.withdrawal.summary.ticket", { sector: ticket.cSector, place })
    },
    functionDate: (isoDateTime: string) => formatFunctionDate(functionDateParts(isoDateTime), locale),
    deadline: (isoDateTime: string) => formatWithdrawalLimit(Date.parse(isoDateTime), locale),
  }
}
