import {
  containedTaxesOf,
  formatPrice,
  GENERAL_VAT_PERCENT,
  TENANT_TIME_ZONE,
  type AnswerLanguage,
  type BilledAmounts,
  type TenantConfig,
} from "@boleteria/core"
import PDFDocument from "pdfkit"
import { DATE_LOCALES, type Texts } from "../i18n/texts.js"

export type Pdf = InstanceType<typeof PDFDocument>

/** The standard fonts the documents write with. */
const FONTS = ["Helvetica", "Helvetica-Bold"] as const

/** What a pdfkit standard font holds that depends on the font alone: its metrics, and its class. */
interface FontMetrics {
  readonly prototype: object
  readonly fields: Readonly<Record<string, unknown>>
}
const METRIC_FIELDS = ["name", "font", "ascender", "descender", "bbox", "lineGap", "xHeight", "capHeight"]

/** pdfkit's own fields this file reads and sets: none of them is public API. */
interface FontInternals {
  _fontFamilies?: Record<string, Record<string, unknown> | undefined>
  _fontCount?: number
}

const keptMetrics = new Map<string, FontMetrics>()

/**
 * pdfkit (0.20) loads a standard font's metrics once per process, but builds its lookup tables
 * (glyph widths, ~2,700 kerning pairs as an object) again for every document: 19% of an e-ticket's
 * CPU. Those tables depend on the font alone, so the first document's are kept, and each later
 * document gets its own font object (which holds that document's references) around them. pdfkit
 * has no public way to do this: should its font objects ever look different, documents simply
 * build their own tables again.
 */
const lendKeptFonts = (doc: Pdf): boolean => {
  const internals = doc as unknown as FontInternals
  if (internals._fontFamilies === undefined || internals._fontCount === undefined) return false
  for (const name of FONTS) {
    const metrics = keptMetrics.get(name)
    if (metrics === undefined) return false
    internals._fontFamilies[name] = Object.assign(Object.create(metrics.prototype) as object, metrics.fields, {
      document: doc,
      id: `F${++internals._fontCount}`,
    })
  }
  return true
}

const keepFonts = (doc: Pdf): void => {
  for (const name of FONTS) {
    const font = (doc as unknown as FontInternals)._fontFamilies?.[name]
    if (keptMetrics.has(name) || font === undefined || METRIC_FIELDS.some((field) => font[field] === undefined))
      continue
    const fields = Object.fromEntries(METRIC_FIELDS.map((field) => [field, font[field]]))
    keptMetrics.set(name, { prototype: Object.getPrototypeOf(font) as object, fields })
  }
}

/**
 * Builds a PDF in memory with pdfkit's built-in Helvetica (no font files, no network).
 * `createdAt` is the document's own date (the purchase, the bill's issue), never the time of download.
 */
export const renderPdf = async (
  title: string,
  createdAt: number,
  draw: (doc: Pdf) => void | Promise<void>,
): Promise<Buffer> => {
  const lending = FONTS.every((name) => keptMetrics.has(name))
  const doc = new PDFDocument({
    size: "A4",
    margin: 50,
    autoFirstPage: false,
    info: { Title: title, Creator: "boleteria", CreationDate: new Date(createdAt) },
    // No default font when the kept ones are lent: pdfkit would build Helvetica's tables first.
    ...(lending ? { font: null as unknown as string } : {}),
  })
  if (lending && !lendKeptFonts(doc)) keptMetrics.clear()
  doc.font("Helvetica")
  const chunks: Array<Buffer> = []
  doc.on("data", (chunk: Buffer) => chunks.push(chunk))
  const ended = new Promise<void>((resolve, reject) => {
    doc.on("end", resolve)
    doc.on("error", reject)
  })
  await draw(doc)
  keepFonts(doc)
  doc.end()
  await ended
  return Buffer.concat(chunks)
}

/** The answer of a PDF route: shown in the browser, saved under `filename`. */
export const pdfResponse = (pdf: Buffer, filename: string): Response =>
  new Response(new Uint8Array(pdf), {
    headers: {
      "content-type": "application/pdf",
      "content-disposition": `inline; filename="${filename}"`,
      "cache-control": "private, no-store",
    },
  })

// What a tax document (bill, credit note) shares: its dates, its amounts and the consumer's tax box.

/** Argentine receipts print days as 21/11/2026; in English 01/12 reads as a month or a day, so the month is named. */
const DAY_FORMATS: Record<AnswerLanguage, Intl.DateTimeFormatOptions> = {
  es: { day: "2-digit", month: "2-digit", year: "numeric" },
  en: { day: "numeric", month: "short", year: "numeric" },
}

/** Made once per language: an Intl formatter takes longer to make than to use (6% of a PDF's CPU when made per date). */
const DAY_FORMATTERS = new Map(
  (Object.keys(DAY_FORMATS) as ReadonlyArray<AnswerLanguage>).map((language) => [
    language,
    new Intl.DateTimeFormat(DATE_LOCALES[language], { ...DAY_FORMATS[language], timeZone: TENANT_TIME_ZONE }),
  ]),
)

/** A document's day in the tenant's time zone, written the way `language` reads dates. */
export const documentDay = (epochMs: number, language: AnswerLanguage): string =>
  DAY_FORMATTERS.get(language)!.format(epochMs)

/** A document's amounts: pesos to the cent, grouped the way `language` writes numbers. */
export const documentMoney =
  (tenant: TenantConfig, language: AnswerLanguage) =>
  (amount: number): string =>
    formatPrice(amount, { ...tenant.price, locale: DATE_LOCALES[language], decimals: 2 })

/**
 * The box a document B to a final consumer carries under its total (Ley 27.743, Régimen de
 * Transparencia Fiscal al Consumidor): the law's legend, the VAT contained in the order, and the
 * other national indirect taxes. RG ARCA 5614/2024 asks for those "de corresponder" and tickets
 * bear none (no impuestos internos), so they could be left out; they are printed at zero anyway,
 * which tells the shopper plainly there are none. Returns the y below the box.
 */
export const drawConsumerTaxes = (
  doc: Pdf,
  box: { readonly left: number; readonly top: number; readonly width: number },
  order: BilledAmounts,
  t: Texts,
  money: (amount: number) => string,
): number => {
  const taxes = containedTaxesOf(order)
  const { left, top, width } = box
  const inner = { width: width - 12 }
  doc
    .fillColor("black")
    .font("Helvetica-Bold")
    .fontSize(9)
    .text(t("account.orders.billPdf.transparency.legend"), left + 6, top + 6, inner)
  doc
    .font("Helvetica")
    .text(t("account.orders.billPdf.transparency.vat", { rate: GENERAL_VAT_PERCENT, amount: money(taxes.vat) }), inner)
    .text(
      t("account.orders.billPdf.transparency.otherTaxes", { amount: money(taxes.otherNationalIndirectTaxes) }),
      inner,
    )
  const bottom = doc.y + 5
  doc
    .rect(left, top, width, bottom - top)
    .strokeColor("black")
    .stroke()
  return bottom
}

/**
 * A document B's detail: the header row, one row per line (label and amount), the rule under them
 * and the total. Returns the y the consumer's tax box goes at.
 */
export const drawDetailTable = (
  doc: Pdf,
  box: { readonly left: number; readonly top: number; readonly width: number },
  lines: ReadonlyArray<readonly [string, number]>,
  total: number,
  t: Texts,
  money: (amount: number) => string,
): number => {
  const { left, top, width } = box
  const amountColumn = { width: width - 6, align: "right" } as const
  doc.rect(left, top, width, 18).fillAndStroke("#eeeeee", "black")
  doc
    .fillColor("black")
    .font("Helvetica-Bold")
    .text(t("account.orders.billPdf.description"), left + 6, top + 5)
  doc.text(t("account.orders.billPdf.amount"), left, top + 5, amountColumn)
  let y = top + 26
  doc.font("Helvetica")
  for (const [label, value] of lines) {
    doc.text(label, left + 6, y, { width: width - 120 })
    doc.text(money(value), left, y, amountColumn)
    y = Math.max(doc.y, y + 14) + 4
  }
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .stroke()
  doc
    .font("Helvetica-Bold")
    .fontSize(12)
    .text(t("account.orders.billPdf.total"), left + 6, y + 8)
  doc.text(money(total), left, y + 8, amountColumn)
  return y + 32
}
