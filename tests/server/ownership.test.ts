import {
  SandboxCard,
  type Address,
  type Customer,
  type DeliveryType,
  type LoginResult,
  type OrderHistory,
  type PaymentMethod,
  type PaymentStatus,
  type Phone,
  type PurchaseProcess,
  type SignUpRequest,
} from "@boleteria/core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { DATABASE_KINDS, postgresAvailable, startTestServer, TEST_START, type TestServer } from "./support/testServer.js"

const MISSING = 999_999

const signUpForm = (cEmail: string): SignUpRequest => ({
  cNombre: "Lucía",
  cApellido: "Benítez",
  cEmail,
  cEmailConfirmacion: cEmail,
  cClave: "Entradas2025",
  cClaveConfirmacion: "Entradas2025",
  cGenero: "FEMENINO",
  cTipoDocumento: null,
  cNumeroDocumento: null,
  cTipoTelefono: null,
  cTelefono: null,
  oFechaNacimiento: null,
  cAlias: null,
  cUsuarioTelegram: null,
  cPais: "AR",
  lAceptaTerminos: true,
})

const address = {
  cTipo: "PARTICULAR",
  cReferente: null,
  cCalle: "Bv. Oroño",
  cNumero: "1200",
  cPiso: null,
  cDepartamento: null,
  cPais: "AR",
  cProvincia: "Santa Fe",
  cLocalidad: "Rosario",
  cCodigoPostal: "S2000",
  lPredeterminado: true,
} as const

const phone = { cTipo: "MOVIL", cNumero: "3415550000", lPredeterminado: true } as const

describe.each(DATABASE_KINDS)("customer A and customer B's resources on %s", (kind) => {
  // PostgreSQL runs where the test setup could start a cluster; CI=true guarantees one.
  describe.skipIf(kind === "postgres" && !postgresAvailable())("", () => {
    let server: TestServer
    let a: string
    let b: string
    let bAddress: Address
    let bPhone: Phone
    let bOrderId: number
    let bBillId: number

    const ok = async <T>(answer: Promise<{ status: number; oData: T }>): Promise<T> => {
      const { status, oData } = await answer
      if (status !== 200) throw new Error(`step failed: ${status} ${JSON.stringify(oData)}`)
      return oData
    }

    /** A seat of a small numbered sector of a function some days ahead, held by `token`'s customer. */
    const holdOneSeat = async (token: string): Promise<string> => {
      const { rows } = await server.db.query<{ performance_id: number; sector_id: number }>(
        `SELECT p.id AS performance_id, ms.id AS sector_id
           FROM performances p JOIN shows s ON s.id = p.show_id JOIN venues v ON v.id = s.venue_id
           JOIN map_sectors ms ON ms.map_code = v.map_code AND ms.numbered
           JOIN show_prices sp ON sp.show_id = s.id AND sp.sector_id = ms.id
          WHERE p.starts_at > $1 ORDER BY ms.capacity, p.starts_at, p.id LIMIT 1`,
        [new Date(TEST_START + 2 * 24 * 60 * 60_000)],
      )
      const { performance_id, sector_id } = rows[0]!
      const cart = await ok(
        server.call<PurchaseProcess>(
          "POST",
          "/v2/Proceso/0/Posiciones/TomarGrupo",
          { idFuncion: performance_id, idSector: sector_id, nCantidad: 1, idPromocion: null },
          token,
        ),
      )
      return `/v2/Proceso/${cart.idProcesoDeCompra}`
    }

    const deliveryType = async (process: string, token: string, code: DeliveryType["cCodigo"]) =>
      (await ok(server.call<ReadonlyArray<DeliveryType>>("GET", `${process}/TiposDeEntrega`, undefined, token))).find(
        (type) => type.cCodigo === code,
      )!

    /** B buys one ticket over HTTP, with the approving sandbox card. */
    const buyAsB = async (): Promise<number> => {
      const process = await holdOneSeat(b)
      const eTicket = await deliveryType(process, b, "ETICKET")
      await ok(server.call("POST", `${process}/EntregaTipo/Seleccionar`, { idEntregaTipo: eTicket.idEntregaTipo, idClienteDomicilio: null }, b))
      const methods = await ok(server.call<ReadonlyArray<PaymentMethod>>("GET", `${process}/FormasDePago`, undefined, b))
      await ok(server.call("POST", `${process}/FormaDePago/Seleccionar`, { nFormaDePago: methods[0]!.nFormaDePago }, b))
      const paid = await ok(
        server.call<PaymentStatus>(
          "POST",
          `${process}/Cobrar`,
          {
            cTitular: "LUCIA BENITEZ",
            cNumeroTarjeta: SandboxCard.approves,
            nMesVencimiento: 12,
            nAnioVencimiento: 2030,
            cCodigoSeguridad: "123",
            nCuotas: 1,
            cTipoDocumento: "DNI",
            cNumeroDocumento: "30111222",
            cEmail: `b-${kind}@example.com`,
            oFechaNacimiento: { nDia: 1, nMes: 1, nAnio: 1990 },
          },
          b,
        ),
      )
      return paid.idPedido!
    }

    const download = async (path: string, token: string) => {
      const response = await fetch(server.url + path, { headers: { authorization: `Bearer ${token}` } })
      const body = await response.text()
      return { status: response.status, body }
    }

    beforeAll(async () => {
      server = await startTestServer(kind)
      a = (await ok(server.call<LoginResult>("POST", "/v2/Cliente/Insertar", signUpForm(`a-${kind}@example.com`)))).token
      b = (await ok(server.call<LoginResult>("POST", "/v2/Cliente/Insertar", signUpForm(`b-${kind}@example.com`)))).token
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
      await expectSameAsMissing((id) => postAsA(`/v2/Cliente/Domicilio/${id}/Modificar`, { ...address, cCalle: "Robada" }), bAddress.idClienteDomicilio)
      await expectSameAsMissing((id) => postAsA(`/v2/Cliente/Domicilio/${id}/Eliminar`), bAddress.idClienteDomicilio)
    })

    it("A can neither change nor remove B's phone", async () => {
      await expectSameAsMissing((id) => postAsA(`/v2/Cliente/Telefono/${id}/Modificar`, { ...phone, cNumero: "0" }), bPhone.idClienteTelefono)
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
      expect(await ok(server.call<OrderHistory>("GET", "/v2/Historial2", undefined, a))).toEqual({ listaPedido: [], listaReserva: [] })
    })

    it("A cannot have tickets shipped to B's address", async () => {
      const process = await holdOneSeat(a)
      const home = await deliveryType(process, a, "DOMICILIO")
      const chosen = await server.call(
        "POST",
        `${process}/EntregaTipo/Seleccionar`,
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
})
