import { OrderHistory, Withdrawal, type PurchaseProcess } from "@boleteria/core"
import * as Schema from "effect/Schema"
import { afterAll, beforeAll, expect, it } from "vitest"
import { lastMailTo } from "../support/outbox.js"
import { textOf } from "../support/pdf.js"
import { DAY, ok, signUp, paidOrder } from "./support/flows.js"
import { startTestServer, TEST_START, type TestServer, describeOnEachDatabase } from "./support/testServer.js"
import { countingSandbox } from "./support/countingSandbox.js"

const HOUR = 60 * 60_000
const decodeWithdrawal = Schema.decodeUnknownSync(Withdrawal)

/** `count` numbered seats of a function starting after `from`, skipping the first `offset` such seats. */
const seatsOfFunctionAfter = async (server: TestServer, from: number, count: number, offset: number) => {
  const { rows } = await server.db.query<{ performance_id: number; seat_id: number; starts_at: Date }>(
    `SELECT f.id AS performance_id, st.id AS seat_id, f.starts_at
       FROM performances f JOIN shows s ON s.id = f.show_id JOIN venues v ON v.id = s.venue_id
       JOIN map_sectors ms ON ms.map_code = v.map_code AND ms.numbered
       JOIN show_prices sp ON sp.show_id = s.id AND sp.sector_id = ms.id
       JOIN map_seats st ON st.sector_id = ms.id
      WHERE v.map_code = 'teatro-principal' AND f.starts_at > $1
      ORDER BY f.starts_at, f.id, st.id LIMIT $2 OFFSET $3`,
    [new Date(from), count, offset],
  )
  return {
    idFuncion: rows[0]!.performance_id,
    listaIdPosicion: rows.map((row) => row.seat_id),
    startsAt: rows[0]!.starts_at.getTime(),
  }
}

type Seats = Awaited<ReturnType<typeof seatsOfFunctionAfter>>

const takeSeats = (server: TestServer, seats: Seats, token: string) =>
  server.call<PurchaseProcess>(
    "POST",
    "/v2/Proceso/0/Posiciones/Tomar",
    { idFuncion: seats.idFuncion, listaIdPosicion: seats.listaIdPosicion, idPromocion: null },
    token,
  )

/** Buys these seats with e-ticket delivery and the approving card; answers the order and its process. */
const buy = async (server: TestServer, token: string, cEmail: string, seats: Seats) => {
  const cart = await ok(takeSeats(server, seats, token))
  return paidOrder(server, cart, token, cEmail)
}

describeOnEachDatabase("the Botón de arrepentimiento over HTTP on %s", (kind) => {
  let server: TestServer
  let processor: ReturnType<typeof countingSandbox>
  let token: string
  const cEmail = `arrepentida-${kind}@example.com`
  let seatOffset = 0
  /** Fresh seats of a function that starts after `from` (a week on by default): each purchase its own. */
  const freshSeats = (count: number, from = TEST_START + 7 * DAY) => {
    seatOffset += count
    return seatsOfFunctionAfter(server, from, count, seatOffset - count)
  }
  const withdraw = (body: unknown, language = "es") =>
    server.call("POST", "/v2/Arrepentimiento", body, { headers: { "accept-language": language } })
  const download = async (path: string) => {
    const response = await fetch(server.url + path, { headers: { authorization: `Bearer ${token}` } })
    return { status: response.status, body: Buffer.from(await response.arrayBuffer()) }
  }
  const orderInHistory = async (idPedido: number) =>
    Schema.decodeUnknownSync(OrderHistory)(
      (await server.call("GET", "/v2/Historial2", undefined, token)).oData,
    ).listaPedido.find((order) => order.idPedido === idPedido)!

  beforeAll(async () => {
    processor = countingSandbox()
    server = await startTestServer(kind, { payments: processor.provider })
    token = await signUp(server, cEmail)
  })
  afterAll(async () => {
    await server?.close()
  })

  it("withdraws a paid order: a tracking code at once and by mail, one refund, the seats on sale again, the e-ticket gone, a credit note", async () => {
    const seats = await freshSeats(2)
    const order = await buy(server, token, cEmail, seats)
    const refundsBefore = processor.asked.refunds

    const answer = await withdraw({ idPedido: order.idPedido, cEmail: cEmail.toUpperCase(), cMotivo: "No puedo ir" })
    expect(answer.status).toBe(200)
    const withdrawal = decodeWithdrawal(answer.oData)
    expect(withdrawal.cCodigoSeguimiento).toMatch(/^[A-Z2-7]{10}$/)
    expect(withdrawal).toMatchObject({ idPedido: order.idPedido, cUltimos4: "3704" })
    expect(withdrawal.listaReintegro).toEqual([
      { cProveedor: "TARJETA", cUltimos4: "3704", fImporte: withdrawal.fImporteReintegrado },
    ])
    expect(withdrawal.oNotaDeCredito.cReferencia).toMatch(/^Nota de crédito B 0003-\d{8}$/)

    // The processor was asked once and gave back what was paid.
    expect(processor.asked.refunds - refundsBefore).toBe(1)
    const refunds = processor.sandbox.refundsOf(order.idProcesoDeCompra)
    expect(refunds).toHaveLength(1)
    const listed = await orderInHistory(order.idPedido)
    expect(refunds[0]!.amount).toBe(listed.fTotalPagado)
    expect(withdrawal.fImporteReintegrado).toBe(listed.fTotalPagado)

    // "My orders" shows it withdrawn, its bill and the credit note that cancels it.
    expect(listed.cEstado).toBe("ARREPENTIDO")
    expect(listed.listaComprobante.map((bill) => bill.cTipo)).toEqual(["FACTURA", "NOTA_DE_CREDITO"])
    const [bill, creditNote] = listed.listaComprobante
    expect(creditNote!.idComprobante).toBe(withdrawal.oNotaDeCredito.idComprobante)

    const eticket = await download(`/v2/Pedido/${order.idPedido}/eticket.pdf`)
    expect(eticket.status).toBe(410)
    const pdf = await download(`/v2/Pedido/${order.idPedido}/Comprobante/${creditNote!.idComprobante}/comprobante.pdf`)
    expect(pdf.status).toBe(200)
    const text = textOf(pdf.body)
    expect(text).toContain("NOTA DE CR")
    expect(text).toContain(bill!.cReferencia)
    expect(text).toContain(withdrawal.cCodigoSeguimiento)
    expect(text).toContain("Ley 24.240")

    // The tracking code went by mail, in the language of the purchase.
    const mail = lastMailTo(server.outboxDir, cEmail)
    expect(mail).toContain(withdrawal.cCodigoSeguimiento)
    expect(mail).toContain(`N° ${order.idPedido}`)

    // It can be asked about by its code, with no login.
    const status = await server.call("GET", `/v2/Arrepentimiento/${withdrawal.cCodigoSeguimiento}`)
    expect(status.status).toBe(200)
    expect(status.oData).toEqual(answer.oData)

    // The seats are on sale again: someone else buys them, and gets new tickets for them.
    const other = await signUp(server, `otra-${kind}@example.com`)
    const resold = await buy(server, other, `otra-${kind}@example.com`, seats)
    expect(resold.idPedido).not.toBe(order.idPedido)
  })

  it("asked again, answers the same tracking code and never refunds twice", async () => {
    const order = await buy(server, token, cEmail, await freshSeats(1))
    const first = await withdraw({ idPedido: order.idPedido, cEmail })
    const refundsAfterFirst = processor.asked.refunds
    const mailsAfterFirst = server.outbox().length
    const again = await withdraw({ idPedido: order.idPedido, cEmail })
    expect(again.status).toBe(200)
    expect(again.oData).toEqual(first.oData)
    expect(processor.asked.refunds).toBe(refundsAfterFirst)
    expect(processor.sandbox.refundsOf(order.idProcesoDeCompra)).toHaveLength(1)
    expect(server.outbox().length).toBe(mailsAfterFirst)
    const listed = await orderInHistory(order.idPedido)
    expect(listed.listaComprobante.filter((bill) => bill.cTipo === "NOTA_DE_CREDITO")).toHaveLength(1)
  })

  it("asked by several requests at once, withdraws once: one code, one refund, one credit note", async () => {
    const order = await buy(server, token, cEmail, await freshSeats(2))
    const refundsBefore = processor.asked.refunds
    const answers = await Promise.all(Array.from({ length: 4 }, () => withdraw({ idPedido: order.idPedido, cEmail })))
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200])
    expect(new Set(answers.map((answer) => decodeWithdrawal(answer.oData).cCodigoSeguimiento)).size).toBe(1)
    expect(processor.asked.refunds - refundsBefore).toBe(1)
    expect(processor.sandbox.refundsOf(order.idProcesoDeCompra)).toHaveLength(1)
    const { rows } = await server.db.query<{ notes: number | string }>(
      "SELECT count(*) AS notes FROM bills WHERE order_id = $1 AND kind = 'NOTA_DE_CREDITO'",
      [order.idPedido],
    )
    expect(Number(rows[0]!.notes)).toBe(1)
  })

  it("answers 404 for a wrong e-mail or an unknown order alike, without saying which was wrong", async () => {
    const order = await buy(server, token, cEmail, await freshSeats(1))
    const wrongEmail = await withdraw({ idPedido: order.idPedido, cEmail: "otra-persona@example.com" })
    const noOrder = await withdraw({ idPedido: 999_999, cEmail })
    expect(wrongEmail.status).toBe(404)
    expect(noOrder.status).toBe(404)
    expect(wrongEmail.oData).toBe(noOrder.oData)
    expect((await orderInHistory(order.idPedido)).cEstado).toBe("PAGADO")
    const unknownCode = await server.call("GET", "/v2/Arrepentimiento/AAAAAAAAAA")
    expect(unknownCode.status).toBe(404)
  })

  it("refuses, 11 days after the tickets were received, saying the ten days ended and when", async () => {
    const order = await buy(server, token, cEmail, await freshSeats(1, TEST_START + 20 * DAY))
    server.clock.set(TEST_START + 11 * DAY)
    try {
      const refusedEs = await withdraw({ idPedido: order.idPedido, cEmail })
      expect(refusedEs.status).toBe(400)
      const body = (await (
        await fetch(`${server.url}/v2/Arrepentimiento`, {
          method: "POST",
          headers: { "content-type": "application/json", "accept-language": "en" },
          body: JSON.stringify({ idPedido: order.idPedido, cEmail }),
        })
      ).json()) as { cClave?: string; oData: string }
      expect(body.cClave).toBe("problems.withdrawal.receiptWindowOver")
      // Bought on 21 November at noon in Buenos Aires: the tenth day after ended at midnight on 1 December.
      expect(String(refusedEs.oData)).toContain("2 de diciembre de 2026")
      expect(body.oData).toContain("December 2, 2026")
    } finally {
      server.clock.set(TEST_START)
    }
    expect((await orderInHistory(order.idPedido)).cEstado).toBe("PAGADO")
  })

  it("refuses less than 24 hours before the function, saying when the notice ended", async () => {
    const seats = await freshSeats(1, TEST_START + 3 * DAY)
    const order = await buy(server, token, cEmail, seats)
    server.clock.set(seats.startsAt - 12 * HOUR)
    try {
      const refused = await fetch(`${server.url}/v2/Arrepentimiento`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ idPedido: order.idPedido, cEmail }),
      })
      expect(refused.status).toBe(400)
      const body = (await refused.json()) as { cClave?: string; oData: string }
      expect(body.cClave).toBe("problems.withdrawal.functionTooClose")
      expect(body.oData).toContain("24 horas antes")
      expect(processor.sandbox.refundsOf(order.idProcesoDeCompra)).toEqual([])
    } finally {
      server.clock.set(TEST_START)
    }
  })

  it("refuses an order already refunded by the shop (409), and throttles guessing (429)", async () => {
    const order = await buy(server, token, cEmail, await freshSeats(1))
    // As when a cancelled function is refunded: nothing is left to withdraw.
    await server.db.query("UPDATE orders SET state = 'DEVUELTO' WHERE id = $1", [order.idPedido])
    const refunded = await withdraw({ idPedido: order.idPedido, cEmail })
    expect(refunded.status).toBe(409)
    expect(processor.sandbox.refundsOf(order.idProcesoDeCompra)).toEqual([])

    let status = 0
    for (let guess = 0; guess < 12 && status !== 429; guess++)
      status = (await withdraw({ idPedido: order.idPedido, cEmail: `intento-${guess}@example.com` })).status
    expect(status).toBe(429)
    // The window passes and the address may try again.
    server.clock.advance(16 * 60_000)
    expect((await withdraw({ idPedido: 999_998, cEmail })).status).toBe(404)
    server.clock.set(TEST_START)
  })
})
