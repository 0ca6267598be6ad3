import type { TenantConfig } from "@boleteria/core"
import type { CreditNoteDetails } from "../domain/withdrawals.js"
import { documentBPdf, type BillDocument } from "./bill.js"
import { documentDay } from "./document.js"

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
  documentBPdf(document, tenant, (t) => ({
    about: (doc, width) => {
      const day = documentDay(details.cancelledIssuedAt, document.language)
      doc.font("Helvetica-Bold")
      doc.text(t("account.orders.creditNotePdf.associated", { reference: details.cancelledReference, date: day }), {
        width,
      })
      doc.font("Helvetica")
      doc.text(
        details.trackingCode === null
          ? t("account.orders.creditNotePdf.refundReason")
          : t("account.orders.creditNotePdf.withdrawalReason", { code: details.trackingCode }),
        { width },
      )
    },
    lines: [[t("account.orders.billPdf.lines.cancellation", { order: document.order.idPedido }), document.amount]],
    underTaxes: (doc, left, top, width) => {
      const last4 = document.order.cUltimos4
      doc
        .font("Helvetica")
        .fontSize(9)
        .text(
          last4 === null
            ? t("account.orders.creditNotePdf.refund")
            : t("account.orders.creditNotePdf.refundToCard", { last4 }),
          left,
          top,
          { width },
        )
    },
  }))
