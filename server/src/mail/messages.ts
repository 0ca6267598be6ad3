import {
  DEFAULT_ANSWER_LANGUAGE,
  formatFunctionDate,
  formatMoney,
  functionDateParts,
  type AnswerLanguage,
  type Order,
  type PriceConfig,
  type Ticket,
} from "@boleteria/core"
import { DATE_LOCALES, textsIn } from "../i18n/texts.js"
import type { MailMessage } from "./mailer.js"

/** A message before its recipient is known. */
export type MailContent = Omit<MailMessage, "to">

/** The password-recovery code, in the language of the request that asked for it. */
export const recoveryCodeMail = (code: string, validMinutes: number, language: AnswerLanguage): MailContent => {
  const t = textsIn(language)
  return {
    subject: t("account.recover.mail.subject"),
    text: [
      t("account.recover.mail.greeting"),
      "",
      t("account.recover.mail.lead"),
      "",
      `    ${code}`,
      "",
      t("account.recover.mail.expiry", { minutes: validMinutes }),
      t("account.recover.mail.notYou"),
      "",
      t("account.recover.mail.closing"),
    ].join("\n"),
  }
}

/**
 * The order confirmation: what was bought, for when, and what was paid, in the language of the
 * purchase (the order's names come in it too).
 */
export const orderConfirmationMail = (
  order: Order,
  price: PriceConfig,
  language: AnswerLanguage = DEFAULT_ANSWER_LANGUAGE,
): MailContent => {
  const t = textsIn(language)
  const money = (amount: number) => formatMoney(amount, price, language)
  const placeOf = (ticket: Ticket) =>
    ticket.cButaca === null
      ? t("account.orders.confirmationMail.generalPlace", { sector: ticket.cSector })
      : t("account.orders.confirmationMail.seatPlace", {
          sector: ticket.cSector,
          row: ticket.cFila ?? "-",
          seat: ticket.cButaca,
        })
  const performances = order.listaFuncion.flatMap((line) => [
    `${line.cEspectaculo} — ${line.cEstablecimiento}`,
    formatFunctionDate(functionDateParts(line.dFuncion), DATE_LOCALES[language]),
    ...line.listaEntrada.map(
      (ticket) =>
        `  • ${t("account.orders.confirmationMail.ticket", { code: ticket.cNumeroEntrada, place: placeOf(ticket) })}` +
        (ticket.cPromocion === null ? "" : ` (${ticket.cPromocion})`),
    ),
    "",
  ])
  const charges: ReadonlyArray<[string, number]> = [
    [t("account.orders.total.tickets"), order.fTotalEntradas],
    [t("account.orders.total.serviceCharge"), order.fTotalCargoServicio],
    [t("account.orders.total.delivery"), order.fTotalEntrega],
    [t("account.orders.total.antiFraudQr"), order.fTotalQrAntifraude],
    [t("account.orders.total.products"), order.fTotalProductos],
  ]
  const paid =
    order.cUltimos4 === null
      ? t("account.orders.confirmationMail.totalPaid", { amount: money(order.fTotalPagado) })
      : t("account.orders.confirmationMail.totalPaidWithCard", {
          amount: money(order.fTotalPagado),
          last4: order.cUltimos4,
        })
  return {
    subject: t("account.orders.confirmationMail.subject", { order: order.idPedido }),
    text: [
      t("account.orders.confirmationMail.greeting"),
      "",
      ...performances,
      t("account.orders.confirmationMail.delivery", { delivery: order.cEntregaTipo === "" ? "-" : order.cEntregaTipo }),
      ...charges.filter(([, amount]) => amount > 0).map(([label, amount]) => `${label}: ${money(amount)}`),
      paid,
      "",
      t("account.orders.confirmationMail.closing"),
    ].join("\n"),
  }
}
