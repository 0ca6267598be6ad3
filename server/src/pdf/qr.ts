import QRCode from "qrcode"
import type { Pdf } from "./document.js"

/** Light modules around the code, as readers need (the PNG it replaced had the same). */
const QUIET_MODULES = 2

/**
 * A ticket's QR code drawn as vectors in a `side`-point square at (x, y): exactly the ticket code,
 * nothing else, so any reader at the door gets it. Each row's runs of dark modules are rectangles of
 * one path, filled once: no PNG to encode, decode and deflate again (8–12 ms a page, and blurry when
 * zoomed), and a few hundred bytes of content stream.
 */
export const drawTicketQr = (doc: Pdf, code: string, x: number, y: number, side: number): void => {
  const { modules } = QRCode.create(code, { errorCorrectionLevel: "M" })
  const unit = side / (modules.size + 2 * QUIET_MODULES)
  const at = (module: number) => (QUIET_MODULES + module) * unit
  for (let row = 0; row < modules.size; row++) {
    let column = 0
    while (column < modules.size) {
      if (modules.get(row, column) === 0) {
        column += 1
        continue
      }
      const start = column
      while (column < modules.size && modules.get(row, column) !== 0) column += 1
      doc.rect(x + at(start), y + at(row), (column - start) * unit, unit)
    }
  }
  doc.fillColor("black").fill()
}
