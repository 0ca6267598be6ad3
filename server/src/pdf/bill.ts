import { formatPrice, TENANT_TIME_ZONE, type Bill, type Order, type TenantConfig } from "@boleteria/core"
import { renderPdf, type Pdf } from "./document.js"

/** The sandbox issuer: made-up tax data, printed with a notice that the document has no fiscal value. */
const ISSUER = {
  legalName: "Boletería Demo S.A.",
  cuit: "30-71234567-8",
  address: "Av. Corrientes 1234, C1043 Ciudad Autónoma de Buenos Aires",
  vat: "IVA Responsable Inscripto",
  grossIncome: "901-123456-7",
  activitySince: "01/03/2015",
} as const

/** Letter B (to final consumers): AFIP codes 006 for the bill, 008 for the credit note. */
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
}

const day = (epochMs: number) =>
  new Intl.DateTimeFormat("es-AR", {
    timeZone: TENANT_TIME_ZONE,
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
  }).format(epochMs)

const ticketCount = (order: Order) => order.listaFuncion.reduce((total, line) => total + line.listaEntrada.length, 0)

/** What the bill charges for; a credit note cancels the bill as a whole. */
const linesOf = ({ order, bill, amount }: BillDocument): ReadonlyArray<[string, number]> => {
  if (bill.cTipo === "NOTA_DE_CREDITO") return [[`Anulación de la compra del pedido N° ${order.idPedido}`, amount]]
  const shows = order.listaFuncion.map((line) => `${line.cEspectaculo} (${line.listaEntrada.length})`).join(", ")
  const ifCharged = (label: string, value: number): Array<[string, number]> => (value > 0 ? [[label, value]] : [])
  return [
    [`Entradas: ${shows}`, order.fTotalEntradas],
    ["Cargo por servicio", order.fTotalCargoServicio],
    [`Entrega: ${order.cEntregaTipo === "" ? "-" : order.cEntregaTipo}`, order.fTotalEntrega],
    ...ifCharged("QR antifraude", order.fTotalQrAntifraude),
    ...ifCharged("Productos", order.fTotalProductos),
  ]
}

const drawHeader = (doc: Pdf, document: BillDocument, left: number, width: number) => {
  const kind = KINDS[document.bill.cTipo]
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
  doc.font("Helvetica").fontSize(8).text(ISSUER.address, { width: half }).text(ISSUER.vat, { width: half })

  const right = middle + 10
  const number = `${String(document.bill.nPuntoDeVenta).padStart(5, "0")}-${String(document.bill.nNumeroComprobante).padStart(8, "0")}`
  doc.font("Helvetica-Bold").fontSize(14).text(kind.title, right, 60, { width: half, align: "right" })
  doc.fontSize(10).text(`N° ${number}`, right, 100, { width: half })
  doc
    .font("Helvetica")
    .fontSize(8)
    .text(`Punto de venta: ${document.bill.nPuntoDeVenta}   Comp. Nro: ${document.bill.nNumeroComprobante}`, {
      width: half,
    })
    .text(`Fecha de emisión: ${day(Date.parse(document.bill.dEmision))}`, { width: half })
    .text(`CUIT: ${ISSUER.cuit}   Ingresos Brutos: ${ISSUER.grossIncome}`, { width: half })
    .text(`Inicio de actividades: ${ISSUER.activitySince}`, { width: half })
}

/**
 * A bill or credit note in the Argentine "Factura B" layout: issuer and letter box, receipt
 * number, buyer, detail, total, and the CAE with its expiry. Sandbox values, marked as such.
 */
export const billPdf = (document: BillDocument, tenant: TenantConfig): Promise<Buffer> =>
  renderPdf(
    `${KINDS[document.bill.cTipo].title} ${document.bill.cReferencia}`,
    Date.parse(document.bill.dEmision),
    (doc) => {
      doc.addPage()
      const left = doc.page.margins.left
      const width = doc.page.width - left - doc.page.margins.right
      const money = (amount: number) => formatPrice(amount, { ...tenant.price, decimals: 2 })
      drawHeader(doc, document, left, width)

      doc.font("Helvetica").fontSize(9).fillColor("black")
      doc.text(`Cliente: ${document.buyer.name} (${document.buyer.email})`, left, 195, { width })
      doc.text("Condición frente al IVA: Consumidor Final", { width })
      doc.text(`Referencia: ${document.bill.cReferencia} · ${ticketCount(document.order)} entradas`, { width })

      const tableTop = doc.y + 15
      doc.rect(left, tableTop, width, 18).fillAndStroke("#eeeeee", "black")
      doc
        .fillColor("black")
        .font("Helvetica-Bold")
        .text("Descripción", left + 6, tableTop + 5)
      doc.text("Importe (ARS)", left, tableTop + 5, { width: width - 6, align: "right" })
      let y = tableTop + 26
      doc.font("Helvetica")
      for (const [label, value] of linesOf(document)) {
        doc.text(label, left + 6, y, { width: width - 120 })
        doc.text(money(value), left, y, { width: width - 6, align: "right" })
        y = Math.max(doc.y, y + 14) + 4
      }
      doc
        .moveTo(left, y)
        .lineTo(left + width, y)
        .stroke()
      doc
        .font("Helvetica-Bold")
        .fontSize(12)
        .text("Importe total (ARS)", left + 6, y + 8)
      doc.text(money(document.amount), left, y + 8, { width: width - 6, align: "right" })

      const cae = document.bill.cCAE ?? "en trámite"
      const expiry = day(Date.parse(document.bill.dEmision) + CAE_VALIDITY_MS)
      doc
        .font("Helvetica-Bold")
        .fontSize(10)
        .text(`CAE N°: ${cae}`, left, y + 45, { width })
      doc.text(`Fecha de Vto. de CAE: ${expiry}`, { width })
      doc
        .font("Helvetica")
        .fontSize(8)
        .fillColor("#555555")
        .text(
          `${tenant.name}. Comprobante emitido por el procesador de prueba (sandbox): sin validez fiscal.`,
          left,
          y + 85,
          { width },
        )
    },
  )
