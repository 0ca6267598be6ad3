import type { TenantConfig } from "@boleteria/core"
import type { CreditNoteDetails } from "../domain/withdrawals.js"
import { textsIn } from "../i18n/texts.js"
import { CAE_VALIDITY_MS, drawHeader, type BillDocument } from "./bill.js"
import { documentDay, documentMoney, drawConsumerTaxes, drawDetailTable, renderPdf } from "./document.js"

/**
 * A "Nota de crédito B" (AFIP code 008) that cancels an order's bill: the bill's layout, plus what
 * a credit note must say: the bill it cancels (comprobante asociado), why (a withdrawal names its
 * tracking code and the law), and the card the money goes back to. In the purchase's language.
 */
export const creditNotePdf = (
  document: BillDocument,
  details: CreditNoteDetails,
  tenant: TenantConfig,
): Promise<Buffer> =>
  renderPdf(`NOTA DE CRÉDITO ${document.bill.cReferencia}`, Date.parse(document.bill.dEmision), (doc) => {
    const t = textsIn(document.language)
    const money = documentMoney(tenant, document.language)
    const day = (epochMs: number) => documentDay(epochMs, document.language)
    doc.addPage()
    const left = doc.page.margins.left
    const width = doc.page.width - left - doc.page.margins.right
    drawHeader(doc, document, t, left, width)

    doc.font("Helvetica").fontSize(9).fillColor("black")
    doc.text(t("account.orders.billPdf.customer", document.buyer), left, 195, { width })
    doc.text(t("account.orders.billPdf.customerVat"), { width })
    doc.font("Helvetica-Bold")
    doc.text(
      t("account.orders.creditNotePdf.associated", {
        reference: details.cancelledReference,
        date: day(details.cancelledIssuedAt),
      }),
      { width },
    )
    doc.font("Helvetica")
    doc.text(
      details.trackingCode === null
        ? t("account.orders.creditNotePdf.refundReason")
        : t("account.orders.creditNotePdf.withdrawalReason", { code: details.trackingCode }),
      { width },
    )

    const cancellation = t("account.orders.billPdf.lines.cancellation", { order: document.order.idPedido })
    const taxesTop = drawDetailTable(
      doc,
      { left, top: doc.y + 15, width },
      [[cancellation, document.amount]],
      document.amount,
      t,
      money,
    )
    const taxesBottom = drawConsumerTaxes(doc, { left, top: taxesTop, width }, document.order, t, money)
    const last4 = document.order.cUltimos4
    doc
      .font("Helvetica")
      .fontSize(9)
      .text(
        last4 === null
          ? t("account.orders.creditNotePdf.refund")
          : t("account.orders.creditNotePdf.refundToCard", { last4 }),
        left,
        taxesBottom + 10,
        { width },
      )

    const cae = document.bill.cCAE ?? t("account.orders.caePending")
    doc
      .font("Helvetica-Bold")
      .fontSize(10)
      .text(t("account.orders.billPdf.cae", { cae }), left, taxesBottom + 34, { width })
    doc.text(
      t("account.orders.billPdf.caeExpiry", { date: day(Date.parse(document.bill.dEmision) + CAE_VALIDITY_MS) }),
      { width },
    )
    doc
      .font("Helvetica")
      .fontSize(8)
      .fillColor("#555555")
      .text(t("account.orders.billPdf.sandbox", { tenant: tenant.name }), left, taxesBottom + 74, { width })
  })
