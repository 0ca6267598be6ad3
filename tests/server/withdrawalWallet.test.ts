import { ExchangeQuote, ExchangeSettlement, WALLET_NAMES, Withdrawal, type WalletProviderId } from "@boleteria/core"
import * as Schema from "effect/Schema"
import { afterAll, beforeAll, expect, it } from "vitest"
import { sandboxProvider } from "../../server/src/payments/sandbox.js"
import { sandboxWallets } from "../../server/src/payments/walletSandbox.js"
import { lastMailTo } from "../support/outbox.js"
import { DAY, functionWithSector, ok, signUp } from "./support/flows.js"
import { startTestServer, TEST_START, type TestServer, describeOnEachDatabase } from "./support/testServer.js"
import { EVERY_WALLET, paidByWallet, readyPurchase, WALLET_METHOD } from "./support/walletFlows.js"

const decodeWithdrawal = Schema.decodeUnknownSync(Withdrawal)
const WALLETS = Object.keys(WALLET_METHOD) as ReadonlyArray<WalletProviderId>

// A wallet's money goes back through the wallet (docs/withdrawal.md, docs/payments.md), never the card processor's ledger.
describeOnEachDatabase("withdrawing and exchanging what a wallet paid, over HTTP on %s", (kind) => {
  let server: TestServer
  const cards = sandboxProvider()
  const wallets = sandboxWallets()
  let shoppers = 0
  const newShopper = () => {
    const cEmail = `billetera-arrepentida${++shoppers}-${kind}@example.com`
    return signUp(server, cEmail).then((token) => ({ token, cEmail }))
  }
  const withdraw = (idPedido: number, cEmail: string) =>
    server.call("POST", "/v2/Arrepentimiento", { idPedido, cEmail })

  beforeAll(async () => {
    server = await startTestServer(kind, { tenant: EVERY_WALLET, payments: cards, wallets })
  })
  afterAll(async () => {
    await server?.close()
  })

  it.each(WALLETS)(
    "%s: four withdrawals at once refund once, on the wallet's own ledger; the card processor refunds nothing",
    async (provider) => {
      const { token, cEmail } = await newShopper()
      const general = await functionWithSector(server, false, { from: TEST_START + 3 * DAY })
      const place = { idFuncion: general.performance_id, idSector: general.sector_id, nCantidad: 1 }
      const purchase = await readyPurchase(server, place, token)
      const order = await paidByWallet(server, purchase, WALLET_METHOD[provider], token)

      const answers = await Promise.all(Array.from({ length: 4 }, () => withdraw(order.idPedido, cEmail)))
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200])
      const withdrawals = answers.map((answer) => decodeWithdrawal(answer.oData))
      expect(new Set(withdrawals.map((withdrawal) => withdrawal.cCodigoSeguimiento)).size).toBe(1)
      expect(withdrawals[0]).toMatchObject({
        fImporteReintegrado: order.paid,
        cUltimos4: null,
        listaReintegro: [{ cProveedor: provider, cUltimos4: null, fImporte: order.paid }],
      })
      expect(wallets.walletRefundsOf(purchase.idProcesoDeCompra)).toEqual([
        expect.objectContaining({ provider, amount: order.paid }),
      ])
      expect(cards.refundsOf(purchase.idProcesoDeCompra)).toEqual([])
      // The mail with the tracking code says where the money goes.
      expect(lastMailTo(server.outboxDir, cEmail)).toContain(`a tu cuenta de ${WALLET_NAMES[provider]}.`)
    },
  )

  it("an exchange's difference goes back to the wallet that paid the order; withdrawing the new order gives back the rest through it", async () => {
    const { token, cEmail } = await newShopper()
    const found = await server.db.query<{ id: number; weekday: number }>(
      `SELECT id, extract(dow FROM starts_at AT TIME ZONE 'America/Argentina/Buenos_Aires')::int AS weekday
           FROM performances WHERE show_id = 101 AND starts_at > $1 ORDER BY starts_at`,
      [new Date(TEST_START + 2 * DAY)],
    )
    const wednesday = found.rows.find((row) => row.weekday === 3)!
    const other = found.rows.filter((row) => row.weekday !== 3).at(-1)!
    const platea = (
      await server.db.query<{ id: number }>(
        `SELECT ms.id FROM show_prices sp JOIN map_sectors ms ON ms.id = sp.sector_id
            WHERE sp.show_id = 101 AND upper(ms.code) = 'PLATEA'`,
      )
    ).rows[0]!.id
    const purchase = await readyPurchase(server, { idFuncion: other.id, idSector: platea, nCantidad: 2 }, token)
    const order = await paidByWallet(server, purchase, WALLET_METHOD.MERCADO_PAGO, token)

    // To the Wednesday 2x1: the difference is in the shopper's favour.
    const quote = Schema.decodeUnknownSync(ExchangeQuote)(
      await ok(
        server.call(
          "POST",
          `/v2/Proceso/0/operacion/cambio/${order.idPedido}`,
          { idFuncion: wednesday.id, idSector: platea, idPromocion: 1 },
          token,
        ),
      ),
    )
    expect(quote).toMatchObject({ cTipoSaldo: "REINTEGRAR", fSaldo: 42_000 })
    const settled = Schema.decodeUnknownSync(ExchangeSettlement)(
      await ok(
        server.call(
          "POST",
          `/v2/Proceso/${quote.idProcesoDeCompra}/operacion/cambio/${order.idPedido}/pagar`,
          { oTarjeta: null },
          token,
        ),
      ),
    )
    expect(settled).toMatchObject({ cEstado: "APROBADO", cTipoSaldo: "REINTEGRAR" })
    expect(wallets.walletRefundsOf(purchase.idProcesoDeCompra)).toEqual([
      {
        provider: "MERCADO_PAGO",
        processId: purchase.idProcesoDeCompra,
        reference: settled.cReferenciaReintegro,
        amount: 42_000,
      },
    ])
    expect(cards.refundsOf(purchase.idProcesoDeCompra)).toEqual([])

    // The new order, withdrawn: what is left of the wallet's payment goes back through the wallet.
    const withdrawal = decodeWithdrawal(await ok(withdraw(settled.idPedidoNuevo!, cEmail)))
    expect(withdrawal.listaReintegro).toEqual([
      { cProveedor: "MERCADO_PAGO", cUltimos4: null, fImporte: order.paid - 42_000 },
    ])
    const refunds = wallets.walletRefundsOf(purchase.idProcesoDeCompra)
    expect(refunds.map((refund) => refund.amount)).toEqual([42_000, order.paid - 42_000])
    expect(cards.refundsOf(purchase.idProcesoDeCompra)).toEqual([])
    expect(cards.refundsOf(quote.idProcesoDeCompra)).toEqual([])
  })
})
