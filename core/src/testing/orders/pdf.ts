/** PDF text strings escape their delimiters; the base-14 fonts read Latin-1, so other characters become "?". */
const pdfText = (text: string): string =>
  [...text]
    .map((char) => (char.charCodeAt(0) > 0xff ? "?" : char))
    .join("")
    .replace(/[\\()]/gu, (char) => `\\${char}`)

const latin1 = (text: string): Uint8Array => Uint8Array.from([...text], (char) => char.charCodeAt(0) & 0xff)

/**
 * A one-page PDF with these lines of text in Helvetica: enough for a test double's e-ticket or bill
 * to open in any reader (a proper header, objects and cross-reference table).
 */
export const textPdf = (lines: ReadonlyArray<string>): Uint8Array => {
  const content = ["BT", "/F1 14 Tf", "50 790 Td", "18 TL", ...lines.map((line) => `(${pdfText(line)}) '`), "ET"].join(
    "\n",
  )
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${latin1(content).length} >>\nstream\n${content}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
  ]
  let body = "%PDF-1.4\n"
  const offsets = objects.map((object, index) => {
    const offset = latin1(body).length
    body += `${index + 1} 0 obj\n${object}\nendobj\n`
    return offset
  })
  const xref = latin1(body).length
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  body += offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("")
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return latin1(body)
}
