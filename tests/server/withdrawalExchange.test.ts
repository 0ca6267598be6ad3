import {
  ExchangeQuote,
  ExchangeSettlement,
  OrderHistory,
  SandboxCard,
  Withdrawal,
  type LoginResult,
} from "@boleteria/core"
import * as Schema from "effect/Schema"
import { afterAll, beforeAll, expect, it } from "vitest"
import { sandboxProvider } from "../../server/src/payments/sandbox.js"
import { chargeForm, SIGN_UP_PASSWORD } from "../support/forms.js"
import { DAY, ok, signUp, takeGroup, paidOrder, pricedSectorsOf } from "./support/flows.js"
import { startTestServer, TEST_START, type TestServer, describeOnEachDatabase } from "./support/testServer.js"

const HOUR = 60 * 60_000
const decodeWithdrawal = Schema.decodeUnknownSync(Withdrawal)

interface ShowFunction {
  readonly id: number
  readonly startsAt: number
}

// An order born of an exchange is withdrawn like any other (docs/withdrawal.md): what was paid for its places goes back charge by charge.
describeOnEachDatabase("withdrawing an order born of an exchange, over HTTP on %s", (kind) => {
  let server: TestServer
  const cards = sandboxProvider()
  let functions: ReadonlyArray<ShowFunction>
  let sectors: Record<"PLATEA" | "PULLMAN", number>
  let shoppers = 0

  const newShopper = async () => {
    const cEmail = `cambio-arrepentido${++shoppers}-${kind}@example.com`
    return { cEmail, token: await signUp(server, cEmail) }
  }
  /** A new session for `cEmail`: after the clock jumps days ahead the first one is over. */
  const logIn = async (cEmail: string) =>
    (await ok(server.call<LoginResult>("POST", "/v2/Cliente/Ingreso/Token", { cEmail, cClave: SIGN_UP_PASSWORD })))
      .token
  const buy = async (performance: ShowFunction, sector: number, count: number, token: string, cEmail: string) => {
    const cart = await ok(
      takeGroup(server, { idFuncion: performance.id, idSector: sector, nCantidad: count }, null, token),
    )
    return paidOrder(server, cart, token, cEmail)
  }
  /** Exchanges the order's tickets to `sector` of `performance`, paying any difference with `card`. */
  const exchange = async (idPedido: number, performance: ShowFunction, sector: number, token: string, card: string) => {
    const quote = Schema.decodeUnknownSync(ExchangeQuote)(
      await ok(
        server.call(
          "POST",
          `/v2/Proceso/0/operacion/cambio/${idPedido}`,
          { idFuncion: performance.id, idSector: sector },
          token,
        ),
      ),
    )
    const oTarjeta = quote.cTipoSaldo === "PAGAR" ? chargeForm(card) : null
    const settled = Schema.decodeUnknownSync(ExchangeSettlement)(
      await ok(
        server.call(
          "POST",
          `/v2/Proceso/${quote.idProcesoDeCompra}/operacion/cambio/${idPedido}/pagar`,
          { oTarjeta },
          token,
        ),
      ),
    )
    return { quote, settled, idPedidoNuevo: settled.idPedidoNuevo! }
  }
  const withdraw = (idPedido: number, cEmail: string) =>
    server.call("POST", "/v2/Arrepentimiento", { idPedido, cEmail }, { headers: { "accept-language": "es" } })
  const paidTotalOf = async (orderId: number) =>
    Number(
      (await server.db.query<{ paid_total: string }>("SELECT paid_total FROM orders WHERE id = $1", [orderId])).rows[0]!
        .paid_total,
    )

  beforeAll(async () => {
    server = await startTestServer(kind, { payments: cards })
    const found = await server.db.query<{ id: number; starts_at: Date }>(
      `SELECT id, starts_at FROM performances
          WHERE show_id = 101 AND starts_at > $1
            AND extract(dow FROM starts_at AT TIME ZONE 'America/Argentina/Buenos_Aires') <> 3
          ORDER BY starts_at`,
      [new Date(TEST_START + 2 * DAY)],
    )
    functions = found.rows.map((row) => ({ id: row.id, startsAt: row.starts_at.getTime() }))
    sectors = await pricedSectorsOf(server, 101)
  })
  afterAll(async () => {
    await server?.close()
  })

  it("a difference paid by another card: four requests at once give back each charge once, to its own card; the seats are free and a credit note cancels the sale", async () => {
    const { token, cEmail } = await newShopper()
    const original = await buy(functions[0]!, sectors.PULLMAN, 2, token, cEmail)
    const originalPaid = await paidTotalOf(original.idPedido)
    const { quote, settled, idPedidoNuevo } = await exchange(
      original.idPedido,
      functions[1]!,
      sectors.PLATEA,
      token,
      SandboxCard.approvesOtherBank,
    )
    expect(settled).toMatchObject({ cEstado: "APROBADO", cTipoSaldo: "PAGAR", fSaldo: 23_000 })

    const answers = await Promise.all(Array.from({ length: 4 }, () => withdraw(idPedidoNuevo, cEmail)))
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200])
    const withdrawals = answers.map((answer) => decodeWithdrawal(answer.oData))
    expect(new Set(withdrawals.map((withdrawal) => withdrawal.cCodigoSeguimiento)).size).toBe(1)
    const withdrawal = withdrawals[0]!
    expect(withdrawal.fImporteReintegrado).toBe(originalPaid + 23_000)
    expect(withdrawal.listaReintegro).toEqual([
      { cProveedor: "TARJETA", cUltimos4: SandboxCard.approves.slice(-4), fImporte: originalPaid },
      { cProveedor: "TARJETA", cUltimos4: SandboxCard.approvesOtherBank.slice(-4), fImporte: 23_000 },
    ])
    // Each charge given back once, by the processor, for what it took.
    expect(cards.refundsOf(original.idProcesoDeCompra).map((refund) => refund.amount)).toEqual([originalPaid])
    expect(cards.refundsOf(quote.idProcesoDeCompra).map((refund) => refund.amount)).toEqual([23_000])

    // The new places are on sale again; the order is withdrawn, with a credit note for the whole that cancels the sale's bill.
    const claims = await server.db.query("SELECT 1 FROM place_claims WHERE process_id = $1", [quote.idProcesoDeCompra])
    expect(claims.rows).toEqual([])
    const orders = Schema.decodeUnknownSync(OrderHistory)(
      (await server.call("GET", "/v2/Historial2", undefined, token)).oData,
    ).listaPedido
    const withdrawn = orders.find((order) => order.idPedido === idPedidoNuevo)!
    expect(withdrawn.cEstado).toBe("ARREPENTIDO")
    expect(withdrawn.listaComprobante.map((bill) => bill.cTipo)).toEqual(["FACTURA", "NOTA_DE_CREDITO"])
    const { rows } = await server.db.query<{ amount: string; cancels: number }>(
      `SELECT n.amount, f.order_id AS cancels FROM bills n JOIN bills f ON f.id = n.cancels_bill_id WHERE n.id = $1`,
      [withdrawal.oNotaDeCredito.idComprobante],
    )
    expect(rows.map((row) => [Number(row.amount), row.cancels])).toEqual([[originalPaid + 23_000, original.idPedido]])
  })

  it("the ten days count from the exchange's tickets, the 24 hours from the new function", async () => {
    const far = functions.filter((candidate) => candidate.startsAt > TEST_START + 14 * DAY)
    const { cEmail, token } = await newShopper()
    const original = await buy(far.at(-1)!, sectors.PLATEA, 1, token, cEmail)
    try {
      // Eight days later the tickets go to another function at the same price.
      server.clock.set(TEST_START + 8 * DAY)
      const later = await logIn(cEmail)
      const { idPedidoNuevo } = await exchange(original.idPedido, far[0]!, sectors.PLATEA, later, SandboxCard.approves)
      // Twelve days after the purchase, four after the exchange: still within the ten days of the new tickets.
      server.clock.set(TEST_START + 12 * DAY)
      expect(far[0]!.startsAt - server.clock.now()).toBeGreaterThan(DAY)
      expect((await withdraw(idPedidoNuevo, cEmail)).status).toBe(200)
    } finally {
      server.clock.set(TEST_START)
    }

    // Exchanged to an earlier function than the one bought: its own 24 hours are what count.
    const second = await newShopper()
    const late = far.at(-2)!
    const bought = await buy(late, sectors.PLATEA, 1, second.token, second.cEmail)
    const soon = functions.find((candidate) => candidate.startsAt > TEST_START + 3 * DAY)!
    const { idPedidoNuevo } = await exchange(bought.idPedido, soon, sectors.PLATEA, second.token, SandboxCard.approves)
    server.clock.set(soon.startsAt - 12 * HOUR)
    try {
      const refused = await fetch(`${server.url}/v2/Arrepentimiento`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ idPedido: idPedidoNuevo, cEmail: second.cEmail }),
      })
      expect(refused.status).toBe(400)
      expect(((await refused.json()) as { cClave?: string }).cClave).toBe("problems.withdrawal.functionTooClose")
      expect(cards.refundsOf(bought.idProcesoDeCompra)).toEqual([])
    } finally {
      server.clock.set(TEST_START)
    }
  })
})
