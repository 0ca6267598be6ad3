import {
  formatFunctionDate,
  formatMoney,
  functionDateParts,
  type AnswerLanguage,
  type Order,
  type OrderPerformance,
  type TenantConfig,
  type Ticket,
} from "@boleteria/core"
import { DATE_LOCALES, textsIn, type Texts } from "../i18n/texts.js"
import { renderPdf, type Pdf } from "./document.js"
import { drawTicketQr } from "./qr.js"

const QR_SIZE = 220
const GREY = "#555555"

const placeOf = (ticket: Ticket, t: Texts): ReadonlyArray<[string, string]> =>
  ticket.cButaca === null
    ? [
        [t("account.orders.eticketPdf.sector"), ticket.cSector],
        [t("account.orders.eticketPdf.place"), t("account.orders.eticketPdf.generalAdmission")],
      ]
    : [
        [t("account.orders.eticketPdf.sector"), ticket.cSector],
        [t("account.orders.eticketPdf.row"), ticket.cFila ?? "-"],
        [t("account.orders.eticketPdf.seat"), ticket.cButaca],
      ]

const drawTicket = (
  doc: Pdf,
  order: Order,
  performance: OrderPerformance,
  ticket: Ticket,
  position: { readonly index: number; readonly count: number },
  tenant: TenantConfig,
  language: AnswerLanguage,
) => {
  const t = textsIn(language)
  doc.addPage()
  const left = doc.page.margins.left
  const width = doc.page.width - left - doc.page.margins.right
  doc.font("Helvetica").fontSize(10).fillColor(GREY).text(tenant.name, left, 50, { width, continued: false })
  doc.text(t("account.orders.eticketPdf.ticketOf", position), left, 50, { width, align: "right" })
  doc
    .moveTo(left, 68)
    .lineTo(left + width, 68)
    .strokeColor("#cccccc")
    .stroke()

  doc.fillColor("black").font("Helvetica-Bold").fontSize(22).text(performance.cEspectaculo, left, 85, { width })
  doc.font("Helvetica").fontSize(13).text(performance.cEstablecimiento, { width })
  doc.text(formatFunctionDate(functionDateParts(performance.dFuncion), DATE_LOCALES[language]), { width })

  const columns = placeOf(ticket, t)
  const columnWidth = width / columns.length
  const top = doc.y + 18
  columns.forEach(([label, value], column) => {
    const x = left + column * columnWidth
    doc
      .font("Helvetica")
      .fontSize(9)
      .fillColor(GREY)
      .text(label.toUpperCase(), x, top, { width: columnWidth - 8 })
    doc
      .font("Helvetica-Bold")
      .fontSize(16)
      .fillColor("black")
      .text(value, x, top + 13, { width: columnWidth - 8 })
  })

  // What was paid for this ticket, as the order records it: after its promotion, with its service charge.
  const money = (amount: number) => formatMoney(amount, tenant.price, language)
  doc
    .font("Helvetica")
    .fontSize(11)
    .text(
      t("account.orders.eticketPdf.price", { price: money(ticket.fPrecio + ticket.fCargoServicio) }),
      left,
      top + 50,
      {
        width,
      },
    )
  if (ticket.fCargoServicio > 0)
    doc.fillColor(GREY).text(
      t("account.orders.eticketPdf.paidParts", {
        ticket: money(ticket.fPrecio),
        serviceCharge: money(ticket.fCargoServicio),
      }),
      { width },
    )
  doc.fillColor("black")
  if (ticket.cPromocion !== null)
    doc.text(t("account.orders.eticketPdf.promotion", { name: ticket.cPromocion }), { width })
  doc.text(t("account.orders.eticketPdf.order", { order: order.idPedido }), { width })

  const qrTop = doc.y + 24
  drawTicketQr(doc, ticket.cNumeroEntrada, left + (width - QR_SIZE) / 2, qrTop, QR_SIZE)
  doc
    .font("Helvetica-Bold")
    .fontSize(15)
    .text(ticket.cNumeroEntrada, left, qrTop + QR_SIZE + 8, { width, align: "center" })

  doc
    .font("Helvetica")
    .fontSize(9)
    .fillColor(GREY)
    .text(t("account.orders.eticketPdf.notice"), left, qrTop + QR_SIZE + 50, { width, align: "center" })
}

/**
 * The e-ticket of an order: one page per ticket, each with its code in text and as a QR code, its
 * labels in `language` (the purchase's: the order's names come in it too).
 */
export const eticketPdf = (order: Order, tenant: TenantConfig, language: AnswerLanguage): Promise<Buffer> =>
  renderPdf(
    textsIn(language)("account.orders.eticketPdf.title", { order: order.idPedido }),
    Date.parse(order.dCompra),
    (doc) => {
      const count = order.listaFuncion.reduce((total, performance) => total + performance.listaEntrada.length, 0)
      let index = 0
      for (const performance of order.listaFuncion) {
        for (const ticket of performance.listaEntrada) {
          index += 1
          drawTicket(doc, order, performance, ticket, { index, count }, tenant, language)
        }
      }
    },
  )
