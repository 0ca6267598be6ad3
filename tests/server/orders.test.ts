import { OrderHistory } from "@boleteria/core"
import * as Schema from "effect/Schema"
import { afterAll, beforeAll, expect, it } from "vitest"
import { renderPdf } from "../../server/src/pdf/document.js"
import { drawTicketQr } from "../../server/src/pdf/qr.js"
import { pagesOf, qrCodesOf, textOf } from "../support/pdf.js"
import { functionWithSector, ok, signUp, takeGroup, paidOrder, paidTotalOf } from "./support/flows.js"
import { startTestServer, TEST_START, type TestServer, describeOnEachDatabase } from "./support/testServer.js"

/**
 * The shop's purchase, over HTTP: two seats of a numbered sector and one general-admission place
 * of another function in the same cart, e-ticket delivery, credit card, the approving test card.
 */
const buyTickets = async (server: TestServer, token: string, cEmail: string): Promise<number> => {
  const seats = await functionWithSector(server, true)
  const standing = await functionWithSector(server, false)
  const cart = await ok(
    takeGroup(server, { idFuncion: seats.performance_id, idSector: seats.sector_id, nCantidad: 2 }, null, token),
  )
  await ok(
    takeGroup(server, { idFuncion: standing.performance_id, idSector: standing.sector_id, nCantidad: 1 }, cart, token),
  )
  return (await paidOrder(server, cart, token, cEmail)).idPedido
}

describeOnEachDatabase("orders, e-tickets and bills over HTTP on %s", (kind) => {
  let server: TestServer
  let token: string
  let orderId: number
  let history: OrderHistory

  const download = async (path: string, bearer = token) => {
    const response = await fetch(server.url + path, { headers: { authorization: `Bearer ${bearer}` } })
    return {
      status: response.status,
      type: response.headers.get("content-type"),
      body: Buffer.from(await response.arrayBuffer()),
    }
  }

  beforeAll(async () => {
    server = await startTestServer(kind)
    const cEmail = `pedidos-${kind}@example.com`
    token = await signUp(server, cEmail)
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
    expect(order).toMatchObject({
      cEstado: "PAGADO",
      cEntregaTipo: expect.any(String) as string,
      nCantidadPagos: 1,
      cUltimos4: "3704",
      fTotalPendiente: 0,
    })
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
    expect(order.fTotalPagado).toBe(paidTotalOf(order))
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
      order.listaFuncion.map((line) => [
        line.idFuncion,
        [...new Set(line.listaEntrada.map((ticket) => ticket.idSector))],
      ]),
    )
    expect(sectorsByFunction).toEqual({
      [seats.performance_id]: [seats.sector_id],
      [standing.performance_id]: [standing.sector_id],
    })
  })

  it("a customer without orders has an empty history", async () => {
    const other = await signUp(server, `sin-pedidos-${kind}@example.com`)
    const answer = await server.call("GET", "/v2/Historial2", undefined, other)
    expect(answer).toMatchObject({ status: 200, oData: { listaPedido: [], listaReserva: [] } })
  })

  it("the e-ticket PDF has one page and one QR code per ticket, each reading its ticket's code", async () => {
    const pdf = await download(`/v2/Pedido/${orderId}/eticket.pdf`)
    expect(pdf.status).toBe(200)
    expect(pdf.type).toBe("application/pdf")
    expect(pdf.body.subarray(0, 5).toString()).toBe("%PDF-")
    const codes = history.listaPedido[0]!.listaFuncion.flatMap((line) =>
      line.listaEntrada.map((ticket) => ticket.cNumeroEntrada),
    )
    expect(pagesOf(pdf.body)).toHaveLength(codes.length)
    expect(qrCodesOf(pdf.body).toSorted()).toEqual([...codes].sort())
    expect(pdf.body.toString("latin1")).not.toContain("/Subtype /Image")
    const text = textOf(pdf.body)
    for (const code of codes) expect(text).toContain(code)
    const order = history.listaPedido[0]!
    for (const line of order.listaFuncion) expect(text).toContain(line.cEspectaculo)
    expect(text).toContain("Ingreso general")
  })

  it("draws a ticket's QR code as vectors that read exactly the code", async () => {
    for (const code of ["7KQ2MZ4XPA3R", "A", "ENTRADA-0001/ñ"]) {
      const pdf = await renderPdf(code, TEST_START, (doc) => {
        doc.addPage()
        drawTicketQr(doc, code, 60, 80, 220)
      })
      expect(qrCodesOf(pdf)).toEqual([code])
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
      expect((JSON.parse(pdf.body.toString()) as { oData: string }).oData).toMatch(/anuladas/)
    } finally {
      await server.db.query("UPDATE orders SET state = 'PAGADO' WHERE id = $1", [orderId])
    }
  })

  it("lists OpenAPI entries for the history and both PDFs", async () => {
    const document = (await (await fetch(server.url + "/v2/openapi.json")).json()) as {
      paths: Record<string, unknown>
    }
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        "/v2/Historial2",
        "/v2/Pedido/{idPedido}/eticket.pdf",
        "/v2/Pedido/{idPedido}/Comprobante/{idComprobante}/comprobante.pdf",
      ]),
    )
  })
})
