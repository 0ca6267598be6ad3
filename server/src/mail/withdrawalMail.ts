import {
  formatMoney,
  refundDestinationOf,
  TENANT_TIME_ZONE,
  type AnswerLanguage,
  type PriceConfig,
  type Withdrawal,
  type WithdrawalRefund,
} from "@boleteria/core"
import { DATE_LOCALES, textsIn } from "../i18n/texts.js"
import type { MailContent } from "./messages.js"

/**
 * Res. 424/2020: the tracking code of a withdrawal goes to the shopper by the same means, within
 * 24 hours; this mail goes at once, in the language of the purchase.
 */
export const withdrawalMail = (withdrawal: Withdrawal, price: PriceConfig, language: AnswerLanguage): MailContent => {
  const t = textsIn(language)
  const requested = new Intl.DateTimeFormat(DATE_LOCALES[language], {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: TENANT_TIME_ZONE,
  }).format(Date.parse(withdrawal.dSolicitud))
  /** Each refund and where it goes: the same card, or the shopper's account at the wallet that took the money. */
  const refundLine = (refund: WithdrawalRefund) => {
    const amount = formatMoney(refund.fImporte, price, language)
    const destination = refundDestinationOf(refund)
    if (destination.to === "card") return t("info.withdrawal.mail.refundToCard", { amount, last4: destination.last4 })
    if (destination.to === "wallet")
      return t("info.withdrawal.mail.refundToWallet", { amount, provider: destination.provider })
    return t("info.withdrawal.mail.refund", { amount })
  }
  return {
    subject: t("info.withdrawal.mail.subject", { order: withdrawal.idPedido }),
    text: [
      t("info.withdrawal.mail.greeting"),
      "",
      t("info.withdrawal.mail.received", { order: withdrawal.idPedido, date: requested }),
      "",
      `    ${t("info.withdrawal.mail.code", { code: withdrawal.cCodigoSeguimiento })}`,
      "",
      ...withdrawal.listaReintegro.map(refundLine),
      t("info.withdrawal.mail.ticketsVoid"),
      t("info.withdrawal.mail.creditNote", { reference: withdrawal.oNotaDeCredito.cReferencia }),
      "",
      t("info.withdrawal.mail.closing"),
    ].join("\n"),
  }
}
