import type { AnswerLanguage, Bill, Order, TenantConfig } from "@boleteria/core"
import { textsIn, type Texts } from "../i18n/texts.js"
import { documentDay, documentMoney, drawConsumerTaxes, drawDetailTable, renderPdf, type Pdf } from "./document.js"

/** The sandbox issuer: made-up tax data, printed with a notice that the document has no fiscal value. */
const ISSUER = {
  legalName: "Boletería Demo S.A.",
  cuit: "30-71234567-8",
  address: "Av. Corrientes 1234, C1043 Ciudad Autónoma de Buenos Aires",
  grossIncome: "901-123456-7",
  activitySince: Date.parse("2015-03-01T12:00:00-03:00"),
} as const

/**
 * Letter B (to final consumers): AFIP codes 006 for the bill, 008 for the credit note. The
 * document's official name, its "COD." and its number stay as ARCA defines them in every
 * language: they name a legal document, like the reference "Factura B 0003-…".
 */
const KINDS = {
  FACTURA: { title: "FACTURA", code: "006" },
  NOTA_DE_CREDITO: { title: "NOTA DE CRÉDITO", code: "008" },
} as const

/** A CAE is valid for ten days from issue. */
const CAE_VALIDITY_MS = 10 * 24 * 60 * 60 * 1000

export interface BillDocument {
  readonly order: Order
  readonly bill: Bill
  /** The bill's amount (the contract's Bill does not carry it). */
  readonly amount: number
  readonly buyer: { readonly name: string; readonly email: string }
  /** The purchase's: the order's names (delivery type) come in it too. */
  readonly language: AnswerLanguage
}

const ticketCount = (order: Order) => order.listaFuncion.reduce((total, line) => total + line.listaEntrada.length, 0)

/** What the bill charges for; a credit note cancels the bill as a whole. */
const linesOf = ({ order, bill, amount }: BillDocument, t: Texts): ReadonlyArray<[string, number]> => {
  const line = (name: string, params?: Record<string, string | number>) =>
    t(`account.orders.billPdf.lines.${name}`, params)
  if (bill.cTipo === "NOTA_DE_CREDITO") return [[line("cancellation", { order: order.idPedido }), amount]]
  const shows = order.listaFuncion.map((show) => `${show.cEspectaculo} (${show.listaEntrada.length})`).join(", ")
  const ifCharged = (label: string, value: number): Array<[string, number]> => (value > 0 ? [[label, value]] : [])
  return [
    [line("tickets", { shows }), order.fTotalEntradas],
    [line("serviceCharge"), order.fTotalCargoServicio],
    [line("delivery", { delivery: order.cEntregaTipo === "" ? "-" : order.cEntregaTipo }), order.fTotalEntrega],
    ...ifCharged(line("antiFraudQr"), order.fTotalQrAntifraude),
    ...ifCharged(line("products"), order.fTotalProductos),
  ]
}

/** The header every document B shares (the credit note's too): issuer, letter box, kind, number and dates. */
const drawHeader = (doc: Pdf, document: BillDocument, t: Texts, left: number, width: number) => {
  const kind = KINDS[document.bill.cTipo]
  const day = (epochMs: number) => documentDay(epochMs, document.language)
  const middle = left + width / 2
  doc.rect(left, 50, width, 130).strokeColor("black").stroke()
  doc.moveTo(middle, 90).lineTo(middle, 180).stroke()
  doc.rect(middle - 25, 50, 50, 40).stroke()
  doc
    .font("Helvetica-Bold")
    .fontSize(24)
    .text("B", middle - 25, 55, { width: 50, align: "center" })
  doc
    .font("Helvetica")
    .fontSize(7)
    .text(`COD. ${kind.code}`, middle - 25, 80, { width: 50, align: "center" })

  const half = width / 2 - 20
  doc
    .font("Helvetica-Bold")
    .fontSize(13)
    .text(ISSUER.legalName, left + 10, 100, { width: half })
  doc
    .font("Helvetica")
    .fontSize(8)
    .text(ISSUER.address, { width: half })
    .text(t("account.orders.billPdf.issuerVat"), { width: half })

  const right = middle + 10
  const { nPuntoDeVenta, nNumeroComprobante, dEmision } = document.bill
  const number = `${String(nPuntoDeVenta).padStart(5, "0")}-${String(nNumeroComprobante).padStart(8, "0")}`
  doc.font("Helvetica-Bold").fontSize(14).text(kind.title, right, 60, { width: half, align: "right" })
  doc.fontSize(10).text(t("account.orders.billPdf.number", { number }), right, 100, { width: half })
  doc
    .font("Helvetica")
    .fontSize(8)
    .text(t("account.orders.billPdf.pointOfSale", { pointOfSale: nPuntoDeVenta, number: nNumeroComprobante }), {
      width: half,
    })
    .text(t("account.orders.billPdf.issued", { date: day(Date.parse(dEmision)) }), { width: half })
    .text(t("account.orders.billPdf.cuit", { cuit: ISSUER.cuit }), { width: half })
    .text(t("account.orders.billPdf.grossIncome", { grossIncome: ISSUER.grossIncome }), { width: half })
    .text(t("account.orders.billPdf.activitySince", { date: day(ISSUER.activitySince) }), { width: half })
}

/** What tells one document B from another on the page. */
interface DocumentBParts {
  /** The lines under the buyer's: what the document refers to. */
  readonly about: (doc: Pdf, width: number) => void
  readonly lines: ReadonlyArray<[string, number]>
  /** One line under the consumer's taxes (at `top`); the CAE then goes 20 points lower. */
  readonly underTaxes?: (doc: Pdf, left: number, top: number, width: number) => void
}

/**
 * A document in the Argentine "Factura B" layout: issuer and letter box, receipt number, buyer,
 * `parts`, detail, total, the consumer's tax box (Ley 27.743) and the CAE with its expiry. Labels,
 * dates and amounts in the purchase's language. Sandbox values, marked as such.
 */
export const documentBPdf = (
  document: BillDocument,
  tenant: TenantConfig,
  partsOf: (t: Texts) => DocumentBParts,
): Promise<Buffer> =>
  renderPdf(
    `${KINDS[document.bill.cTipo].title} ${document.bill.cReferencia}`,
    Date.parse(document.bill.dEmision),
    (doc) => {
      const t = textsIn(document.language)
      const parts = partsOf(t)
      const money = documentMoney(tenant, document.language)
      doc.addPage()
      const left = doc.page.margins.left
      const width = doc.page.width - left - doc.page.margins.right
      drawHeader(doc, document, t, left, width)

      doc.font("Helvetica").fontSize(9).fillColor("black")
      doc.text(t("account.orders.billPdf.customer", document.buyer), left, 195, { width })
      doc.text(t("account.orders.billPdf.customerVat"), { width })
      parts.about(doc, width)

      const taxesTop = drawDetailTable(doc, { left, top: doc.y + 15, width }, parts.lines, document.amount, t, money)
      const taxesBottom = drawConsumerTaxes(doc, { left, top: taxesTop, width }, document.order, t, money)
      parts.underTaxes?.(doc, left, taxesBottom + 10, width)

      const caeTop = taxesBottom + (parts.underTaxes === undefined ? 14 : 34)
      const issued = Date.parse(document.bill.dEmision)
      const cae = document.bill.cCAE ?? t("account.orders.caePending")
      doc.font("Helvetica-Bold").fontSize(10).text(t("account.orders.billPdf.cae", { cae }), left, caeTop, { width })
      doc.text(
        t("account.orders.billPdf.caeExpiry", { date: documentDay(issued + CAE_VALIDITY_MS, document.language) }),
        { width },
      )
      doc
        .font("Helvetica")
        .fontSize(8)
        .fillColor("#555555")
        .text(t("account.orders.billPdf.sandbox", { tenant: tenant.name }), left, caeTop + 40, { width })
    },
  )

/** A bill (or, without its details, a credit note as a whole): what it charges for, line by line. */
export const billPdf = (document: BillDocument, tenant: TenantConfig): Promise<Buffer> =>
  documentBPdf(document, tenant, (t) => ({
    about: (doc, width) =>
      doc.text(
        t("account.orders.billPdf.reference", {
          reference: document.bill.cReferencia,
          count: ticketCount(document.order),
        }),
        { width },
      ),
    lines: linesOf(document, t),
  }))
