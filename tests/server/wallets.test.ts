import {
  NOTIFICATION_SIGNATURE_HEADER,
  SandboxCard,
  type NotificationReceipt,
  type PaymentProviderGroup,
  type PaymentStatus,
  type PrevalidationReport,
  type ProcessWithPayments,
} from "@boleteria/core"
import { createHmac } from "node:crypto"
import { afterAll, beforeAll, expect, it } from "vitest"
import { chargeForm } from "../support/forms.js"
import {
  functionWithSector,
  ok,
  onPurchase,
  pollPayment,
  signUp,
  takeGroup,
  type HeldPurchase,
} from "./support/flows.js"
import { startTestServer, type TestServer, describeOnEachDatabase } from "./support/testServer.js"
import {
  decideAtWallet,
  payWithWallet,
  readyPurchase,
  WALLET_METHOD,
  type WalletDecision,
} from "./support/walletFlows.js"

const { MERCADO_PAGO, MODO, PAYPAL } = WALLET_METHOD

describeOnEachDatabase("wallet payments over HTTP on %s", (kind) => {
  let server: TestServer
  let payPalShop: TestServer
  let place: { idFuncion: number; idSector: number }
  let shoppers = 0
  const newShopper = (on: TestServer = server) => signUp(on, `billetera${++shoppers}-${kind}@example.com`)

  /** Two places held by `token`'s customer with the e-ticket chosen: ready for any method. */
  const twoPlacesReady = (token: string, on: TestServer = server) =>
    readyPurchase(on, { ...place, nCantidad: 2 }, token)
  const payWith = (purchase: HeldPurchase, method: number, token: string, on: TestServer = server) =>
    payWithWallet(on, purchase, method, token)
  const decide = (actionUrl: string, decision: WalletDecision, on: TestServer = server) =>
    decideAtWallet(on, actionUrl, decision)
  const ordersOf = async (processId: number) =>
    (await server.db.query("SELECT id, paid_total FROM orders WHERE process_id = $1", [processId])).rows
  const notify = (provider: string, body: unknown, signature: string) =>
    server.call<NotificationReceipt>("POST", `/v2/Pagos/Notificacion/${provider}`, body, {
      headers: { [NOTIFICATION_SIGNATURE_HEADER]: signature },
    })

  beforeAll(async () => {
    ;[server, payPalShop] = await Promise.all([
      startTestServer(kind),
      startTestServer(kind, { tenant: { acceptedPayments: ["visa", "payPal", "tigoMoney", "applePay"] } }),
    ])
    const general = await functionWithSector(server, false)
    place = { idFuncion: general.performance_id, idSector: general.sector_id }
  })
  afterAll(async () => {
    await Promise.all([server?.close(), payPalShop?.close()])
  })

  it("FormasDePago2 groups this tenant's methods by provider: cards, Mercado Pago (its cuotas), MODO (QR); FormasDePago keeps the cards", async () => {
    const token = await newShopper()
    const purchase = await twoPlacesReady(token)
    const groups = await ok(
      onPurchase<ReadonlyArray<PaymentProviderGroup>>(server, purchase, "GET", "/FormasDePago2", undefined, token),
    )
    expect(groups.map((group) => [group.cProveedor, group.cFlujo, group.lDisponible])).toEqual([
      ["TARJETA", "TARJETA", true],
      ["MERCADO_PAGO", "REDIRECCION", true],
      ["MODO", "QR", true],
    ])
    expect(groups[0]!.listaFormaDePago.map((method) => method.cTipo)).toEqual(["CREDITO", "DEBITO"])
    expect(groups[0]!.listaLogo).toContain("/logos/payments/visa.svg")
    expect(groups[1]).toMatchObject({
      cNombre: "Mercado Pago",
      listaLogo: ["/logos/payments/mercadopago.svg"],
      nCuotasMaximas: 12,
      fMontoMinimo: 100,
      listaFormaDePago: [{ nFormaDePago: MERCADO_PAGO, cTipo: "BILLETERA" }],
    })
    const cards = await ok(
      onPurchase<ReadonlyArray<{ cTipo: string }>>(server, purchase, "GET", "/FormasDePago", undefined, token),
    )
    expect(cards.map((method) => method.cTipo)).toEqual(["CREDITO", "DEBITO"])
  })

  it("Mercado Pago: Cobrar2 answers the wallet's page; approving there notifies the server, which sells the places once; the shopper goes back to the shop", async () => {
    const token = await newShopper()
    const purchase = await twoPlacesReady(token)
    const started = await ok(payWith(purchase, MERCADO_PAGO, token))
    expect(started).toMatchObject({ cEstado: "PROCESANDO", cUltimos4: null, idPedido: null })
    expect(started.oAccionProveedor).toMatchObject({ cTipo: "REDIRECCION", cUrlImagenQr: null })
    const page = started.oAccionProveedor!.cUrl
    expect(page).toMatch(/^\/sandbox\/mercadopago\/MP-\d+-1-[0-9a-f]+$/u)
    expect(await (await fetch(server.url + page)).text()).toContain("Cuotas")
    // Polling before the shopper decides: still waiting at the wallet, with where to pay.
    expect(await ok(pollPayment(server, purchase, token))).toMatchObject({ cEstado: "PROCESANDO" })

    const back = await decide(page, "approve")
    expect(back).toMatchObject({ status: 303, location: `/BuyTicket/ok/${purchase.idProcesoDeCompra}` })
    const paid = await ok(pollPayment(server, purchase, token))
    expect(paid.cEstado).toBe("APROBADO")
    expect(paid.idPedido).not.toBeNull()
    expect(paid.oAccionProveedor).toBeNull()

    // The wallet delivers the same notification again: nothing moves twice.
    await decide(page, "resend")
    expect(await ordersOf(purchase.idProcesoDeCompra)).toHaveLength(1)
    const { rows } = await server.db.query<{ applied: boolean }>(
      "SELECT applied FROM payment_notifications WHERE reference = $1 ORDER BY received_at",
      [page.split("/").at(-1)],
    )
    expect(rows).toEqual([{ applied: true }])
    expect((await ok(pollPayment(server, purchase, token))).idPedido).toBe(paid.idPedido)
  })

  it("Mercado Pago declined: the places stay held and the shopper pays again, by card; Proceso2 lists both attempts", async () => {
    const token = await newShopper()
    const purchase = await twoPlacesReady(token)
    const started = await ok(payWith(purchase, MERCADO_PAGO, token))
    await decide(started.oAccionProveedor!.cUrl, "decline")
    expect(await ok(pollPayment(server, purchase, token))).toMatchObject({
      cEstado: "RECHAZADO",
      cMotivo: "RECHAZADO_POR_LA_BILLETERA",
    })
    await ok(onPurchase(server, purchase, "POST", "/FormaDePago/Seleccionar", { nFormaDePago: 1 }, token))
    const card = await ok(
      onPurchase<PaymentStatus>(server, purchase, "POST", "/Cobrar", chargeForm(SandboxCard.approves), token),
    )
    expect(card.cEstado).toBe("APROBADO")
    expect(card).not.toHaveProperty("oAccionProveedor")

    const view = await ok(onPurchase<ProcessWithPayments>(server, purchase, "GET", "/Proceso2", undefined, token))
    expect(view.oProceso.idProcesoDeCompra).toBe(purchase.idProcesoDeCompra)
    expect(view.oPago).toMatchObject({ cEstado: "APROBADO" })
    expect(
      view.listaIntento.map((attempt) => [attempt.nIntento, attempt.cProveedor, attempt.cEstado, attempt.nFormaDePago]),
    ).toEqual([
      [1, "MERCADO_PAGO", "RECHAZADO", MERCADO_PAGO],
      [2, "TARJETA", "APROBADO", 1],
    ])
    expect(view.listaIntento[0]!.cReferencia).toMatch(/^MP-/u)
    expect(view.listaIntento[1]).toMatchObject({ cReferencia: null, cUltimos4: SandboxCard.approves.slice(-4) })
  })

  it("Mercado Pago pending (cash): pending confirmation until a later notification approves it", async () => {
    const token = await newShopper()
    const purchase = await twoPlacesReady(token)
    const page = (await ok(payWith(purchase, MERCADO_PAGO, token))).oAccionProveedor!.cUrl
    await decide(page, "pending")
    expect(await ok(pollPayment(server, purchase, token))).toMatchObject({ cEstado: "PENDIENTE_CONFIRMACION" })
    expect(await ordersOf(purchase.idProcesoDeCompra)).toEqual([])
    await decide(page, "approve")
    expect(await ok(pollPayment(server, purchase, token))).toMatchObject({ cEstado: "APROBADO" })
    expect(await ordersOf(purchase.idProcesoDeCompra)).toHaveLength(1)
  })

  it("a notification not signed with the server's secret is refused and changes nothing", async () => {
    const token = await newShopper()
    const purchase = await twoPlacesReady(token)
    const started = await ok(payWith(purchase, MERCADO_PAGO, token))
    const reference = started.oAccionProveedor!.cUrl.split("/").at(-1)!
    const forged = {
      cIdNotificacion: "falsa-1",
      cReferencia: reference,
      cEstado: "APROBADO",
      fMonto: 1,
      cMoneda: "ARS",
    }
    const text = ["MERCADO_PAGO", forged.cIdNotificacion, reference, "APROBADO", 1, "ARS"].join("|")
    const wrong = createHmac("sha256", "not-the-secret").update(text).digest("hex")
    expect(await notify("MERCADO_PAGO", forged, wrong)).toMatchObject({ status: 401 })
    expect(await notify("MERCADO_PAGO", forged, "")).toMatchObject({ status: 401 })
    expect(await ok(pollPayment(server, purchase, token))).toMatchObject({ cEstado: "PROCESANDO" })
    expect(await ordersOf(purchase.idProcesoDeCompra)).toEqual([])
  })

  it("MODO: a QR code of the wallet's page; approving in the wallet sells the places, and the checkout's poll sees it", async () => {
    const token = await newShopper()
    const purchase = await twoPlacesReady(token)
    const started = await ok(payWith(purchase, MODO, token))
    const action = started.oAccionProveedor!
    expect(action).toMatchObject({ cTipo: "QR", cUrlImagenQr: `${action.cUrl}/qr.svg` })
    const qr = await fetch(server.url + action.cUrlImagenQr!)
    expect(qr.headers.get("content-type")).toBe("image/svg+xml")
    expect(await qr.text()).toMatch(/^<svg[^>]*viewBox/u)
    const done = await decide(action.cUrl, "approve")
    expect(done.status).toBe(200)
    expect(done.html).toContain("Pago aprobado")
    expect(await ok(pollPayment(server, purchase, token))).toMatchObject({ cEstado: "APROBADO" })
  })

  it("PayPal only where the tenant switches it on; its order returns to the shop; Tigo Money and Apple Pay to their own pages", async () => {
    const here = await newShopper()
    const purchase = await twoPlacesReady(here)
    expect(await onPurchase(server, purchase, "GET", "/PayPalOrderCreate", undefined, here)).toMatchObject({
      status: 400,
    })
    expect(await payWith(purchase, PAYPAL, here)).toMatchObject({ status: 400 })

    const token = await newShopper(payPalShop)
    const payPal = await twoPlacesReady(token, payPalShop)
    const order = await ok(onPurchase<PaymentStatus>(payPalShop, payPal, "GET", "/PayPalOrderCreate", undefined, token))
    expect(order.oAccionProveedor?.cUrl).toMatch(/^\/sandbox\/paypal\/PP-/u)
    const again = await ok(onPurchase<PaymentStatus>(payPalShop, payPal, "GET", "/PayPalOrderCreate", undefined, token))
    expect(again.oAccionProveedor?.cUrl).toBe(order.oAccionProveedor?.cUrl)
    expect(await decide(order.oAccionProveedor!.cUrl, "approve", payPalShop)).toMatchObject({
      status: 303,
      location: `/BuyTicket/ok/${payPal.idProcesoDeCompra}`,
    })
    expect(await ok(pollPayment(payPalShop, payPal, token))).toMatchObject({ cEstado: "APROBADO" })

    const tigo = await twoPlacesReady(token, payPalShop)
    const tigoPage = (await ok(payWith(tigo, 14, token, payPalShop))).oAccionProveedor!.cUrl
    expect((await decide(tigoPage, "approve", payPalShop)).location).toBe(
      `/payConfirmTigoMoney?idProcesoDeCompra=${tigo.idProcesoDeCompra}`,
    )
    const apple = await twoPlacesReady(token, payPalShop)
    const applePage = (await ok(payWith(apple, 15, token, payPalShop))).oAccionProveedor!.cUrl
    expect((await decide(applePage, "decline", payPalShop)).location).toBe(
      `/apay/cobro/finalizar?idProcesoDeCompra=${apple.idProcesoDeCompra}`,
    )
    expect(await ok(pollPayment(payPalShop, apple, token))).toMatchObject({ cEstado: "RECHAZADO" })
  })

  it("PreValidacion2 answers every problem at once, and per method; once ready, every method of this tenant can pay", async () => {
    const token = await newShopper()
    const purchase = await ok(takeGroup(server, { ...place, nCantidad: 1 }, null, token))
    const early = await ok(
      onPurchase<PrevalidationReport>(server, purchase, "POST", "/PreValidacion2", undefined, token),
    )
    expect(early.lValido).toBe(false)
    expect(early.listaProblema.map((problem) => problem.cCodigo)).toEqual(["SIN_ENTREGA"])
    expect(early.listaProblema[0]!.cMensaje).toBe("Elegí cómo querés recibir tus entradas.")
    const ready = await twoPlacesReady(token)
    const report = await ok(onPurchase<PrevalidationReport>(server, ready, "POST", "/PreValidacion2", undefined, token))
    expect(report).toMatchObject({
      lValido: true,
      listaProblema: [],
      oProceso: { idProcesoDeCompra: ready.idProcesoDeCompra },
    })
    expect(
      report.listaFormaDePago.map((method) => [method.nFormaDePago, method.cProveedor, method.lDisponible]),
    ).toEqual([
      [1, "TARJETA", true],
      [2, "TARJETA", true],
      [MERCADO_PAGO, "MERCADO_PAGO", true],
      [MODO, "MODO", true],
    ])
    // Below a wallet's minimum: that method cannot pay, with its reason, in the caller's language.
    await server.db.query("UPDATE payment_methods SET min_amount = 100000000 WHERE id = $1", [MODO])
    try {
      const english = await server.call<PrevalidationReport>(
        "POST",
        `/v2/Proceso/${ready.idProcesoDeCompra}/PreValidacion2`,
        undefined,
        { token, purchaseKey: ready.cClaveProceso, headers: { "accept-language": "en" } },
      )
      const modo = english.oData.listaFormaDePago.find((method) => method.nFormaDePago === MODO)!
      expect(modo).toMatchObject({ lDisponible: false, listaProblema: [{ cCodigo: "MONTO_MENOR_AL_MINIMO" }] })
      expect(modo.listaProblema[0]!.cMensaje).toMatch(/^MODO takes payments from/u)
      expect(await payWith(ready, MODO, token)).toMatchObject({ status: 400 })
    } finally {
      await server.db.query("UPDATE payment_methods SET min_amount = 100 WHERE id = $1", [MODO])
    }
  })

  it("another customer's purchase is not found (404); an expired hold is gone (410); a card method is not Cobrar2's (400)", async () => {
    const owner = await newShopper()
    const stranger = await newShopper()
    const purchase = await twoPlacesReady(owner)
    for (const [method, step] of [
      ["POST", "/Cobrar2"],
      ["GET", "/FormasDePago2"],
      ["GET", "/Proceso2"],
      ["POST", "/PreValidacion2"],
    ] as const) {
      const body = step === "/Cobrar2" ? { nFormaDePago: MERCADO_PAGO } : undefined
      expect(await onPurchase(server, purchase, method, step, body, stranger)).toMatchObject({ status: 404 })
    }
    expect(await payWith(purchase, 1, owner)).toMatchObject({ status: 400 })
    expect(
      (await server.db.query("SELECT 1 FROM charges WHERE process_id = $1", [purchase.idProcesoDeCompra])).rows,
    ).toEqual([])

    server.clock.advance(13 * 60_000)
    try {
      expect(await payWith(purchase, MERCADO_PAGO, owner)).toMatchObject({ status: 410 })
      expect(await onPurchase(server, purchase, "GET", "/Proceso2", undefined, owner)).toMatchObject({ status: 410 })
      expect(await onPurchase(server, purchase, "POST", "/PreValidacion2", undefined, owner)).toMatchObject({
        status: 410,
      })
    } finally {
      server.clock.advance(-13 * 60_000)
    }
  })

  it("the shopper cancels at the wallet's page after cancelling here: an approval that comes later is given back", async () => {
    const token = await newShopper()
    const purchase = await twoPlacesReady(token)
    const page = (await ok(payWith(purchase, MERCADO_PAGO, token))).oAccionProveedor!.cUrl
    await ok(onPurchase(server, purchase, "POST", "/Cobrar/Cancelar", undefined, token))
    await decide(page, "approve")
    const { rows } = await server.db.query<{ state: string; refunded: boolean }>(
      "SELECT state, refunded FROM charges WHERE process_id = $1",
      [purchase.idProcesoDeCompra],
    )
    expect(rows).toEqual([{ state: "CANCELADO", refunded: true }])
    expect(await ordersOf(purchase.idProcesoDeCompra)).toEqual([])
  })
})
