import { SandboxCard, type DeliveryType, type PaymentStatus, type ProcessWithPayments } from "@boleteria/core"
import { afterAll, beforeAll, expect, it } from "vitest"
import type { PaymentProvider } from "../../server/src/payments/provider.js"
import { sandboxProvider } from "../../server/src/payments/sandbox.js"
import { sandboxWallets } from "../../server/src/payments/walletSandbox.js"
import { chargeForm } from "../support/forms.js"
import { functionWithSector, ok, onPurchase, pollPayment, signUp, type HeldPurchase } from "./support/flows.js"
import { startTestServer, type TestServer, describeOnEachDatabase } from "./support/testServer.js"
import { decideAtWallet, payWithWallet, readyPurchase, WALLET_METHOD } from "./support/walletFlows.js"

const CREDIT = 1

/** The card sandbox, counting the charges the server asked it for. */
const countingCards = () => {
  const sandbox = sandboxProvider()
  const asked = { authorizations: 0 }
  const provider: PaymentProvider = {
    ...sandbox,
    authorize: (attempt, now) => {
      asked.authorizations++
      return sandbox.authorize(attempt, now)
    },
  }
  return { sandbox, asked, provider }
}

// A wallet payment left open by the browser's Back button does not block paying by card (docs/payments.md).
describeOnEachDatabase("a card after an abandoned wallet payment, over HTTP on %s", (kind) => {
  let server: TestServer
  const cards = countingCards()
  const wallets = sandboxWallets()
  let place: { idFuncion: number; idSector: number; nCantidad: number }
  let shoppers = 0

  /** A purchase whose Mercado Pago payment waits on the wallet's page: the shopper went Back to the shop. */
  const leftAtTheWallet = async () => {
    const token = await signUp(server, `vuelve-atras${++shoppers}-${kind}@example.com`)
    const purchase = await readyPurchase(server, place, token)
    const started = await ok(payWithWallet(server, purchase, WALLET_METHOD.MERCADO_PAGO, token))
    expect(started.cEstado).toBe("PROCESANDO")
    return { token, purchase, page: started.oAccionProveedor!.cUrl }
  }
  /** What the shop does to pay by card: choose the credit card, then Cobrar. */
  const payByCard = async (purchase: HeldPurchase, token: string) => {
    const chosen = await onPurchase(
      server,
      purchase,
      "POST",
      "/FormaDePago/Seleccionar",
      { nFormaDePago: CREDIT },
      token,
    )
    if (chosen.status !== 200) return chosen
    return onPurchase<PaymentStatus>(server, purchase, "POST", "/Cobrar", chargeForm(SandboxCard.approves), token)
  }
  const ordersOf = async (processId: number) =>
    (await server.db.query("SELECT id FROM orders WHERE process_id = $1", [processId])).rows

  beforeAll(async () => {
    server = await startTestServer(kind, { payments: cards.provider, wallets })
    const general = await functionWithSector(server, false)
    place = { idFuncion: general.performance_id, idSector: general.sector_id, nCantidad: 1 }
  })
  afterAll(async () => {
    await server?.close()
  })

  it("back at the shop the steps read again; the card cancels the waiting wallet payment and pays; the wallet's late approval is given back once", async () => {
    const { token, purchase, page } = await leftAtTheWallet()
    // The checkout's steps read as before (the delivery types, the methods), with the wallet's payment still waiting.
    expect((await onPurchase(server, purchase, "GET", "/TiposDeEntrega", undefined, token)).status).toBe(200)
    expect((await onPurchase(server, purchase, "GET", "/FormasDePago2", undefined, token)).status).toBe(200)
    expect((await ok(pollPayment(server, purchase, token))).cEstado).toBe("PROCESANDO")
    const paid = await ok(payByCard(purchase, token))
    expect(paid).toMatchObject({ cEstado: "APROBADO", cUltimos4: SandboxCard.approves.slice(-4) })

    // The shopper had left the wallet's tab open and approves there too: that money goes back, once.
    await decideAtWallet(server, page, "approve")
    await decideAtWallet(server, page, "resend")
    const walletAmount = await server.db.query<{ amount: string }>(
      "SELECT amount FROM payment_attempts WHERE process_id = $1 AND provider = 'MERCADO_PAGO'",
      [purchase.idProcesoDeCompra],
    )
    expect(
      wallets.walletRefundsOf(purchase.idProcesoDeCompra).map((refund) => [refund.provider, refund.amount]),
    ).toEqual([["MERCADO_PAGO", Number(walletAmount.rows[0]!.amount)]])
    expect(await ordersOf(purchase.idProcesoDeCompra)).toHaveLength(1)
    expect(cards.sandbox.refundsOf(purchase.idProcesoDeCompra)).toEqual([])
    const view = await ok(onPurchase<ProcessWithPayments>(server, purchase, "GET", "/Proceso2", undefined, token))
    expect(view.listaIntento.map((attempt) => [attempt.cProveedor, attempt.cEstado])).toEqual([
      ["MERCADO_PAGO", "CANCELADO"],
      ["TARJETA", "APROBADO"],
    ])
  })

  it("back at the shop, a change to the purchase (the delivery again) abandons the wallet's payment; another wallet may pay", async () => {
    const { token, purchase, page } = await leftAtTheWallet()
    // Asked again with nothing changed, Cobrar2 answers the same payment.
    expect((await ok(payWithWallet(server, purchase, WALLET_METHOD.MERCADO_PAGO, token))).oAccionProveedor?.cUrl).toBe(
      page,
    )
    const types = await ok(
      onPurchase<ReadonlyArray<DeliveryType>>(server, purchase, "GET", "/TiposDeEntrega", undefined, token),
    )
    const eTicket = types.find((type) => type.cCodigo === "ETICKET")!
    const body = { idEntregaTipo: eTicket.idEntregaTipo, idClienteDomicilio: null }
    await ok(onPurchase(server, purchase, "POST", "/EntregaTipo/Seleccionar", body, token))
    expect(await ok(pollPayment(server, purchase, token))).toMatchObject({
      cEstado: "CANCELADO",
      cMotivo: "CANCELADO_POR_EL_COMPRADOR",
    })
    const modo = await ok(payWithWallet(server, purchase, WALLET_METHOD.MODO, token))
    expect(modo.oAccionProveedor).toMatchObject({ cTipo: "QR" })
    const view = await ok(onPurchase<ProcessWithPayments>(server, purchase, "GET", "/Proceso2", undefined, token))
    expect(view.listaIntento.map((attempt) => [attempt.cProveedor, attempt.cEstado])).toEqual([
      ["MERCADO_PAGO", "CANCELADO"],
      ["MODO", "PROCESANDO"],
    ])
  })

  it("once the wallet approved, the card is refused (409) and never charged", async () => {
    const { token, purchase, page } = await leftAtTheWallet()
    await decideAtWallet(server, page, "approve")
    const before = cards.asked.authorizations
    const charge = await onPurchase(server, purchase, "POST", "/Cobrar", chargeForm(SandboxCard.approves), token)
    expect(charge.status).toBe(409)
    expect(cards.asked.authorizations).toBe(before)
    expect((await ok(pollPayment(server, purchase, token))).cEstado).toBe("APROBADO")
    expect(wallets.walletRefundsOf(purchase.idProcesoDeCompra)).toEqual([])
  })

  it("the wallet's approval and the card at the same moment: exactly one payment is kept", async () => {
    const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
    // One or the other a little later each round, so that either may come first.
    for (const [cardDelay, walletDelay] of [
      [0, 0],
      [0, 15],
      [15, 0],
      [0, 40],
      [40, 0],
      [5, 5],
    ] as const) {
      const { token, purchase, page } = await leftAtTheWallet()
      const before = cards.asked.authorizations
      const [card] = await Promise.all([
        later(cardDelay).then(() => payByCard(purchase, token)),
        later(walletDelay).then(() => decideAtWallet(server, page, "approve")),
      ])
      expect(await ordersOf(purchase.idProcesoDeCompra)).toHaveLength(1)
      const walletRefunds = wallets.walletRefundsOf(purchase.idProcesoDeCompra)
      if (card.status === 200 && (card.oData as PaymentStatus).cEstado === "APROBADO") {
        // The card won: the wallet's money went back, once.
        expect(cards.asked.authorizations - before).toBe(1)
        expect(walletRefunds).toHaveLength(1)
      } else {
        // The wallet won: the card was refused before the processor was asked.
        expect(card.status).toBe(409)
        expect(cards.asked.authorizations).toBe(before)
        expect(walletRefunds).toEqual([])
      }
      expect(cards.sandbox.refundsOf(purchase.idProcesoDeCompra)).toEqual([])
    }
  })
})
