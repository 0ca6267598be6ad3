import { inflateSync } from "node:zlib"
import jsqr from "jsqr"

// jsqr is CommonJS: under NodeNext its function is the module's `default` property.
const jsQR = jsqr.default

/** What a QR code in an RGBA picture reads, or null when none is found. */
const readQr = (rgba: Uint8ClampedArray, width: number, height: number): string | null =>
  jsQR(rgba, width, height)?.data ?? null

export interface PdfObject {
  readonly dictionary: string
  readonly stream: Buffer | null
}

/** The objects of a pdfkit PDF (no object streams, no cross-reference streams). */
const pdfObjects = (pdf: Buffer): ReadonlyArray<PdfObject> => {
  const text = pdf.toString("latin1")
  const objects: Array<PdfObject> = []
  for (const match of text.matchAll(/\d+ 0 obj\n([\s\S]*?)\nendobj/g)) {
    const body = match[1]!
    const streamAt = body.indexOf("\nstream\n")
    if (streamAt === -1) {
      objects.push({ dictionary: body, stream: null })
      continue
    }
    const start = match.index + match[0].indexOf(body) + streamAt + "\nstream\n".length
    const end = text.indexOf("\nendstream", start)
    objects.push({ dictionary: body.slice(0, streamAt), stream: pdf.subarray(start, end) })
  }
  return objects
}

export const pagesOf = (pdf: Buffer): ReadonlyArray<PdfObject> =>
  pdfObjects(pdf).filter((object) => /\/Type \/Page\b(?!s)/.test(object.dictionary))

/** The content streams of a PDF's pages, inflated (pdfkit deflates them; other streams are skipped). */
const contentsOf = (pdf: Buffer): ReadonlyArray<string> =>
  pdfObjects(pdf)
    .filter((object) => object.stream !== null && !object.dictionary.includes("/Subtype"))
    .flatMap((object) => {
      try {
        return [inflateSync(object.stream!).toString("latin1")]
      } catch {
        return []
      }
    })

/** A path's colour may be set between its rectangles and its fill. */
const COLOUR = / (cs|scn|rg)$/
const RECTANGLE = /^(-?[\d.]+) (-?[\d.]+) ([\d.]+) ([\d.]+) re$/

/** Rectangles of one path filled at once, as a QR code's modules, drawn dark on white with a quiet zone for jsQR. */
const readRectangles = (rectangles: ReadonlyArray<readonly [number, number, number, number]>): string | null => {
  const unit = Math.min(...rectangles.map(([, , , height]) => height))
  const left = Math.min(...rectangles.map(([x]) => x))
  const top = Math.min(...rectangles.map(([, y]) => y))
  const module = (value: number) => Math.round(value / unit)
  const modules = Math.max(...rectangles.map(([x, , width]) => module(x + width - left)))
  const border = 4
  const scale = 4
  const side = (modules + 2 * border) * scale
  const rgba = new Uint8ClampedArray(side * side * 4).fill(255)
  for (const [x, y, width, height] of rectangles)
    for (let row = module(y - top); row < module(y + height - top); row++)
      for (let column = module(x - left); column < module(x + width - left); column++)
        for (let dy = 0; dy < scale; dy++)
          for (let dx = 0; dx < scale; dx++) {
            const pixel = ((border + row) * scale + dy) * side + (border + column) * scale + dx
            rgba.fill(0, pixel * 4, pixel * 4 + 3)
          }
  return readQr(rgba, side, side)
}

/** What the QR codes drawn as vectors read: each run of `re` operations filled once (`f`) is one code. */
export const qrCodesOf = (pdf: Buffer): ReadonlyArray<string | null> =>
  contentsOf(pdf).flatMap((content) => {
    const codes: Array<string | null> = []
    let path: Array<readonly [number, number, number, number]> = []
    for (const line of content.split("\n")) {
      const rectangle = RECTANGLE.exec(line)
      if (rectangle !== null) path.push([1, 2, 3, 4].map((group) => Number(rectangle[group])) as never)
      else if (line === "f") {
        if (path.length > 0) codes.push(readRectangles(path))
        path = []
      } else if (!COLOUR.test(line)) path = []
    }
    return codes
  })

/** The text the pages draw: each TJ operation's strings (hex, WinAnsi) on a line of its own. */
export const textOf = (pdf: Buffer): string =>
  contentsOf(pdf)
    .flatMap((content) =>
      [...content.matchAll(/\[(.*?)\] TJ/g)].map((operation) =>
        [...operation[1]!.matchAll(/<([0-9a-f]*)>/g)]
          .map((hex) => Buffer.from(hex[1]!, "hex").toString("latin1"))
          .join(""),
      ),
    )
    .join("\n")
