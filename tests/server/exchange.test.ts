import {
  ExchangeOptions,
  ExchangeQuote,
  ExchangeSettlement,
  OrderHistory,
  SandboxCard,
  type LoginResult,
  type PurchaseProcess,
} from "@boleteria/core"
import * as Schema from "effect/Schema"
import { afterAll, beforeAll, expect, it } from "vitest"
import { chargeForm, SIGN_UP_PASSWORD } from "../support/forms.js"
import { ok, signUp, takeGroup, paidOrder, pricedSectorsOf } from "./support/flows.js"
import { startTestServer, TEST_START, type TestServer, describeOnEachDatabase } from "./support/testServer.js"
import { countingSandbox } from "./support/countingSandbox.js"

const HOUR = 60 * 60_000
const decodeQuote = Schema.decodeUnknownSync(ExchangeQuote)
const decodeSettlement = Schema.decodeUnknownSync(ExchangeSettlement)

interface ShowFunction {
  readonly id: number
  readonly startsAt: number
  /** 3 on Wednesdays in Buenos Aires: when the show's 2x1 holds. */
  readonly weekday: number
}

describeOnEachDatabase("exchanges (operacion/cambio) over HTTP on %s", (kind) => {
  let server: TestServer
  let processor: ReturnType<typeof countingSandbox>
  let token: string
  let functions: ReadonlyArray<ShowFunction>
  let sectors: Record<"PLATEA" | "PULLMAN" | "TERTULIA", number>
  const cEmail = `cambio-${kind}@example.com`

  /** Buys `count` best places of a sector of a function of "La casa de los espejos" (show 101), by e-ticket. */
  const buy = async (performance: ShowFunction, sector: number, count: number, as = token) => {
    const cart = await ok(
      takeGroup(server, { idFuncion: performance.id, idSector: sector, nCantidad: count }, null, as),
    )
    const { idPedido } = await paidOrder(server, cart, as, cEmail)
    return { idPedido, cart }
  }
  const take = (idPedido: number, body: unknown, processId = 0, as = token) =>
    server.call("POST", `/v2/Proceso/${processId}/operacion/cambio/${idPedido}`, body, as)
  const balance = (processId: number, idPedido: number, as = token) =>
    server.call("GET", `/v2/Proceso/${processId}/operacion/cambio/pago/${idPedido}`, undefined, as)
  const pay = (processId: number, idPedido: number, oTarjeta: unknown, as = token) =>
    server.call("POST", `/v2/Proceso/${processId}/operacion/cambio/${idPedido}/pagar`, { oTarjeta }, as)
  const history = async () =>
    Schema.decodeUnknownSync(OrderHistory)((await server.call("GET", "/v2/Historial2", undefined, token)).oData)
      .listaPedido
  const download = async (path: string) =>
    (await fetch(server.url + path, { headers: { authorization: `Bearer ${token}` } })).status
  const claimKeysOf = async (processId: number) =>
    (
      await server.db.query<{ place_key: string }>("SELECT place_key FROM place_claims WHERE process_id = $1", [
        processId,
      ])
    ).rows.map((row) => row.place_key)
  /** A function of the show on another weekday than Wednesday, `index` of them from the first (round and round). */
  const notWednesday = (index: number) => {
    const others = functions.filter((candidate) => candidate.weekday !== 3)
    return others[index % others.length]!
  }

  beforeAll(async () => {
    processor = countingSandbox()
    server = await startTestServer(kind, { payments: processor.provider })
    token = await signUp(server, cEmail)
    const found = await server.db.query<{ id: number; starts_at: Date; weekday: number }>(
      `SELECT id, starts_at,
                extract(dow FROM starts_at AT TIME ZONE 'America/Argentina/Buenos_Aires')::int AS weekday
           FROM performances WHERE show_id = 101 AND starts_at > $1 ORDER BY starts_at`,
      [new Date(TEST_START + 2 * 24 * HOUR)],
    )
    functions = found.rows.map((row) => ({ id: row.id, startsAt: row.starts_at.getTime(), weekday: row.weekday }))
    sectors = await pricedSectorsOf(server, 101)
  })
  afterAll(async () => {
    await server?.close()
  })

  it("to a dearer sector of another function: the difference charged once, old tickets void and places free, a bill", async () => {
    const { idPedido, cart } = await buy(notWednesday(0), sectors.PULLMAN, 2)
    const oldKeys = await claimKeysOf(cart.idProcesoDeCompra)

    const options = Schema.decodeUnknownSync(ExchangeOptions)(
      (await server.call("GET", `/v2/Pedido/${idPedido}/operacion/cambio`, undefined, token)).oData,
    )
    expect(options).toMatchObject({ lPermitido: true, nCantidad: 2, fTotalActual: 2 * (31500 + 3200) })
    const target = options.listaFuncion.find((line) => line.idFuncion === notWednesday(1).id)!
    // Only the same sector or a dearer one is offered: Pullman and Platea, never Tertulia.
    expect(target.listaSector.map((sector) => sector.idSector).sort()).toEqual([sectors.PLATEA, sectors.PULLMAN].sort())

    const quote = decodeQuote(await ok(take(idPedido, { idFuncion: notWednesday(1).id, idSector: sectors.PLATEA })))
    expect(quote).toMatchObject({ cTipoSaldo: "PAGAR", fSaldo: 2 * (42000 + 4200 - 31500 - 3200) })
    expect(quote.listaPosicion).toHaveLength(2)
    expect(decodeQuote(await ok(balance(quote.idProcesoDeCompra, idPedido)))).toEqual(quote)

    // A difference to pay needs a card.
    expect((await pay(quote.idProcesoDeCompra, idPedido, null)).status).toBe(400)

    const before = processor.asked.authorizations
    const settled = decodeSettlement(await ok(pay(quote.idProcesoDeCompra, idPedido, chargeForm(SandboxCard.approves))))
    expect(settled).toMatchObject({ cEstado: "APROBADO", cTipoSaldo: "PAGAR", fSaldo: 23_000 })
    expect(settled.oComprobante?.cTipo).toBe("FACTURA")
    // Asked again (a retry, a second click): the same settlement, no second charge.
    const again = decodeSettlement(await ok(pay(quote.idProcesoDeCompra, idPedido, chargeForm(SandboxCard.approves))))
    expect(again).toEqual(settled)
    expect(processor.asked.authorizations - before).toBe(1)

    const orders = await history()
    const old = orders.find((order) => order.idPedido === idPedido)!
    const fresh = orders.find((order) => order.idPedido === settled.idPedidoNuevo)!
    expect(old).toMatchObject({ cEstado: "CAMBIADO", idPedidoCambiadoPor: fresh.idPedido })
    expect(fresh).toMatchObject({
      cEstado: "PAGADO",
      idPedidoCambioDe: idPedido,
      fTotalPagado: old.fTotalPagado + 23_000,
    })
    expect(fresh.listaFuncion.map((line) => line.idFuncion)).toEqual([notWednesday(1).id])
    expect(fresh.listaComprobante.map((bill) => [bill.cTipo, bill.idComprobante])).toEqual([
      ["FACTURA", settled.oComprobante!.idComprobante],
    ])
    expect(await download(`/v2/Pedido/${idPedido}/eticket.pdf`)).toBe(410)
    expect(await download(`/v2/Pedido/${fresh.idPedido}/eticket.pdf`)).toBe(200)
    // The old places are on sale again: nobody holds them, and another shopper can buy them.
    expect(await claimKeysOf(cart.idProcesoDeCompra)).toEqual([])
    const other = await signUp(server, `otra-cambio-${kind}@example.com`)
    const resold = await ok(
      server.call<PurchaseProcess>(
        "POST",
        "/v2/Proceso/0/Posiciones/Tomar",
        {
          idFuncion: notWednesday(0).id,
          listaIdPosicion: oldKeys.map((key) => Number(key.slice(1))),
          idPromocion: null,
        },
        other,
      ),
    )
    expect(resold.oCantidadTotal.nCantidadTotal).toBe(2)
    // Born of an exchange, the new order is not exchanged again.
    expect((await take(fresh.idPedido, { idFuncion: notWednesday(2).id, idSector: sectors.PLATEA })).status).toBe(409)
  })

  it("to a cheaper function (its 2x1): the difference given back once, and a credit note", async () => {
    const wednesday = functions.find((candidate) => candidate.weekday === 3)!
    const { idPedido } = await buy(notWednesday(2), sectors.PLATEA, 2)
    const quote = decodeQuote(
      await ok(take(idPedido, { idFuncion: wednesday.id, idSector: sectors.PLATEA, idPromocion: 1 })),
    )
    expect(quote.cTipoSaldo).toBe("REINTEGRAR")
    expect(quote.fSaldo).toBe(42_000)
    const refundsBefore = processor.asked.refunds
    const authorizationsBefore = processor.asked.authorizations
    const answers = await Promise.all([
      pay(quote.idProcesoDeCompra, idPedido, null),
      pay(quote.idProcesoDeCompra, idPedido, null),
    ])
    expect(answers.map((answer) => answer.status)).toEqual([200, 200])
    const [settled, again] = answers.map((answer) => decodeSettlement(answer.oData))
    expect(again).toEqual(settled)
    expect(settled).toMatchObject({ cEstado: "APROBADO", cTipoSaldo: "REINTEGRAR", fSaldo: 42_000 })
    expect(settled!.oComprobante?.cTipo).toBe("NOTA_DE_CREDITO")
    expect(processor.asked.refunds - refundsBefore).toBe(1)
    expect(processor.asked.authorizations).toBe(authorizationsBefore)
    const oldOrder = (await history()).find((order) => order.idPedido === idPedido)!
    expect(processor.sandbox.refundsOf(oldOrder.idProcesoDeCompra)).toEqual([
      { reference: settled!.cReferenciaReintegro, amount: 42_000 },
    ])
    const fresh = (await history()).find((order) => order.idPedido === settled!.idPedidoNuevo)!
    expect(fresh.fTotalPagado).toBe(oldOrder.fTotalPagado - 42_000)
    expect(fresh.listaComprobante.map((bill) => bill.cTipo)).toEqual(["NOTA_DE_CREDITO"])
    const note = fresh.listaComprobante[0]!
    expect(await download(`/v2/Pedido/${fresh.idPedido}/Comprobante/${note.idComprobante}/comprobante.pdf`)).toBe(200)
  })

  it("at the same price: no money moves, no document, new tickets", async () => {
    const { idPedido } = await buy(notWednesday(3), sectors.PLATEA, 1)
    const quote = decodeQuote(await ok(take(idPedido, { idFuncion: notWednesday(4).id, idSector: sectors.PLATEA })))
    expect(quote).toMatchObject({ cTipoSaldo: "SIN_DIFERENCIA", fSaldo: 0, fDiferencia: 0 })
    const money = { ...processor.asked }
    const settled = decodeSettlement(await ok(pay(quote.idProcesoDeCompra, idPedido, null)))
    expect(settled).toMatchObject({ cEstado: "APROBADO", oComprobante: null, cReferenciaReintegro: null })
    expect(processor.asked).toEqual(money)
    expect(await download(`/v2/Pedido/${settled.idPedidoNuevo}/eticket.pdf`)).toBe(200)
    expect(await download(`/v2/Pedido/${idPedido}/eticket.pdf`)).toBe(410)
  })

  it("choosing again gives back the places first, on the same clock", async () => {
    const { idPedido } = await buy(notWednesday(5), sectors.PULLMAN, 1)
    const first = decodeQuote(await ok(take(idPedido, { idFuncion: notWednesday(6).id, idSector: sectors.PULLMAN })))
    const second = decodeQuote(
      await ok(take(idPedido, { idFuncion: notWednesday(6).id, idSector: sectors.PLATEA }, first.idProcesoDeCompra)),
    )
    expect(second.idProcesoDeCompra).toBe(first.idProcesoDeCompra)
    expect(second.dMaxima).toBe(first.dMaxima)
    expect(second.listaPosicion.map((place) => place.fPrecio)).toEqual([42000])
    expect(await claimKeysOf(first.idProcesoDeCompra)).toHaveLength(1)
  })

  it("refuses a worse sector (400), another customer's order or exchange (404)", async () => {
    const { idPedido } = await buy(notWednesday(7), sectors.PLATEA, 1)
    const worse = await take(idPedido, { idFuncion: notWednesday(6).id, idSector: sectors.PULLMAN })
    expect(worse.status).toBe(400)
    const stranger = await signUp(server, `ajena-cambio-${kind}@example.com`)
    expect((await server.call("GET", `/v2/Pedido/${idPedido}/operacion/cambio`, undefined, stranger)).status).toBe(404)
    expect(
      (await take(idPedido, { idFuncion: notWednesday(6).id, idSector: sectors.PLATEA }, 0, stranger)).status,
    ).toBe(404)
    const quote = decodeQuote(await ok(take(idPedido, { idFuncion: notWednesday(6).id, idSector: sectors.PLATEA })))
    expect((await balance(quote.idProcesoDeCompra, idPedido, stranger)).status).toBe(404)
    expect((await pay(quote.idProcesoDeCompra, idPedido, null, stranger)).status).toBe(404)
    // Nor is an exchange process of one order the exchange of another.
    const { idPedido: otherOrder } = await buy(notWednesday(8), sectors.PLATEA, 1)
    expect((await balance(quote.idProcesoDeCompra, otherOrder)).status).toBe(404)
    // And without a session, 401.
    expect((await server.call("GET", `/v2/Pedido/${idPedido}/operacion/cambio`)).status).toBe(401)
  })

  it("refuses once the exchange's hold ran out (410): nothing moves", async () => {
    const { idPedido } = await buy(notWednesday(9), sectors.PLATEA, 1)
    const quote = decodeQuote(await ok(take(idPedido, { idFuncion: notWednesday(8).id, idSector: sectors.PLATEA })))
    server.clock.set(TEST_START + 13 * 60_000)
    try {
      expect((await pay(quote.idProcesoDeCompra, idPedido, null)).status).toBe(410)
      expect((await balance(quote.idProcesoDeCompra, idPedido)).status).toBe(410)
    } finally {
      server.clock.set(TEST_START)
    }
    expect((await history()).find((order) => order.idPedido === idPedido)!.cEstado).toBe("PAGADO")
  })

  it("refuses 24 hours or less before the function, with a key that says so (400)", async () => {
    const performance = notWednesday(10)
    const { idPedido } = await buy(performance, sectors.PLATEA, 1)
    server.clock.set(performance.startsAt - 23 * HOUR)
    try {
      // A day later the session is over (180 minutes): the shopper signs in again.
      const { token: later } = await ok(
        server.call<LoginResult>("POST", "/v2/Cliente/Ingreso/Token", { cEmail, cClave: SIGN_UP_PASSWORD }),
      )
      const refused = await fetch(`${server.url}/v2/Proceso/0/operacion/cambio/${idPedido}`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${later}` },
        body: JSON.stringify({ idFuncion: notWednesday(11).id, idSector: sectors.PLATEA }),
      })
      expect(refused.status).toBe(400)
      const body = (await refused.json()) as { cClave?: string; oData: string }
      expect(body.cClave).toBe("problems.exchange.functionTooClose")
      const options = Schema.decodeUnknownSync(ExchangeOptions)(
        (await server.call("GET", `/v2/Pedido/${idPedido}/operacion/cambio`, undefined, later)).oData,
      )
      expect(options).toMatchObject({ lPermitido: false, cClave: "problems.exchange.functionTooClose" })
      expect(options.cMotivo).toContain("24 horas")
    } finally {
      server.clock.set(TEST_START)
    }
  })
})
