import {
  PaymentStatus,
  SANDBOX_DECLINE_MESSAGE,
  SandboxCard,
  type ChargeRequest,
  type OrderHistory,
  type Performance,
} from "@boleteria/core"
import * as Schema from "effect/Schema"
import { afterAll, beforeAll, expect, it } from "vitest"
import { chargeForm } from "../support/forms.js"
import { countingSandbox } from "./support/countingSandbox.js"
import {
  chooseETicketAndCredit,
  confirmationMailed,
  ok,
  onPurchase,
  pollPayment,
  signUp as signUpAs,
  takeGroup,
  type HeldPurchase,
  paidTotalOf,
  theatrePlateaOfComingFunction,
} from "./support/flows.js"
import { startTestServer, type TestServer, describeOnEachDatabase } from "./support/testServer.js"

const MINUTE = 60_000
const POLL_STEP_MS = 2_000

const isPaymentStatus = Schema.is(PaymentStatus)

describeOnEachDatabase("payments on %s", (kind) => {
  let server: TestServer
  /** Counts what the server asks the sandbox processor, to prove a repeated Cobrar never charges twice. */
  let processor: ReturnType<typeof countingSandbox>
  let idFuncion: number
  let idSector: number
  let token: string
  let signUps = 0

  const performance = async () => (await server.call<Performance>("GET", `/v2/Funcion/${idFuncion}`)).oData
  const seatStates = async (ids: ReadonlyArray<number>) => {
    const seats = (await performance()).listaSector.flatMap((sector) => sector.listaPosicion)
    return ids.map((id) => seats.find((seat) => seat.idPosicion === id)?.cEstado)
  }
  const signUp = () => signUpAs(server, `pagos${++signUps}-${kind}@example.com`)
  /** Holds `count` seats (best available) for the customer and chooses e-ticket and the credit card. */
  const readyProcess = async (count: number, as = token) => {
    const held = await ok(takeGroup(server, { idFuncion, idSector, nCantidad: count }, null, as))
    await chooseETicketAndCredit(server, held, as)
    const seats = held.listaFuncion[0]!.listaPosicion.map((seat) => seat.idPosicion)
    return { ...held, id: held.idProcesoDeCompra, seats, total: held.fPrecioTotalFinal }
  }
  const pay = (purchase: HeldPurchase, card: string, changes: Partial<ChargeRequest> = {}, as = token) =>
    onPurchase<PaymentStatus>(server, purchase, "POST", "/Cobrar", chargeForm(card, changes), as)
  const poll = (purchase: HeldPurchase, as = token) => pollPayment(server, purchase, as)
  const ordersOf = async (as = token) =>
    (await server.call<OrderHistory>("GET", "/v2/Historial2", undefined, as)).oData.listaPedido

  beforeAll(async () => {
    processor = countingSandbox()
    server = await startTestServer(kind, { payments: processor.provider })
    ;({ idFuncion, idSector } = await theatrePlateaOfComingFunction(server))
    token = await signUp()
  })
  afterAll(async () => {
    await server?.close()
  })

  it("approves: the seats are sold, an order with one ticket per seat and a bill, only BIN and last 4 kept", async () => {
    const process = await readyProcess(2)
    const status = await pay(process, SandboxCard.approves)
    expect(status.status).toBe(200)
    expect(isPaymentStatus(status.oData)).toBe(true)
    expect(status.oData).toMatchObject({ cEstado: "APROBADO", cUltimos4: "3704", cMensaje: null, cUrl3DS: null })
    expect(status.oData.idPedido).toBeGreaterThan(0)
    expect(await seatStates(process.seats)).toEqual(["VENDIDA", "VENDIDA"])

    const order = (await ordersOf()).find((candidate) => candidate.idPedido === status.oData.idPedido)!
    expect(order.cEstado).toBe("PAGADO")
    const tickets = order.listaFuncion.flatMap((line) => line.listaEntrada)
    expect(tickets).toHaveLength(2)
    expect(tickets.every((ticket) => /^[A-Z2-7]{12}$/.test(ticket.cNumeroEntrada))).toBe(true)
    expect(new Set(tickets.map((ticket) => ticket.cNumeroEntrada)).size).toBe(2)
    expect(order.fTotalQrAntifraude).toBe(0)
    expect(order.fTotalPendiente).toBe(0)
    expect(order.fTotalEntradas + order.fTotalCargoServicio).toBe(process.total)
    expect(order.fTotalPagado).toBe(paidTotalOf(order))
    expect(order.cUltimos4).toBe("3704")
    const [bill] = order.listaComprobante
    expect(bill).toMatchObject({ cTipo: "FACTURA", nPuntoDeVenta: 3, lProcesando: false })
    expect(bill!.cCAE).toMatch(/^\d{14}$/)

    const { rows } = await server.db.query<Record<string, unknown>>("SELECT * FROM charges WHERE process_id = $1", [
      process.id,
    ])
    expect(rows[0]).toMatchObject({ card_bin: "450995", card_last4: "3704" })
    expect(JSON.stringify(rows)).not.toContain(SandboxCard.approves)
    expect((await onPurchase(server, process, "GET", "", undefined, token)).status).toBe(200)
    await confirmationMailed(server, order.idPedido)
    expect(server.outbox().some((mail) => mail.includes(`pedido N° ${order.idPedido}`))).toBe(true)

    const next = await pay(await readyProcess(1), SandboxCard.approves)
    const nextBill = (await ordersOf()).find((candidate) => candidate.idPedido === next.oData.idPedido)!
      .listaComprobante[0]!
    expect(nextBill.nNumeroComprobante).toBe(bill!.nNumeroComprobante + 1)
  })

  it("declines with the processor's message and keeps the holds; another card then pays", async () => {
    const process = await readyProcess(1)
    const declined = await pay(process, SandboxCard.declines)
    expect(declined.oData).toMatchObject({ cEstado: "RECHAZADO", cMensaje: SANDBOX_DECLINE_MESSAGE, idPedido: null })
    expect(await seatStates(process.seats)).toEqual(["RETENIDA"])
    const unknown = await pay(process, "4111111111111111")
    expect(unknown.oData).toMatchObject({
      cEstado: "RECHAZADO",
      cMensaje: "Tarjeta no habilitada en el entorno de pruebas",
    })
    const approved = await pay(process, SandboxCard.approves)
    expect(approved.oData.cEstado).toBe("APROBADO")
    const { rows } = await server.db.query<{ attempt: number }>("SELECT attempt FROM charges WHERE process_id = $1", [
      process.id,
    ])
    expect(rows[0]!.attempt).toBe(3)
  })

  it("charges once per process: repeated and concurrent Cobrar calls answer the first charge", async () => {
    const process = await readyProcess(2)
    const before = processor.asked.authorizations
    const racing = await Promise.all([pay(process, SandboxCard.approves), pay(process, SandboxCard.approves)])
    // The call that lost the race answers the approval, or the charge still in flight (the processor is
    // asked outside the lock).
    const approved = racing.find((answer) => answer.oData.cEstado === "APROBADO")!.oData
    const inFlight = { ...approved, cEstado: "VERIFICANDO", idPedido: null }
    for (const { oData } of racing) expect(oData).toEqual(oData.cEstado === "VERIFICANDO" ? inFlight : approved)
    const again = await pay(process, SandboxCard.approves)
    const otherCard = await pay(process, SandboxCard.declines)
    expect(again.oData).toEqual(approved)
    expect(otherCard.oData).toEqual(approved)
    expect(processor.asked.authorizations - before).toBe(1)
    const orders = (await ordersOf()).filter((order) => order.idProcesoDeCompra === process.id)
    expect(orders).toHaveLength(1)
    expect(orders[0]!.nCantidadPagos).toBe(1)
  })

  it("a card that settles later is PROCESANDO until the processor settles, 3 seconds of clock later", async () => {
    const process = await readyProcess(1)
    expect((await pay(process, SandboxCard.settlesLater)).oData.cEstado).toBe("PROCESANDO")
    const seen: Array<string> = []
    for (let attempt = 0; attempt < 5; attempt++) {
      const polled = await poll(process)
      seen.push(polled.oData.cEstado)
      if (polled.oData.cEstado !== "PROCESANDO") break
      server.clock.advance(POLL_STEP_MS)
    }
    expect(seen).toEqual(["PROCESANDO", "PROCESANDO", "APROBADO"])
    const final = await poll(process)
    expect(final.oData.idPedido).toBeGreaterThan(0)
    expect(await seatStates(process.seats)).toEqual(["VENDIDA"])
    const confirmation = await server.call<PaymentStatus>("POST", `/v2/proceso/confirmacion/${process.id}`, undefined, {
      token,
      purchaseKey: process.cClaveProceso,
    })
    expect(confirmation.oData).toEqual(final.oData)
  })

  it("3-D Secure: REQUIERE_3DS with the step's URL; the return page confirms it and redirects to the shop", async () => {
    const process = await readyProcess(1)
    const asked = await pay(process, SandboxCard.asksForThreeDs)
    expect(asked.oData).toMatchObject({
      cEstado: "REQUIERE_3DS",
      cUrl3DS: `/bancard/finish3ds/${process.id}`,
      idPedido: null,
    })
    expect((await poll(process)).oData.cEstado).toBe("REQUIERE_3DS")
    const returned = await fetch(server.url + asked.oData.cUrl3DS!, { redirect: "manual" })
    expect(returned.status).toBe(302)
    expect(returned.headers.get("location")).toBe(`/BuyTicket/ok/${process.id}`)
    const settled = await poll(process)
    expect(settled.oData.cEstado).toBe("APROBADO")
    expect(settled.oData.idPedido).toBeGreaterThan(0)
    expect(await seatStates(process.seats)).toEqual(["VENDIDA"])
    const finished = await fetch(`${server.url}/bancard/finish/${process.id}`, { redirect: "manual" })
    expect(finished.status).toBe(302)
  })

  it("pending confirmation stays so: it cannot be cancelled, nor the process invalidated", async () => {
    const process = await readyProcess(1)
    expect((await pay(process, SandboxCard.pendingConfirmation)).oData.cEstado).toBe("PENDIENTE_CONFIRMACION")
    server.clock.advance(POLL_STEP_MS)
    expect((await poll(process)).oData.cEstado).toBe("PENDIENTE_CONFIRMACION")
    expect((await onPurchase(server, process, "POST", "/Cobrar/Cancelar", undefined, token)).status).toBe(409)
    expect((await onPurchase(server, process, "POST", "/invalidar", { cOrigen: "INV001" }, token)).status).toBe(409)
    expect(await seatStates(process.seats)).toEqual(["RETENIDA"])
  })

  it("Cobrar/Cancelar ends a charge still processing; the holds stay and another card pays", async () => {
    const process = await readyProcess(1)
    await pay(process, SandboxCard.settlesLater)
    expect((await onPurchase(server, process, "POST", "/Cobrar/Cancelar", undefined, token)).status).toBe(200)
    server.clock.advance(5_000)
    expect((await poll(process)).oData.cEstado).toBe("CANCELADO")
    expect(await seatStates(process.seats)).toEqual(["RETENIDA"])
    expect((await pay(process, SandboxCard.approves)).oData.cEstado).toBe("APROBADO")
  })

  it("a payment that settles after the hold expired is refunded once and reported; the seats stay free", async () => {
    const process = await readyProcess(1)
    await pay(process, SandboxCard.settlesLater)
    server.clock.advance(12 * MINUTE)
    const refundsBefore = processor.asked.refunds
    const [late, again] = await Promise.all([poll(process), poll(process)])
    expect(late.oData).toMatchObject({
      cEstado: "CANCELADO",
      cMensaje: "El pago llegó después de que venciera la reserva: te lo devolvimos.",
      idPedido: null,
    })
    expect(again.oData).toEqual(late.oData)
    expect(processor.asked.refunds - refundsBefore).toBe(1)
    const { rows } = await server.db.query<{ refunded: boolean }>(
      "SELECT refunded FROM charges WHERE process_id = $1",
      [process.id],
    )
    expect(rows[0]!.refunded).toBe(true)
    expect(await seatStates(process.seats)).toEqual(["LIBRE"])
    expect((await ordersOf()).some((order) => order.idProcesoDeCompra === process.id)).toBe(false)
  })

  it("checks the card with the shop's rules and answers 400 naming the field", async () => {
    const process = await readyProcess(1)
    const before = processor.asked.authorizations
    const luhn = await pay(process, "4509953566233705")
    expect(luhn).toMatchObject({ status: 400, oData: "cNumeroTarjeta: El número de tarjeta no es válido" })
    const expired = await pay(process, SandboxCard.approves, { nMesVencimiento: 1, nAnioVencimiento: 2025 })
    expect(expired.status).toBe(400)
    expect(expired.oData).toMatch(/^nMesVencimiento: /)
    const cvc = await pay(process, SandboxCard.approves, { cCodigoSeguridad: "1234" })
    expect(cvc.oData).toMatch(/^cCodigoSeguridad: /)
    const installments = await pay(process, SandboxCard.approves, { nCuotas: 24 })
    expect(installments).toMatchObject({
      status: 400,
      oData: "nCuotas: Esta tarjeta no ofrece esa cantidad de cuotas: elegí otra opción.",
    })
    const badBody = await onPurchase(
      server,
      process,
      "POST",
      "/Cobrar",
      { ...chargeForm(SandboxCard.approves), cNumeroTarjeta: "12ab" },
      token,
    )
    expect(badBody.status).toBe(400)
    expect(badBody.oData).toMatch(/^cNumeroTarjeta/)
    expect(processor.asked.authorizations).toBe(before)
    expect(await seatStates(process.seats)).toEqual(["RETENIDA"])
  })

  it("needs a signed-in owner, a delivery type and a payment method", async () => {
    const process = await readyProcess(1)
    expect((await pay(process, SandboxCard.approves, {}, "")).status).toBe(401)
    const stranger = await signUp()
    expect((await pay(process, SandboxCard.approves, {}, stranger)).status).toBe(404)
    expect((await poll(process, stranger)).status).toBe(404)

    const bare = await ok(takeGroup(server, { idFuncion, idSector, nCantidad: 1 }, null, token))
    const noDelivery = await pay(bare, SandboxCard.approves)
    expect(noDelivery).toMatchObject({ status: 400, oData: "Elegí cómo querés recibir tus entradas." })
    expect((await poll(bare)).status).toBe(404)
  })
})
