import {
  OrderHistory,
  type LoginResult,
  Withdrawal,
  WithdrawableOrders,
  WithdrawalPreview,
  type PurchaseProcess,
} from "@boleteria/core"
import * as Schema from "effect/Schema"
import { afterAll, beforeAll, expect, it } from "vitest"
import { sandboxProvider } from "../../server/src/payments/sandbox.js"
import { SIGN_UP_PASSWORD } from "../support/forms.js"
import { DAY, ok, seatsOfComingFunction, signUp, paidOrder } from "./support/flows.js"
import { startTestServer, TEST_START, type TestServer, describeOnEachDatabase } from "./support/testServer.js"

const decodePreview = Schema.decodeUnknownSync(WithdrawalPreview)
const decodeList = Schema.decodeUnknownSync(WithdrawableOrders)

describeOnEachDatabase("the withdrawal's preview and a customer's withdrawable orders on %s", (kind) => {
  let server: TestServer
  let sandbox: ReturnType<typeof sandboxProvider>
  let ana: string
  let beto: string
  const anaEmail = `ana-previa-${kind}@example.com`
  const betoEmail = `beto-previa-${kind}@example.com`
  let offset = 0

  /** Buys `count` fresh seats of the first coming function as this customer; answers the order number. */
  const buy = async (token: string, cEmail: string, count: number): Promise<number> => {
    const seats = await seatsOfComingFunction(server, count, { offset })
    offset += count
    const cart = await ok(
      server.call<PurchaseProcess>(
        "POST",
        "/v2/Proceso/0/Posiciones/Tomar",
        { idFuncion: seats.performanceId, listaIdPosicion: seats.seatIds, idPromocion: null },
        token,
      ),
    )
    return (await paidOrder(server, cart, token, cEmail)).idPedido
  }
  const history = async (token: string) =>
    Schema.decodeUnknownSync(OrderHistory)((await server.call("GET", "/v2/Historial2", undefined, token)).oData)
      .listaPedido
  const withdrawable = async (token: string) =>
    decodeList(await ok(server.call<unknown>("GET", "/v2/PedidosArrepentibles", undefined, token))).listaPedido
  const preview = (body: unknown, language = "es") =>
    server.call("POST", "/v2/Arrepentimiento/Previa", body, { headers: { "accept-language": language } })

  beforeAll(async () => {
    sandbox = sandboxProvider()
    server = await startTestServer(kind, { payments: sandbox })
    ana = await signUp(server, anaEmail)
    beto = await signUp(server, betoEmail)
  })
  afterAll(async () => {
    await server?.close()
  })

  it("lists a customer's own withdrawable orders, newest first, each with what would come back and where", async () => {
    const first = await buy(ana, anaEmail, 2)
    const second = await buy(ana, anaEmail, 1)
    const betos = await buy(beto, betoEmail, 1)

    const listed = await withdrawable(ana)
    expect(listed.map((order) => order.idPedido)).toEqual([second, first])
    const orders = await history(ana)
    for (const preview of listed) {
      const order = orders.find((candidate) => candidate.idPedido === preview.idPedido)!
      // What comes back is what was paid, to the card that paid it; the tickets are the order's own.
      expect(preview.fImporteReintegrado).toBe(order.fTotalPagado)
      expect(preview.listaReintegro).toEqual([
        { cProveedor: "TARJETA", cUltimos4: "3704", fImporte: order.fTotalPagado },
      ])
      expect(preview.listaFuncion).toEqual(order.listaFuncion)
      expect(Date.parse(preview.dLimite)).toBeGreaterThan(TEST_START)
    }
    // Beto's order is Beto's alone; without a login there is no list.
    expect((await withdrawable(beto)).map((order) => order.idPedido)).toEqual([betos])
    expect((await server.call("GET", "/v2/PedidosArrepentibles")).status).toBe(401)
  })

  it("previews with the order number and its e-mail, changes nothing, and shows no one else's order", async () => {
    const order = await buy(ana, anaEmail, 1)
    const answer = await preview({ idPedido: order, cEmail: anaEmail.toUpperCase() })
    expect(answer.status).toBe(200)
    const shown = decodePreview(answer.oData)
    expect((await withdrawable(ana)).find((candidate) => candidate.idPedido === order)).toEqual(shown)

    // Someone else's e-mail, or an order that does not exist: the same 404, whatever was wrong.
    const wrongEmail = await preview({ idPedido: order, cEmail: betoEmail })
    const noOrder = await preview({ idPedido: 999_999, cEmail: anaEmail })
    expect([wrongEmail.status, noOrder.status]).toEqual([404, 404])
    expect(wrongEmail.oData).toBe(noOrder.oData)
    // A body without the e-mail is refused by its field.
    const noEmail = await preview({ idPedido: order })
    expect(noEmail.status).toBe(400)
    expect(String(noEmail.oData)).toContain("cEmail")

    // Reading the preview sold nothing back and refunded nothing.
    expect((await history(ana)).find((candidate) => candidate.idPedido === order)?.cEstado).toBe("PAGADO")
    expect(sandbox.refundsOf((await history(ana)).find((o) => o.idPedido === order)!.idProcesoDeCompra)).toEqual([])
  })

  it("once withdrawn, the order leaves the list, its preview answers 409, and my orders shows its refund", async () => {
    const order = await buy(ana, anaEmail, 1)
    const shown = decodePreview((await preview({ idPedido: order, cEmail: anaEmail })).oData)
    const withdrawal = Schema.decodeUnknownSync(Withdrawal)(
      await ok(server.call("POST", "/v2/Arrepentimiento", { idPedido: order, cEmail: anaEmail })),
    )
    // The withdrawal gave back what the preview said, where it said.
    expect(withdrawal.fImporteReintegrado).toBe(shown.fImporteReintegrado)
    expect(withdrawal.listaReintegro).toEqual(shown.listaReintegro)

    expect((await withdrawable(ana)).map((candidate) => candidate.idPedido)).not.toContain(order)
    const again = await preview({ idPedido: order, cEmail: anaEmail })
    expect(again.status).toBe(409)

    const listed = (await history(ana)).find((candidate) => candidate.idPedido === order)!
    expect(listed.cEstado).toBe("ARREPENTIDO")
    expect(listed.oArrepentimiento).toEqual({
      cCodigoSeguimiento: withdrawal.cCodigoSeguimiento,
      dSolicitud: withdrawal.dSolicitud,
      fImporteReintegrado: withdrawal.fImporteReintegrado,
      listaReintegro: [{ ...withdrawal.listaReintegro[0]!, cEstado: "REINTEGRADO" }],
    })
    // A paid order carries no withdrawal.
    expect((await history(ana)).find((candidate) => candidate.cEstado === "PAGADO")?.oArrepentimiento).toBeUndefined()
  })

  it("past the ten days, lists nothing and the preview is refused as the withdrawal would be", async () => {
    const order = await buy(ana, anaEmail, 1)
    server.clock.set(TEST_START + 11 * DAY)
    try {
      // The session of the purchase lapsed long ago: Ana signs in again.
      const again = await ok(
        server.call<LoginResult>("POST", "/v2/Cliente/Ingreso/Token", { cEmail: anaEmail, cClave: SIGN_UP_PASSWORD }),
      )
      expect(await withdrawable(again.token)).toEqual([])
      const refused = await preview({ idPedido: order, cEmail: anaEmail }, "en")
      expect(refused.status).toBe(400)
      expect(String(refused.oData)).toMatch(/2026/)
    } finally {
      server.clock.set(TEST_START)
    }
  })
})
