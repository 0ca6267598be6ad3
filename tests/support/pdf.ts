import { inflateSync } from "node:zlib"
import jsqr from "jsqr"

// jsqr is CommonJS: under NodeNext its function is the module's `default` property.
const jsQR = jsqr.default

/** What a QR code in an RGBA picture reads, or null when none is found. */
export const readQr = (rgba: Uint8ClampedArray, width: number, height: number): string | null =>
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

/** The visible images (pdfkit splits a PNG's alpha into a soft mask: the image is the one with /SMask). */
export const imagesOf = (pdf: Buffer): ReadonlyArray<PdfObject> =>
  pdfObjects(pdf).filter(
    (object) => object.dictionary.includes("/Subtype /Image") && object.dictionary.includes("/SMask"),
  )

/** What a QR image embedded by pdfkit reads: its deflated RGB pixels, made RGBA for jsQR. */
export const decodeEmbeddedQr = (image: PdfObject): string | null => {
  const width = Number(/\/Width (\d+)/.exec(image.dictionary)?.[1])
  const height = Number(/\/Height (\d+)/.exec(image.dictionary)?.[1])
  const rgb = inflateSync(image.stream!)
  const rgba = new Uint8ClampedArray(width * height * 4)
  for (let pixel = 0; pixel < width * height; pixel++) {
    rgba.set(rgb.subarray(pixel * 3, pixel * 3 + 3), pixel * 4)
    rgba[pixel * 4 + 3] = 255
  }
  return readQr(rgba, width, height)
}

/** The text the pages draw: each TJ operation's strings (hex, WinAnsi) on a line of its own. */
export const textOf = (pdf: Buffer): string =>
  pdfObjects(pdf)
    .filter((object) => object.stream !== null && !object.dictionary.includes("/Subtype"))
    .flatMap((object) => {
      let content: string
      try {
        content = inflateSync(object.stream!).toString("latin1")
      } catch {
        return []
      }
      return [...content.matchAll(/\[(.*?)\] TJ/g)].map((operation) =>
        [...operation[1]!.matchAll(/<([0-9a-f]*)>/g)]
          .map((hex) => Buffer.from(hex[1]!, "hex").toString("latin1"))
          .join(""),
      )
    })
    .join("\n")
