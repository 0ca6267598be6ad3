import PDFDocument from "pdfkit"
import { expect, it } from "vitest"
import { renderPdf, type Pdf } from "../../server/src/pdf/document.js"

/** Text in both fonts, with kerned pairs (AV, Wa, To) and a wrapped line: what the fonts' tables decide. */
const draw = (doc: Pdf) => {
  doc.addPage()
  doc.font("Helvetica-Bold").fontSize(22).text("AVENIDA Wa To", 50, 50)
  doc.font("Helvetica").fontSize(9).text("Válida para el ingreso de una persona. ".repeat(8), { width: 200 })
}

/** The same document as pdfkit makes it on its own, every font's tables built for it. */
const pdfkitAlone = (title: string, createdAt: number): Promise<Buffer> => {
  const doc = new PDFDocument({
    size: "A4",
    margin: 50,
    autoFirstPage: false,
    info: { Title: title, Creator: "boleteria", CreationDate: new Date(createdAt) },
  })
  const chunks: Array<Buffer> = []
  doc.on("data", (chunk: Buffer) => chunks.push(chunk))
  const ended = new Promise((resolve) => doc.on("end", resolve))
  draw(doc)
  doc.end()
  return ended.then(() => Buffer.concat(chunks))
}

it("writes, with its fonts' tables kept from an earlier document, the very bytes pdfkit writes alone", async () => {
  const createdAt = Date.UTC(2026, 10, 21, 15)
  const documents = [await renderPdf("uno", createdAt, draw), await renderPdf("uno", createdAt, draw)]
  const alone = await pdfkitAlone("uno", createdAt)
  for (const document of documents) expect(document.equals(alone)).toBe(true)
  expect(alone.toString("latin1").match(/\/BaseFont \/[\w-]+/g)).toEqual([
    "/BaseFont /Helvetica",
    "/BaseFont /Helvetica-Bold",
  ])
})
