import { createRequire } from "node:module"
import { inflateSync } from "node:zlib"
import {
  OrderHistory,
  SandboxCard,
  type ChargeRequest,
  type DeliveryType,
  type LoginResult,
  type PaymentMethod,
  type PaymentStatus,
  type PurchaseProcess,
  type SignUpRequest,
} from "@boleteria/core"
import * as Schema from "effect/Schema"
import jsqr from "jsqr"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { ticketQrPng } from "../../server/src/pdf/qr.js"
import { DATABASE_KINDS, postgresAvailable, startTestServer, TEST_START, type TestServer } from "./support/testServer.js"

// jsqr is CommonJS: under NodeNext its function is the module's `default` property.
const jsQR = jsqr.default
// pngjs comes with qrcode and has no type declarations: the shape used here is declared by hand.
const { PNG } = createRequire(import.meta.url)("pngjs") as {
  PNG: { sync: { read: (png: Buffer) => { width: number; height: number; data: Buffer } } }
}

const signUpForm = (cEmail: string): SignUpRequest => ({
  cNombre: "Martina",
  cApellido: "Suárez",
  cEmail,
  cEmailConfirmacion: cEmail,
  cClave: "Entradas2025",
  cClaveConfirmacion: "Entradas2025",
  cGenero: "FEMENINO",
  cTipoDocumento: null,
  cNumeroDocumento: null,
  cTipoTelefono: null,
  cTelefono: null,
  oFechaNacimiento: null,
  cAlias: null,
  cUsuarioTelegram: null,
  cPais: "AR",
  lAceptaTerminos: true,
})

const chargeForm = (cEmail: string): ChargeRequest => ({
  cTitular: "MARTINA SUAREZ",
  cNumeroTarjeta: SandboxCard.approves,
  nMesVencimiento: 12,
  nAnioVencimiento: 2030,
  cCodigoSeguridad: "123",
  nCuotas: 1,
  cTipoDocumento: "DNI",
  cNumeroDocumento: "35111222",
  cEmail,
  oFechaNacimiento: { nDia: 2, nMes: 7, nAnio: 1994 },
})

/** A future function with a sector of the wanted kind, smallest sector first (its answer stays small). */
const functionWithSector = async (server: TestServer, numbered: boolean, skip = 0) => {
  const { rows } = await server.db.query<{ performance_id: number; sector_id: number }>(
    `SELECT p.id AS performance_id, ms.id AS sector_id
       FROM performances p
       JOIN shows s ON s.id = p.show_id
       JOIN venues v ON v.id = s.venue_id
       JOIN map_sectors ms ON ms.map_code = v.map_code AND ms.numbered = $1
       JOIN show_prices sp ON sp.show_id = s.id AND sp.sector_id = ms.id
      WHERE p.starts_at > $2
      ORDER BY ms.capacity, p.starts_at, p.id
      OFFSET $3 LIMIT 1`,
    [numbered, new Date(TEST_START + 24 * 60 * 60_000), skip],
  )
  if (rows[0] === undefined) throw new Error("the demo billboard has no such function")
  return rows[0]
}

/**
 * The shop's purchase, over HTTP: two seats of a numbered sector and one general-admission place
 * of another function in the same cart, e-ticket delivery, credit card, the approving test card.
 */
const buyTickets = async (server: TestServer, token: string, cEmail: string): Promise<number> => {
  const ok = async <T>(answer: Promise<{ status: number; oData: T }>): Promise<T> => {
    const { status, oData } = await answer
    if (status !== 200) throw new Error(`purchase step failed: ${status} ${JSON.stringify(oData)}`)
    return oData
  }
  const seats = await functionWithSector(server, true)
  const standing = await functionWithSector(server, false)
  const cart = await ok(
    server.call<PurchaseProcess>(
      "POST",
      "/v2/Proceso/0/Posiciones/TomarGrupo",
      { idFuncion: seats.performance_id, idSector: seats.sector_id, nCantidad: 2, idPromocion: null },
      token,
    ),
  )
  const process = `/v2/Proceso/${cart.idProcesoDeCompra}`
  await ok(
    server.call(
      "POST",
      `${process}/Posiciones/TomarGrupo`,
      { idFuncion: standing.performance_id, idSector: standing.sector_id, nCantidad: 1, idPromocion: null },
      token,
    ),
  )
  const delivery = (await ok(server.call<ReadonlyArray<DeliveryType>>("GET", `${process}/TiposDeEntrega`, undefined, token))).find(
    (type) => type.cCodigo === "ETICKET",
  )!
  await ok(server.call("POST", `${process}/EntregaTipo/Seleccionar`, { idEntregaTipo: delivery.idEntregaTipo, idClienteDomicilio: null }, token))
  const method = (await ok(server.call<ReadonlyArray<PaymentMethod>>("GET", `${process}/FormasDePago`, undefined, token))).find(
    (candidate) => candidate.cTipo === "CREDITO",
  )!
  await ok(server.call("POST", `${process}/FormaDePago/Seleccionar`, { nFormaDePago: method.nFormaDePago }, token))
  const paid = await ok(server.call<PaymentStatus>("POST", `${process}/Cobrar`, chargeForm(cEmail), token))
  if (paid.cEstado !== "APROBADO" || paid.idPedido === null) throw new Error(`not approved: ${JSON.stringify(paid)}`)
  return paid.idPedido
}

interface PdfObject {
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

const pagesOf = (pdf: Buffer) => pdfObjects(pdf).filter((object) => /\/Type \/Page\b(?!s)/.test(object.dictionary))

/** The visible images (pdfkit splits a PNG's alpha into a soft mask: the image is the one with /SMask). */
const imagesOf = (pdf: Buffer) =>
  pdfObjects(pdf).filter((object) => object.dictionary.includes("/Subtype /Image") && object.dictionary.includes("/SMask"))

/** What a QR image embedded by pdfkit reads: its deflated RGB pixels, made RGBA for jsQR. */
const decodeEmbeddedQr = (image: PdfObject): string | null => {
  const width = Number(/\/Width (\d+)/.exec(image.dictionary)?.[1])
  const height = Number(/\/Height (\d+)/.exec(image.dictionary)?.[1])
  const rgb = inflateSync(image.stream!)
  const rgba = new Uint8ClampedArray(width * height * 4)
  for (let pixel = 0; pixel < width * height; pixel++) {
    rgba.set(rgb.subarray(pixel * 3, pixel * 3 + 3), pixel * 4)
    rgba[pixel * 4 + 3] = 255
  }
  return jsQR(rgba, width, height)?.data ?? null
}

/** The text the pages draw: each TJ operation's strings (hex, WinAnsi) on a line of its own. */
const textOf = (pdf: Buffer): string =>
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
        [...operation[1]!.matchAll(/<([0-9a-f]*)>/g)].map((hex) => Buffer.from(hex[1]!, "hex").toString("latin1")).join(""),
      )
    })
    .join("\n")

describe.each(DATABASE_KINDS)("orders, e-tickets and bills over HTTP on %s", (kind) => {
  // PostgreSQL runs where the test setup could start a cluster; CI=true guarantees one.
  describe.skipIf(kind === "postgres" && !postgresAvailable())("", () => {
    let server: TestServer
    let token: string
    let orderId: number
    let history: OrderHistory

    const download = async (path: string, bearer = token) => {
      const response = await fetch(server.url + path, { headers: { authorization: `Bearer ${bearer}` } })
      return { status: response.status, type: response.headers.get("content-type"), body: Buffer.from(await response.arrayBuffer()) }
    }

    beforeAll(async () => {
      server = await startTestServer(kind)
      const cEmail = `pedidos-${kind}@example.com`
      token = (await server.call<LoginResult>("POST", "/v2/Cliente/Insertar", signUpForm(cEmail))).oData.token
      orderId = await buyTickets(server, token, cEmail)
      const answer = await server.call("GET", "/v2/Historial2", undefined, token)
      expect(answer.status).toBe(200)
      history = Schema.decodeUnknownSync(OrderHistory)(answer.oData)
    })
    afterAll(async () => {
      await server?.close()
    })

    it("Historial2 lists the order with its functions, tickets, totals, card digits and bill", () => {
      expect(history.listaReserva).toEqual([])
      expect(history.listaPedido.map((order) => order.idPedido)).toEqual([orderId])
      const order = history.listaPedido[0]!
      expect(order).toMatchObject({ cEstado: "PAGADO", cEntregaTipo: expect.any(String), nCantidadPagos: 1, cUltimos4: "3704", fTotalPendiente: 0 })
      expect(order.cEntregaTipo).not.toBe("")
      expect(order.listaFuncion).toHaveLength(2)
      const tickets = order.listaFuncion.flatMap((line) => line.listaEntrada)
      expect(tickets).toHaveLength(3)
      const seated = tickets.filter((ticket) => ticket.cButaca !== null)
      expect(seated).toHaveLength(2)
      expect(seated.every((ticket) => ticket.cFila !== null && ticket.cSector !== "")).toBe(true)
      expect(tickets.filter((ticket) => ticket.cButaca === null && ticket.cFila === null)).toHaveLength(1)
      expect(new Set(tickets.map((ticket) => ticket.cNumeroEntrada)).size).toBe(3)
      expect(order.fTotalEntradas).toBe(tickets.reduce((sum, ticket) => sum + ticket.fPrecio, 0))
      expect(order.fTotalPagado).toBe(
        order.fTotalEntradas + order.fTotalCargoServicio + order.fTotalEntrega + order.fTotalQrAntifraude + order.fTotalProductos,
      )
      for (const line of order.listaFuncion) {
        expect(line.cEspectaculo).not.toBe("")
        expect(line.cEstablecimiento).not.toBe("")
        expect(Date.parse(line.dFuncion)).toBeGreaterThan(TEST_START)
      }
      expect(order.listaComprobante).toHaveLength(1)
      expect(order.listaComprobante[0]).toMatchObject({ cTipo: "FACTURA", nPuntoDeVenta: 3, lProcesando: false })
      expect(order.listaComprobante[0]!.cCAE).toMatch(/^\d{14}$/)
    })

    it("the sectors of the tickets are the sectors that were bought", async () => {
      const seats = await functionWithSector(server, true)
      const standing = await functionWithSector(server, false)
      const order = history.listaPedido[0]!
      const sectorsByFunction = Object.fromEntries(
        order.listaFuncion.map((line) => [line.idFuncion, [...new Set(line.listaEntrada.map((ticket) => ticket.idSector))]]),
      )
      expect(sectorsByFunction).toEqual({ [seats.performance_id]: [seats.sector_id], [standing.performance_id]: [standing.sector_id] })
    })

    it("a customer without orders has an empty history", async () => {
      const other = await server.call<LoginResult>("POST", "/v2/Cliente/Insertar", signUpForm(`sin-pedidos-${kind}@example.com`))
      const answer = await server.call("GET", "/v2/Historial2", undefined, other.oData.token)
      expect(answer).toMatchObject({ status: 200, oData: { listaPedido: [], listaReserva: [] } })
    })

    it("the e-ticket PDF has one page and one QR image per ticket, each QR reading its ticket's code", async () => {
      const pdf = await download(`/v2/Pedido/${orderId}/eticket.pdf`)
      expect(pdf.status).toBe(200)
      expect(pdf.type).toBe("application/pdf")
      expect(pdf.body.subarray(0, 5).toString()).toBe("%PDF-")
      const codes = history.listaPedido[0]!.listaFuncion.flatMap((line) => line.listaEntrada.map((ticket) => ticket.cNumeroEntrada))
      expect(pagesOf(pdf.body)).toHaveLength(codes.length)
      const images = imagesOf(pdf.body)
      expect(images).toHaveLength(codes.length)
      expect(images.map(decodeEmbeddedQr).sort()).toEqual([...codes].sort())
      const text = textOf(pdf.body)
      for (const code of codes) expect(text).toContain(code)
      const order = history.listaPedido[0]!
      for (const line of order.listaFuncion) expect(text).toContain(line.cEspectaculo)
      expect(text).toContain("Ingreso general")
    })

    it("renders a ticket's QR code as a PNG that reads exactly the code", async () => {
      for (const code of ["7KQ2MZ4XPA3R", "A", "ENTRADA-0001/ñ"]) {
        const png = PNG.sync.read(await ticketQrPng(code))
        expect(jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data).toBe(code)
      }
    })

    it("the bill PDF carries the letter, point of sale, receipt number, CAE and its expiry, and the total", async () => {
      const bill = history.listaPedido[0]!.listaComprobante[0]!
      const pdf = await download(`/v2/Pedido/${orderId}/Comprobante/${bill.idComprobante}/comprobante.pdf`)
      expect(pdf.status).toBe(200)
      expect(pdf.type).toBe("application/pdf")
      expect(pagesOf(pdf.body)).toHaveLength(1)
      const text = textOf(pdf.body)
      expect(text).toContain("FACTURA")
      expect(text).toContain(`N° 00003-${String(bill.nNumeroComprobante).padStart(8, "0")}`)
      expect(text).toContain(`CAE N°: ${bill.cCAE}`)
      expect(text).toMatch(/Fecha de Vto\. de CAE: \d{2}\/\d{2}\/\d{4}/)
      expect(text).toContain("Consumidor Final")
      expect(text).toContain("Martina Suárez")
      const total = new Intl.NumberFormat("es-AR", { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
        history.listaPedido[0]!.fTotalPagado,
      )
      expect(text).toContain(total)
    })

    it("unknown orders and bills answer 404", async () => {
      const bill = history.listaPedido[0]!.listaComprobante[0]!
      expect((await download("/v2/Pedido/999999/eticket.pdf")).status).toBe(404)
      expect((await download(`/v2/Pedido/${orderId}/Comprobante/999999/comprobante.pdf`)).status).toBe(404)
      expect((await download(`/v2/Pedido/999999/Comprobante/${bill.idComprobante}/comprobante.pdf`)).status).toBe(404)
    })

    it("a refunded order lists as such and its e-ticket is gone (410)", async () => {
      await server.db.query("UPDATE orders SET state = 'DEVUELTO' WHERE id = $1", [orderId])
      try {
        const answer = await server.call<OrderHistory>("GET", "/v2/Historial2", undefined, token)
        expect(answer.oData.listaPedido[0]!.cEstado).toBe("DEVUELTO")
        const pdf = await download(`/v2/Pedido/${orderId}/eticket.pdf`)
        expect(pdf.status).toBe(410)
        expect(JSON.parse(pdf.body.toString()).oData).toMatch(/anuladas/)
      } finally {
        await server.db.query("UPDATE orders SET state = 'PAGADO' WHERE id = $1", [orderId])
      }
    })

    it("lists OpenAPI entries for the history and both PDFs", async () => {
      const document = (await (await fetch(server.url + "/v2/openapi.json")).json()) as { paths: Record<string, unknown> }
      expect(Object.keys(document.paths)).toEqual(
        expect.arrayContaining([
          "/v2/Historial2",
          "/v2/Pedido/{idPedido}/eticket.pdf",
          "/v2/Pedido/{idPedido}/Comprobante/{idComprobante}/comprobante.pdf",
        ]),
      )
    })
  })
})
