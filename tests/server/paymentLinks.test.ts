import {
  PAYMENT_LINK_HEADER,
  SandboxCard,
  type CardInstallments,
  type OrderHistory,
  type PaymentLink,
  type PaymentLinkView,
  type PaymentStatus,
  type PurchaseProcess,
} from "@boleteria/core"
import { createHash } from "node:crypto"
import { afterAll, beforeAll, expect, it } from "vitest"
import type { PaymentProvider } from "../../server/src/payments/provider.js"
import { sandboxProvider } from "../../server/src/payments/sandbox.js"
import { chargeForm } from "../support/forms.js"
import {
  chooseETicketAndCredit,
  confirmationMailed,
  functionWithSector,
  ok,
  onPurchase,
  pollPayment,
  signUp,
  takeGroup,
  type HeldPurchase,
} from "./support/flows.js"
import { startTestServer, type TestServer, describeOnEachDatabase } from "./support/testServer.js"

/** Whoever the seller sent the link to: not a customer of the shop. */
const PAYER_EMAIL = "pagador@example.com"

/** The sandbox processor, counting its authorizations: a link paid twice must charge once. */
const countingSandbox = () => {
  const inner = sandboxProvider()
  const calls = { authorize: 0 }
  const provider: PaymentProvider = {
    ...inner,
    authorize: (...args) => {
      calls.authorize += 1
      return inner.authorize(...args)
    },
  }
  return { provider, calls }
}

describeOnEachDatabase("payment links over HTTP on %s", (kind) => {
  let server: TestServer
  let place: { idFuncion: number; idSector: number }
  const sandbox = countingSandbox()
  let owners = 0

  const newOwner = () => signUp(server, `vendedor${++owners}-${kind}@example.com`)
  /** A purchase of two places held by `token`'s customer, with e-ticket and the credit card chosen. */
  const readyPurchase = async (token: string): Promise<PurchaseProcess> => {
    const purchase = await ok(takeGroup(server, { ...place, nCantidad: 2 }, null, token))
    await chooseETicketAndCredit(server, purchase, token)
    return purchase
  }
  const makeLink = (purchase: HeldPurchase, token?: string) =>
    onPurchase<PaymentLink>(server, purchase, "POST", "/LinkPago", undefined, token)
  /** A call by link: no session, no purchase key, only the link's token. */
  const byLink = <T>(method: string, id: number, step: string, linkToken: string, body?: unknown) =>
    server.call<T>(method, `/v2/LinkPago/${id}${step}`, body, { headers: { [PAYMENT_LINK_HEADER]: linkToken } })
  const payByLink = (id: number, linkToken: string, card: string = SandboxCard.approves) =>
    byLink<PaymentStatus>("POST", id, "/Cobrar", linkToken, chargeForm(card, { cEmail: PAYER_EMAIL }))

  beforeAll(async () => {
    server = await startTestServer(kind, { payments: sandbox.provider })
    const general = await functionWithSector(server, false)
    place = { idFuncion: general.performance_id, idSector: general.sector_id }
  })
  afterAll(() => server?.close())

  it("the owner makes a link that lives with the hold; only its hash is kept; a new link replaces it", async () => {
    const owner = await newOwner()
    const purchase = await readyPurchase(owner)
    const link = await ok(makeLink(purchase, owner))
    expect(link.cUrl).toBe(`/linkPago/${purchase.idProcesoDeCompra}?clave=${link.cToken}`)
    expect(link.cToken).toMatch(/^[A-Za-z0-9_-]{43}$/u)
    expect(link.dVence).toBe(purchase.dVencimiento)
    const { rows } = await server.db.query<{ token_hash: string }>(
      "SELECT token_hash FROM payment_links WHERE process_id = $1",
      [purchase.idProcesoDeCompra],
    )
    expect(rows).toEqual([{ token_hash: createHash("sha256").update(link.cToken).digest("hex") }])

    const view = await ok(byLink<PaymentLinkView>("GET", purchase.idProcesoDeCompra, "", link.cToken))
    expect(view).toMatchObject({
      idProcesoDeCompra: purchase.idProcesoDeCompra,
      cEstado: "ABIERTO",
      oCantidadTotal: { nCantidadTotal: 2 },
      fPrecioTotalFinal: purchase.fPrecioTotalFinal,
      oEntregaTipo: { cCodigo: "ETICKET" },
      oFormaDePago: { cTipo: "CREDITO" },
      dVencimiento: purchase.dVencimiento,
      oPago: null,
    })
    expect(view.listaFuncion).toEqual(purchase.listaFuncion)
    expect(JSON.stringify(view)).not.toContain(purchase.cClaveProceso)

    const again = await ok(makeLink(purchase, owner))
    expect(again.cToken).not.toBe(link.cToken)
    expect(await byLink("GET", purchase.idProcesoDeCompra, "", link.cToken)).toMatchObject({ status: 404 })
    expect(await byLink("GET", purchase.idProcesoDeCompra, "", again.cToken)).toMatchObject({ status: 200 })
  })

  it("is the owner's alone to make: another customer 404, no session 401, no key 403; not before delivery and method", async () => {
    const owner = await newOwner()
    const stranger = await newOwner()
    const purchase = await readyPurchase(owner)
    const path = `/v2/Proceso/${purchase.idProcesoDeCompra}/LinkPago`
    expect(await makeLink(purchase, stranger)).toMatchObject({ status: 404, nCode: 404 })
    expect(await server.call("POST", path, undefined, { token: stranger, purchaseKey: "A".repeat(43) })).toMatchObject({
      status: 404,
    })
    expect(await server.call("POST", path, undefined, { token: owner })).toMatchObject({ status: 403 })
    expect(await makeLink(purchase)).toMatchObject({ status: 401 })
    const { rows } = await server.db.query("SELECT 1 FROM payment_links WHERE process_id = $1", [
      purchase.idProcesoDeCompra,
    ])
    expect(rows).toHaveLength(0)

    const unready = await ok(takeGroup(server, { ...place, nCantidad: 1 }, null, owner))
    const refused = await makeLink(unready, owner)
    expect(refused.status).toBe(400)
    expect(refused.oData).toBe("Elegí cómo querés recibir tus entradas.")
  })

  it("answers 404 to a token that is not the purchase's link, and 400 without one", async () => {
    const owner = await newOwner()
    const purchase = await readyPurchase(owner)
    const link = await ok(makeLink(purchase, owner))
    const other = await ok(makeLink(await readyPurchase(owner), owner))
    const unknown = await byLink("GET", purchase.idProcesoDeCompra, "", "B".repeat(43))
    expect(unknown).toMatchObject({ status: 404, nCode: 404 })
    expect(await byLink("GET", purchase.idProcesoDeCompra, "", other.cToken)).toEqual(unknown)
    expect(await byLink("GET", 999_999, "", link.cToken)).toEqual(unknown)
    expect(await payByLink(purchase.idProcesoDeCompra, other.cToken)).toMatchObject({ status: 404 })
    expect(await server.call("GET", `/v2/LinkPago/${purchase.idProcesoDeCompra}`)).toMatchObject({ status: 400 })
  })

  it("pays without login: the order is the owner's, the e-tickets go to the payer, and the owner's checkout sees it paid", async () => {
    const owner = await newOwner()
    const purchase = await readyPurchase(owner)
    const link = await ok(makeLink(purchase, owner))
    const installments = await ok(
      byLink<CardInstallments>(
        "GET",
        purchase.idProcesoDeCompra,
        `/Tarjetas/${SandboxCard.approves.slice(0, 6)}`,
        link.cToken,
      ),
    )
    expect(installments.listaCuota[0]).toMatchObject({ nCuotas: 1, fMontoTotal: purchase.fPrecioTotalFinal })
    const mailsBefore = server.outbox().length

    const paid = await ok(payByLink(purchase.idProcesoDeCompra, link.cToken))
    expect(paid).toMatchObject({ cEstado: "APROBADO", cUltimos4: SandboxCard.approves.slice(-4) })
    expect(paid.idPedido).not.toBeNull()

    expect(await ok(byLink<PaymentStatus>("GET", purchase.idProcesoDeCompra, "/Estado", link.cToken))).toEqual(paid)
    expect(await ok(pollPayment(server, purchase, owner))).toEqual(paid)
    const orders = (await ok(server.call<OrderHistory>("GET", "/v2/Historial2", undefined, owner))).listaPedido
    expect(orders.map((order) => order.idPedido)).toContain(paid.idPedido)
    await confirmationMailed(server, paid.idPedido!)
    const mails = server.outbox().slice(mailsBefore)
    expect(mails).toHaveLength(1)
    expect(mails[0]).toContain(PAYER_EMAIL)

    // Paid, the link shows what was bought and pays nothing more.
    const recap = await ok(byLink<PaymentLinkView>("GET", purchase.idProcesoDeCompra, "", link.cToken))
    expect(recap).toMatchObject({ cEstado: "PAGADO", oPago: paid, oCantidadTotal: { nCantidadTotal: 2 } })
    expect(
      await byLink("GET", purchase.idProcesoDeCompra, `/Tarjetas/${SandboxCard.approves.slice(0, 6)}`, link.cToken),
    ).toMatchObject({ status: 410 })
    expect(await makeLink(purchase, owner)).toMatchObject({ status: 409 })
  })

  it("charges once however often, and however concurrently, the link is paid", async () => {
    const owner = await newOwner()
    const purchase = await readyPurchase(owner)
    const link = await ok(makeLink(purchase, owner))
    const before = sandbox.calls.authorize
    const racing = await Promise.all([
      payByLink(purchase.idProcesoDeCompra, link.cToken),
      payByLink(purchase.idProcesoDeCompra, link.cToken),
    ])
    const approved = racing.find((answer) => answer.oData.cEstado === "APROBADO")!.oData
    // The call that lost the race answers the approval, or the same charge still in flight.
    for (const { status, oData } of racing) {
      expect(status).toBe(200)
      expect(oData).toEqual(
        oData.cEstado === "VERIFICANDO" ? { ...approved, cEstado: "VERIFICANDO", idPedido: null } : approved,
      )
    }
    expect((await ok(payByLink(purchase.idProcesoDeCompra, link.cToken, SandboxCard.declines))).cEstado).toBe(
      "APROBADO",
    )
    // The owner's own Cobrar answers the same charge too.
    expect(
      (await ok(onPurchase<PaymentStatus>(server, purchase, "POST", "/Cobrar", chargeForm(), owner))).idPedido,
    ).toBe(approved.idPedido)
    expect(sandbox.calls.authorize - before).toBe(1)
    const { rows } = await server.db.query("SELECT id FROM orders WHERE process_id = $1", [purchase.idProcesoDeCompra])
    expect(rows).toHaveLength(1)
  })

  it("a declined card leaves the link open for another card", async () => {
    const owner = await newOwner()
    const purchase = await readyPurchase(owner)
    const link = await ok(makeLink(purchase, owner))
    expect(await ok(payByLink(purchase.idProcesoDeCompra, link.cToken, SandboxCard.declines))).toMatchObject({
      cEstado: "RECHAZADO",
    })
    expect(await ok(byLink<PaymentLinkView>("GET", purchase.idProcesoDeCompra, "", link.cToken))).toMatchObject({
      cEstado: "ABIERTO",
      oPago: { cEstado: "RECHAZADO" },
    })
    expect((await ok(payByLink(purchase.idProcesoDeCompra, link.cToken))).cEstado).toBe("APROBADO")
  })

  it("dies with the hold: 410 once its time ran out, and once the owner cancelled or released everything", async () => {
    const owner = await newOwner()
    const expiring = await readyPurchase(owner)
    const expiringLink = await ok(makeLink(expiring, owner))
    const cancelled = await readyPurchase(owner)
    const cancelledLink = await ok(makeLink(cancelled, owner))
    const released = await readyPurchase(owner)
    const releasedLink = await ok(makeLink(released, owner))

    await ok(onPurchase(server, cancelled, "POST", "/invalidar", { cOrigen: "INV001" }, owner))
    await ok(onPurchase(server, released, "POST", "/Posiciones/SoltarFuncion", { idFuncion: place.idFuncion }, owner))
    for (const [purchase, link] of [
      [cancelled, cancelledLink],
      [released, releasedLink],
    ] as const) {
      expect(await byLink("GET", purchase.idProcesoDeCompra, "", link.cToken)).toMatchObject({
        status: 410,
        nCode: 410,
      })
      expect(await payByLink(purchase.idProcesoDeCompra, link.cToken)).toMatchObject({ status: 410 })
    }

    const before = sandbox.calls.authorize
    server.clock.set(Date.parse(expiringLink.dVence) + 1)
    try {
      const id = expiring.idProcesoDeCompra
      const gone = await byLink<string>("GET", id, "", expiringLink.cToken)
      expect(gone).toMatchObject({ status: 410, nCode: 410 })
      expect(gone.oData).toMatch(/venció/u)
      expect(await payByLink(id, expiringLink.cToken)).toMatchObject({ status: 410 })
      expect(await byLink("GET", id, "/Estado", expiringLink.cToken)).toMatchObject({ status: 410 })
      expect(
        await byLink("GET", id, `/Tarjetas/${SandboxCard.approves.slice(0, 6)}`, expiringLink.cToken),
      ).toMatchObject({ status: 410 })
      expect(sandbox.calls.authorize).toBe(before)
    } finally {
      server.clock.set(Date.parse(expiring.dInicio))
    }
  })

  it("answers the payer in their language", async () => {
    const owner = await newOwner()
    const purchase = await readyPurchase(owner)
    const link = await ok(makeLink(purchase, owner))
    const asked = await server.call<PaymentLinkView>("GET", `/v2/LinkPago/${purchase.idProcesoDeCompra}`, undefined, {
      headers: { [PAYMENT_LINK_HEADER]: link.cToken, "accept-language": "en" },
    })
    expect(asked.oData).toMatchObject({
      oEntregaTipo: { cNombre: "E-ticket" },
      oFormaDePago: { cNombre: "Credit card" },
    })
    const unknown = await server.call<string>("GET", `/v2/LinkPago/${purchase.idProcesoDeCompra}`, undefined, {
      headers: { [PAYMENT_LINK_HEADER]: "C".repeat(43), "accept-language": "en" },
    })
    expect(unknown).toMatchObject({ status: 404 })
    expect(unknown.oData).toMatch(/payment link/u)
  })
})
