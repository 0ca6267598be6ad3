import PDFDocument from "pdfkit"

export type Pdf = InstanceType<typeof PDFDocument>

/**
 * Builds a PDF in memory with pdfkit's built-in Helvetica (no font files, no network).
 * `createdAt` is the document's own date (the purchase, the bill's issue), never the time of download.
 */
export const renderPdf = async (
  title: string,
  createdAt: number,
  draw: (doc: Pdf) => void | Promise<void>,
): Promise<Buffer> => {
  const doc = new PDFDocument({
    size: "A4",
    margin: 50,
    autoFirstPage: false,
    info: { Title: title, Creator: "boleteria", CreationDate: new Date(createdAt) },
  })
  const chunks: Array<Buffer> = []
  doc.on("data", (chunk: Buffer) => chunks.push(chunk))
  const ended = new Promise<void>((resolve, reject) => {
    doc.on("end", resolve)
    doc.on("error", reject)
  })
  await draw(doc)
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
