import {
  formatFunctionDate,
  formatPrice,
  functionDateParts,
  type Order,
  type PriceConfig,
  type Ticket,
} from "@boleteria/core"
import type { MailMessage } from "./mailer.js"

/** A message before its recipient is known. */
export type MailContent = Omit<MailMessage, "to">

export const recoveryCodeMail = (code: string, validMinutes: number): MailContent => ({
  subject: "Tu código para cambiar la contraseña",
  text: [
    "Hola:",
    "",
    "Pediste cambiar la contraseña de tu cuenta. Ingresá este código en la página de recuperación:",
    "",
    `    ${code}`,
    "",
    `El código vence en ${validMinutes} minutos y sirve una sola vez.`,
    "Si no lo pediste vos, ignorá este mensaje: tu contraseña sigue siendo la misma.",
    "",
    "¡Gracias!",
  ].join("\n"),
})

const placeOf = (ticket: Ticket) =>
  ticket.cButaca === null
    ? `${ticket.cSector}, ingreso general`
    : `${ticket.cSector}, fila ${ticket.cFila ?? "-"}, butaca ${ticket.cButaca}`

/** The order confirmation: what was bought, for when, and what was paid. */
export const orderConfirmationMail = (order: Order, price: PriceConfig): MailContent => {
  const money = (amount: number) => `${formatPrice(amount, price)} ARS`
  const performances = order.listaFuncion.flatMap((line) => [
    `${line.cEspectaculo} — ${line.cEstablecimiento}`,
    formatFunctionDate(functionDateParts(line.dFuncion), "es-AR"),
    ...line.listaEntrada.map(
      (ticket) =>
        `  • Entrada ${ticket.cNumeroEntrada}: ${placeOf(ticket)}` +
        (ticket.cPromocion === null ? "" : ` (${ticket.cPromocion})`),
    ),
    "",
  ])
  const charges: ReadonlyArray<[string, number]> = [
    ["Entradas", order.fTotalEntradas],
    ["Cargo por servicio", order.fTotalCargoServicio],
    ["Entrega", order.fTotalEntrega],
    ["QR antifraude", order.fTotalQrAntifraude],
    ["Productos", order.fTotalProductos],
  ]
  return {
    subject: `Tu compra está confirmada: pedido N° ${order.idPedido}`,
    text: [
      "¡Hola! Tu compra está confirmada.",
      "",
      ...performances,
      `Entrega: ${order.cEntregaTipo === "" ? "-" : order.cEntregaTipo}`,
      ...charges.filter(([, amount]) => amount > 0).map(([label, amount]) => `${label}: ${money(amount)}`),
      `Total pagado: ${money(order.fTotalPagado)}` +
        (order.cUltimos4 === null ? "" : ` con la tarjeta terminada en ${order.cUltimos4}`),
      "",
      "Tus entradas y la factura están en Mis pedidos. ¡Que disfrutes la función!",
    ].join("\n"),
  }
}
