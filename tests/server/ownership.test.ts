import {
  SandboxCard,
  type Address,
  type Customer,
  type DeliveryType,
  type OrderHistory,
  type Phone,
} from "@boleteria/core"
import { afterAll, beforeAll, expect, it } from "vitest"
import { addressForm, chargeForm, phoneForm } from "../support/forms.js"
import {
  DAY,
  functionWithSector,
  ok,
  onPurchase,
  payWithETicket,
  signUp,
  takeGroup,
  type HeldPurchase,
} from "./support/flows.js"
import { startTestServer, TEST_START, type TestServer, describeOnEachDatabase } from "./support/testServer.js"

const MISSING = 999_999

const address = addressForm()
const phone = phoneForm()

describeOnEachDatabase("customer A and customer B's resources on %s", (kind) => {
  let server: TestServer
  let a: string
  let b: string
  let bAddress: Address
  let bPhone: Phone
  let bOrderId: number
  let bBillId: number

  /** A seat of a small numbered sector of a function some days ahead, held by `token`'s customer. */
  const holdOneSeat = async (token: string): Promise<HeldPurchase> => {
    const { performance_id, sector_id } = await functionWithSector(server, true, { from: TEST_START + 2 * DAY })
    return ok(takeGroup(server, { idFuncion: performance_id, idSector: sector_id, nCantidad: 1 }, null, token))
  }

  /** B buys one ticket over HTTP, with the approving sandbox card. */
  const buyAsB = async (): Promise<number> =>
    (
      await ok(
        payWithETicket(
          server,
          await holdOneSeat(b),
          b,
          chargeForm(SandboxCard.approves, { cEmail: `b-${kind}@example.com` }),
        ),
      )
    ).idPedido!

  const download = async (path: string, token: string) => {
    const response = await fetch(server.url + path, { headers: { authorization: `Bearer ${token}` } })
    const body = await response.text()
    return { status: response.status, body }
  }

  beforeAll(async () => {
    server = await startTestServer(kind)
    a = await signUp(server, `a-${kind}@example.com`)
    b = await signUp(server, `b-${kind}@example.com`)
    bAddress = await ok(server.call<Address>("POST", "/v2/Cliente/Domicilio/Insertar", address, b))
    bPhone = await ok(server.call<Phone>("POST", "/v2/Cliente/Telefono/Insertar", phone, b))
    bOrderId = await buyAsB()
    const history = await ok(server.call<OrderHistory>("GET", "/v2/Historial2", undefined, b))
    bBillId = history.listaPedido[0]!.listaComprobante[0]!.idComprobante
  })
  afterAll(async () => {
    await server?.close()
  })

  /** A's try at B's resource answers exactly what a resource that does not exist answers. */
  const expectSameAsMissing = async (
    attempt: (id: number) => Promise<{ status: number; body: unknown }>,
    bId: number,
  ) => {
    const atB = await attempt(bId)
    const atNothing = await attempt(MISSING)
    expect(atB.status).toBe(404)
    expect(atB).toEqual(atNothing)
  }

  const postAsA = async (path: string, body?: unknown) => {
    const { status, nCode, oData } = await server.call("POST", path, body, a)
    return { status, body: { nCode, oData } }
  }

  it("A can neither change nor remove B's address", async () => {
    await expectSameAsMissing(
      (id) => postAsA(`/v2/Cliente/Domicilio/${id}/Modificar`, { ...address, cCalle: "Robada" }),
      bAddress.idClienteDomicilio,
    )
    await expectSameAsMissing((id) => postAsA(`/v2/Cliente/Domicilio/${id}/Eliminar`), bAddress.idClienteDomicilio)
  })

  it("A can neither change nor remove B's phone", async () => {
    await expectSameAsMissing(
      (id) => postAsA(`/v2/Cliente/Telefono/${id}/Modificar`, { ...phone, cNumero: "0" }),
      bPhone.idClienteTelefono,
    )
    await expectSameAsMissing((id) => postAsA(`/v2/Cliente/Telefono/${id}/Eliminar`), bPhone.idClienteTelefono)
  })

  it("A cannot download B's e-ticket or bill", async () => {
    await expectSameAsMissing((id) => download(`/v2/Pedido/${id}/eticket.pdf`, a), bOrderId)
    await expectSameAsMissing((id) => download(`/v2/Pedido/${id}/Comprobante/${bBillId}/comprobante.pdf`, a), bOrderId)
    await expectSameAsMissing((id) => download(`/v2/Pedido/${bOrderId}/Comprobante/${id}/comprobante.pdf`, a), bBillId)
    // The same downloads work for B: the 404s above are about ownership, not broken routes.
    expect((await download(`/v2/Pedido/${bOrderId}/eticket.pdf`, b)).status).toBe(200)
    expect((await download(`/v2/Pedido/${bOrderId}/Comprobante/${bBillId}/comprobante.pdf`, b)).status).toBe(200)
  })

  it("A sees only A's own data: no address, phone or order of B", async () => {
    const customer = await ok(server.call<Customer>("GET", "/v2/Cliente/Informacion", undefined, a))
    expect(customer).toMatchObject({ cEmail: `a-${kind}@example.com`, listaDomicilio: [], listaTelefono: [] })
    expect(await ok(server.call<OrderHistory>("GET", "/v2/Historial2", undefined, a))).toEqual({
      listaPedido: [],
      listaReserva: [],
    })
  })

  it("A cannot have tickets shipped to B's address", async () => {
    const purchase = await holdOneSeat(a)
    const home = (
      await ok(onPurchase<ReadonlyArray<DeliveryType>>(server, purchase, "GET", "/TiposDeEntrega", undefined, a))
    ).find((type) => type.cCodigo === "DOMICILIO")!
    const chosen = await onPurchase(
      server,
      purchase,
      "POST",
      "/EntregaTipo/Seleccionar",
      { idEntregaTipo: home.idEntregaTipo, idClienteDomicilio: bAddress.idClienteDomicilio },
      a,
    )
    expect(chosen.status).toBeGreaterThanOrEqual(400)
    expect(chosen.status).toBeLessThan(500)
  })

  it("after all of A's tries, B's address, phone and order are untouched", async () => {
    const customer = await ok(server.call<Customer>("GET", "/v2/Cliente/Informacion", undefined, b))
    expect(customer.listaDomicilio).toEqual([bAddress])
    expect(customer.listaTelefono).toEqual([bPhone])
    const history = await ok(server.call<OrderHistory>("GET", "/v2/Historial2", undefined, b))
    expect(history.listaPedido.map((order) => [order.idPedido, order.cEstado])).toEqual([[bOrderId, "PAGADO"]])
  })
})
