import {
  formatMoney,
  NOTIFICATION_SIGNATURE_HEADER,
  type NotificationReceipt,
  type PaymentNotification,
  type PaymentStatus,
  type WalletProviderId,
} from "@boleteria/core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { signNotification } from "../../server/src/payments/notificationSignature.js"
import { fixtureTenant } from "../support/fixtures.js"
import { sandboxWallets } from "../../server/src/payments/walletSandbox.js"
import { functionWithSector, ok, onPurchase, pollPayment, signUp } from "./support/flows.js"
import { DATABASE_KINDS, postgresAvailable, startTestServer, type TestServer } from "./support/testServer.js"
import { payWithWallet, readyPurchase, WALLET_METHOD } from "./support/walletFlows.js"

const SECRET = "settlement-wallet-secret"
/** Seeded promotion 2 (fixtures/catalog/promotions.json): 20% off with Banco Pampa's Visa, bound to its BINs. */
const BANK_PROMOTION = 2

interface NotificationRow {
  readonly applied: boolean
  readonly outcome: string
  readonly amount: number
  readonly currency: string
}

// A wallet's notification settles only what the shop asked it to take (docs/payments.md).
describe.each(DATABASE_KINDS)("wallet settlement checks what it settles, over HTTP on %s", (kind) => {
  describe.skipIf(kind === "postgres" && !postgresAvailable())("", () => {
    let server: TestServer
    const wallets = sandboxWallets({ notificationSecret: SECRET })
    let place: { idFuncion: number; idSector: number; nCantidad: number }
    let shoppers = 0
    let notifications = 0

    /** A purchase whose Mercado Pago payment waits at the wallet: its reference and the amount asked. */
    const waitingAtTheWallet = async () => {
      const token = await signUp(server, `liquida${++shoppers}-${kind}@example.com`)
      const purchase = await readyPurchase(server, place, token)
      const started = await ok(payWithWallet(server, purchase, WALLET_METHOD.MERCADO_PAGO, token))
      const reference = started.oAccionProveedor!.cUrl.split("/").at(-1)!
      const { rows } = await server.db.query<{ amount: string }>(
        "SELECT amount FROM payment_attempts WHERE reference = $1",
        [reference],
      )
      return { token, purchase, reference, amount: Number(rows[0]!.amount) }
    }
    /** A notification as the wallet's webhook signs it; `id` repeats a delivery. */
    const notification = (reference: string, fields: Partial<PaymentNotification>): PaymentNotification => ({
      cIdNotificacion: `n-${++notifications}`,
      cReferencia: reference,
      cEstado: "APROBADO",
      fMonto: 0,
      cMoneda: "ARS",
      ...fields,
    })
    const notify = (body: PaymentNotification, provider: WalletProviderId = "MERCADO_PAGO") =>
      server.call<NotificationReceipt>("POST", `/v2/Pagos/Notificacion/${provider}`, body, {
        headers: { [NOTIFICATION_SIGNATURE_HEADER]: signNotification(SECRET, provider, body) },
      })
    const ordersOf = async (processId: number) =>
      (await server.db.query("SELECT id FROM orders WHERE process_id = $1", [processId])).rows
    const rowsOf = async (reference: string) =>
      (
        await server.db.query<NotificationRow>(
          `SELECT applied, outcome, amount::float8 AS amount, currency FROM payment_notifications
            WHERE reference = $1 ORDER BY received_at, notification_id`,
          [reference],
        )
      ).rows
    const chargeOf = async (processId: number) =>
      (
        await server.db.query<{ state: string; reason: string | null; refunded: boolean }>(
          "SELECT state, reason, refunded FROM charges WHERE process_id = $1",
          [processId],
        )
      ).rows[0]

    beforeAll(async () => {
      server = await startTestServer(kind, { wallets })
      const general = await functionWithSector(server, false)
      place = { idFuncion: general.performance_id, idSector: general.sector_id, nCantidad: 2 }
    })
    afterAll(async () => {
      await server?.close()
    })

    it.each([
      ["a smaller amount", () => ({ fMonto: 1, cMoneda: "ARS" }), 1],
      ["another currency", (amount: number) => ({ fMonto: amount, cMoneda: "USD" }), null],
    ] as const)(
      "an approval for %s sells nothing: declined with its reason, what the wallet took given back once, even when repeated",
      async (_case, fields, refunded) => {
        const { token, purchase, reference, amount } = await waitingAtTheWallet()
        const wrong = notification(reference, fields(amount))
        expect(await ok(notify(wrong))).toEqual({ lAplicada: true })
        // The wallet retries the same delivery, and sends the news again under a new id: nothing moves twice.
        expect(await ok(notify(wrong))).toEqual({ lAplicada: false })
        expect(await ok(notify({ ...wrong, cIdNotificacion: `${wrong.cIdNotificacion}-again` }))).toEqual({
          lAplicada: false,
        })

        expect(await ordersOf(purchase.idProcesoDeCompra)).toEqual([])
        expect(await chargeOf(purchase.idProcesoDeCompra)).toEqual({
          state: "RECHAZADO",
          reason: "MONTO_NO_COINCIDE",
          refunded: true,
        })
        const status = await ok(pollPayment(server, purchase, token))
        expect(status).toMatchObject({ cEstado: "RECHAZADO", cMotivo: "MONTO_NO_COINCIDE", idPedido: null })
        expect(wallets.walletRefundsOf(purchase.idProcesoDeCompra).map((made) => [made.provider, made.amount])).toEqual(
          [["MERCADO_PAGO", refunded ?? amount]],
        )
        expect(await rowsOf(reference)).toEqual([
          { applied: true, outcome: "mismatch", amount: wrong.fMonto, currency: wrong.cMoneda },
          { applied: false, outcome: "unchanged", amount: wrong.fMonto, currency: wrong.cMoneda },
        ])

        // The places are still held: the shopper pays again, and the right amount settles that attempt.
        const again = await ok(payWithWallet(server, purchase, WALLET_METHOD.MERCADO_PAGO, token))
        const next = again.oAccionProveedor!.cUrl.split("/").at(-1)!
        expect(next).not.toBe(reference)
        expect(await ok(notify(notification(next, { fMonto: amount })))).toEqual({ lAplicada: true })
        expect(await ordersOf(purchase.idProcesoDeCompra)).toHaveLength(1)
        expect(wallets.walletRefundsOf(purchase.idProcesoDeCompra)).toHaveLength(1)
      },
    )

    it("a pending notification of another amount declines the charge (nothing taken, nothing given back); its later approval is given back", async () => {
      const { token, purchase, reference, amount } = await waitingAtTheWallet()
      expect(await ok(notify(notification(reference, { cEstado: "PENDIENTE", fMonto: amount + 1 })))).toEqual({
        lAplicada: true,
      })
      expect(await chargeOf(purchase.idProcesoDeCompra)).toEqual({
        state: "RECHAZADO",
        reason: "MONTO_NO_COINCIDE",
        refunded: false,
      })
      expect(wallets.walletRefundsOf(purchase.idProcesoDeCompra)).toEqual([])
      expect(await ok(notify(notification(reference, { fMonto: amount })))).toEqual({ lAplicada: true })
      expect(await ordersOf(purchase.idProcesoDeCompra)).toEqual([])
      expect(wallets.walletRefundsOf(purchase.idProcesoDeCompra).map((made) => made.amount)).toEqual([amount])
      expect((await ok(pollPayment(server, purchase, token))).cEstado).toBe("RECHAZADO")
    })

    it("six identical approvals at once: the purchase settles once, exactly one answer applied, and its row says so", async () => {
      const { token, purchase, reference, amount } = await waitingAtTheWallet()
      const approval = notification(reference, { fMonto: amount })
      const answers = await Promise.all(Array.from({ length: 6 }, () => ok(notify(approval))))
      expect(answers.filter((answer) => answer.lAplicada)).toHaveLength(1)
      expect(await rowsOf(reference)).toEqual([{ applied: true, outcome: "applied", amount, currency: "ARS" }])
      expect(await ordersOf(purchase.idProcesoDeCompra)).toHaveLength(1)
      expect((await ok(pollPayment(server, purchase, token))).cEstado).toBe("APROBADO")
      expect(wallets.walletRefundsOf(purchase.idProcesoDeCompra)).toEqual([])
    })

    it("six approvals at once under different ids: still one sale, one answer applied", async () => {
      const { purchase, reference, amount } = await waitingAtTheWallet()
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => ok(notify(notification(reference, { fMonto: amount })))),
      )
      expect(answers.filter((answer) => answer.lAplicada)).toHaveLength(1)
      expect((await rowsOf(reference)).filter((row) => row.applied)).toHaveLength(1)
      expect(await ordersOf(purchase.idProcesoDeCompra)).toHaveLength(1)
    })

    it.each([
      ["es", "Cuotas", "Aprobar el pago", "$\u00a0"],
      ["en", "Instalments", "Approve the payment", "ARS\u00a0"],
    ] as const)(
      "the wallet's page speaks the purchase's language (%s), writes the amount as the shop does, and shows no number of its own",
      async (language, instalments, approve, currency) => {
        const token = await signUp(server, `idioma-${language}-${kind}@example.com`)
        const purchase = await readyPurchase(server, place, token)
        const started = await server.call<PaymentStatus>(
          "POST",
          `/v2/Proceso/${purchase.idProcesoDeCompra}/Cobrar2`,
          { nFormaDePago: WALLET_METHOD.MERCADO_PAGO },
          { token, purchaseKey: purchase.cClaveProceso, headers: { "accept-language": language } },
        )
        const pageUrl = started.oData.oAccionProveedor!.cUrl
        const reference = pageUrl.split("/").at(-1)!
        const { rows } = await server.db.query<{ amount: string }>(
          "SELECT amount FROM payment_attempts WHERE reference = $1",
          [reference],
        )
        // The browser says nothing of the language: the purchase's is the page's.
        const html = await (await fetch(server.url + pageUrl)).text()
        expect(html).toContain(`<html lang="${language}">`)
        expect(html).toContain(instalments)
        expect(html).toContain(approve)
        const amount = /data-testid="wallet-amount">([^<]+)</u.exec(html)?.[1]
        expect(amount).toBe(formatMoney(Number(rows[0]!.amount), fixtureTenant.price, language))
        expect(amount?.startsWith(currency)).toBe(true)
        expect(html).not.toMatch(
          new RegExp(`Compra ${purchase.idProcesoDeCompra}|Purchase ${purchase.idProcesoDeCompra}`, "u"),
        )
      },
    )

    it("a bank promotion the wallet does not keep: Cobrar2 asks the shopper's agreement to the full price, then charges exactly that", async () => {
      const token = await signUp(server, `promo-billetera-${kind}@example.com`)
      const purchase = await readyPurchase(server, { ...place, nCantidad: 1, idPromocion: BANK_PROMOTION }, token)
      const held = purchase.listaFuncion.flatMap((line) => line.listaPosicion)
      const sum = (amounts: ReadonlyArray<number>) => amounts.reduce((total, amount) => total + amount, 0)
      const fullPrice = sum(held.map((position) => position.fPrecioLista + position.fCargoServicio))
      expect(sum(held.map((position) => position.fDescuento))).toBeGreaterThan(0)

      const refused = await payWithWallet(server, purchase, WALLET_METHOD.MERCADO_PAGO, token)
      expect(refused).toMatchObject({ status: 400 })
      expect(JSON.stringify(refused)).toContain("lSinPromocion")
      expect(await chargeOf(purchase.idProcesoDeCompra)).toBeUndefined()
      const agreed = await ok(
        onPurchase<PaymentStatus>(
          server,
          purchase,
          "POST",
          "/Cobrar2",
          { nFormaDePago: WALLET_METHOD.MERCADO_PAGO, lSinPromocion: true },
          token,
        ),
      )
      const reference = agreed.oAccionProveedor!.cUrl.split("/").at(-1)!
      const { rows } = await server.db.query<{ amount: string }>(
        "SELECT amount FROM payment_attempts WHERE reference = $1",
        [reference],
      )
      expect(Number(rows[0]!.amount)).toBe(fullPrice)
    })
  })
})
