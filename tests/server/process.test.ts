import {
  CardInstallments,
  PurchaseProcess,
  SandboxCard,
  type Address,
  type DeliveryType,
  type ExtraProduct,
  type OrderHistory,
  type PaymentMethod,
  type PaymentStatus,
  type Performance,
} from "@boleteria/core"
import * as Schema from "effect/Schema"
import { afterAll, beforeAll, expect, it } from "vitest"
import { addressForm, chargeForm } from "../support/forms.js"
import { onPurchase, signUp as signUpAs, takeGroup, type HeldPurchase } from "./support/flows.js"
import { startTestServer, type TestServer, describeOnEachDatabase } from "./support/testServer.js"

const MINUTE = 60_000

describeOnEachDatabase("the purchase process on %s", (kind) => {
  let server: TestServer
  let token: string
  let signUps = 0
  /** Teatro Gran Corrientes functions; show 101 has a 2x1 on Wednesdays. */
  let theatre: Array<{ id: number; showId: number; weekday: number }>
  let sectors: { platea: number; pullman: number }

  const signUp = () => signUpAs(server, `proceso${++signUps}-${kind}@example.com`)
  const performance = async (id: number) => (await server.call<Performance>("GET", `/v2/Funcion/${id}`)).oData
  const group = (
    idFuncion: number,
    idSector: number,
    nCantidad: number,
    idPromocion: number | null = null,
    into: HeldPurchase | null = null,
    as = token,
  ) => takeGroup(server, { idFuncion, idSector, nCantidad, idPromocion }, into, as)
  const step = <T>(method: string, purchase: HeldPurchase, path: string, body?: unknown, as = token) =>
    onPurchase<T>(server, purchase, method, path, body, as)

  beforeAll(async () => {
    server = await startTestServer(kind)
    token = await signUp()
    const { rows } = await server.db.query<{ id: number; show_id: number; weekday: number }>(
      `SELECT f.id, f.show_id, extract(dow FROM f.starts_at AT TIME ZONE 'America/Argentina/Buenos_Aires')::int AS weekday
           FROM performances f JOIN shows s ON s.id = f.show_id JOIN venues v ON v.id = s.venue_id
          WHERE v.map_code = 'teatro-principal' AND f.starts_at > $1 ORDER BY f.starts_at, f.id`,
      [new Date(server.clock.now())],
    )
    theatre = rows.map((row) => ({ id: row.id, showId: row.show_id, weekday: row.weekday }))
    const sectorList = (await performance(theatre[0]!.id)).listaSector
    sectors = {
      platea: sectorList.find((sector) => /platea/i.test(sector.cNombre))!.idSector,
      pullman: sectorList.find((sector) => /pullman/i.test(sector.cNombre))!.idSector,
    }
  })
  afterAll(async () => {
    await server?.close()
  })

  it("one cart holds several functions, each line with its show, venue, date parts and total", async () => {
    const [first, second] = theatre
    const started = await group(first!.id, sectors.platea, 2)
    const cart = await group(second!.id, sectors.pullman, 1, null, started.oData)
    expect(Schema.is(PurchaseProcess)(cart.oData)).toBe(true)
    expect(cart.oData.listaFuncion.map((line) => line.idFuncion)).toEqual([first!.id, second!.id])
    const firstPerformance = await performance(first!.id)
    const line = cart.oData.listaFuncion[0]!
    expect(line.oFuncionFecha).toEqual(firstPerformance.oFuncionFecha)
    expect(line.oEspectaculo).toMatchObject({
      idEspectaculoCartel: firstPerformance.idEspectaculoCartel,
      cEspectaculoCartelNombre: firstPerformance.cEspectaculoCartelNombre,
      cEstablecimientoNombre: firstPerformance.oEstablecimiento.cNombre,
    })
    expect(line.oEspectaculo.listaImagenEspectaculoCartel.length).toBeGreaterThan(0)
    const platea = firstPerformance.listaSector.find((sector) => sector.idSector === sectors.platea)!
    expect(line.listaPosicion.every((place) => place.fPrecio === platea.fPrecio + platea.fCargoServicio)).toBe(true)
    expect(line.fPrecioTotalFinal).toBe(2 * (platea.fPrecio + platea.fCargoServicio))
    expect(cart.oData.oCantidadTotal.nCantidadTotal).toBe(3)
    expect(cart.oData.fPrecioTotalFinal).toBe(line.fPrecioTotalFinal + cart.oData.listaFuncion[1]!.fPrecioTotalFinal)

    const v3 = await server.call<PurchaseProcess>("POST", "/v3/procesodecompra", {
      idFuncion: first!.id,
      listaIdPosicion: [platea.listaPosicion.find((seat) => seat.cEstado === "LIBRE")!.idPosicion],
      idPromocion: null,
    })
    expect(v3.status).toBe(200)
    expect(v3.oData.idProcesoDeCompra).not.toBe(started.oData.idProcesoDeCompra)
  })

  it("publishes the process and payment routes in the OpenAPI document, with their body schemas", async () => {
    const document = (await fetch(`${server.url}/v2/openapi.json`).then((response) => response.json())) as {
      paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: { $ref: string } }> } }>>
      components: { schemas: Record<string, unknown> }
    }
    const change = document.paths["/v2/Proceso/{idProcesoDeCompra}/Posiciones/CambiarParaSector"]?.["post"]
    const ref = change?.requestBody?.content["application/json"]?.schema.$ref
    expect(ref).toBe("#/components/schemas/ChangeSectorRequest")
    expect(document.components.schemas).toHaveProperty("ChangeSectorRequest")
    // The card provider's return pages are browser pages, not calls of the contract: they are not in it.
    expect(document.paths).not.toHaveProperty(["/bancard/finish3ds/{idProcesoDeCompra}"])
    for (const path of ["/v2/Proceso/{idProcesoDeCompra}/Cobrar", "/v3/procesodecompra/{idProcesoDeCompra}"]) {
      expect(document.paths, path).toHaveProperty([path])
    }
  })

  it("CambiarParaSector moves a function's places to the best of another sector, or changes nothing", async () => {
    const idFuncion = theatre[2]!.id
    const held = await group(idFuncion, sectors.platea, 2)
    const purchase = held.oData
    const moved = await step<PurchaseProcess>("POST", purchase, "/Posiciones/CambiarParaSector", {
      idFuncion,
      idSector: sectors.pullman,
      idPromocion: null,
    })
    expect(moved.status).toBe(200)
    const places = moved.oData.listaFuncion[0]!.listaPosicion
    expect(places.map((place) => place.idSector)).toEqual([sectors.pullman, sectors.pullman])
    const oldSeats = held.oData.listaFuncion[0]!.listaPosicion.map((place) => place.idPosicion)
    const platea = (await performance(idFuncion)).listaSector.find((sector) => sector.idSector === sectors.platea)!
    expect(oldSeats.map((seatId) => platea.listaPosicion.find((seat) => seat.idPosicion === seatId)?.cEstado)).toEqual([
      "LIBRE",
      "LIBRE",
    ])

    const nowhere = await step("POST", purchase, "/Posiciones/CambiarParaSector", {
      idFuncion,
      idSector: 999_999,
      idPromocion: null,
    })
    expect(nowhere.status).toBe(404)
    expect((await step<PurchaseProcess>("GET", purchase, "")).oData.listaFuncion[0]!.listaPosicion).toEqual(places)
  })

  it("delivery: three types; home delivery needs one of the customer's own addresses", async () => {
    const purchase = (await group(theatre[0]!.id, sectors.pullman, 1)).oData
    const types = (await step<ReadonlyArray<DeliveryType>>("GET", purchase, "/TiposDeEntrega")).oData
    expect(types.map((type) => type.cCodigo)).toEqual(["ETICKET", "BOLETERIA", "DOMICILIO"])
    const homeDelivery = types.find((type) => type.lRequiereDomicilio)!
    const withoutAddress = await step("POST", purchase, "/EntregaTipo/Seleccionar", {
      idEntregaTipo: homeDelivery.idEntregaTipo,
      idClienteDomicilio: null,
    })
    expect(withoutAddress.status).toBe(400)
    expect(withoutAddress.oData).toMatch(/^idClienteDomicilio/)

    const stranger = await signUp()
    const theirs = (
      await server.call<Address>(
        "POST",
        "/v2/Cliente/Domicilio/Insertar",
        addressForm({ cCalle: "Av. Corrientes" }),
        stranger,
      )
    ).oData
    const mine = (
      await server.call<Address>(
        "POST",
        "/v2/Cliente/Domicilio/Insertar",
        addressForm({ cCalle: "Av. Rivadavia" }),
        token,
      )
    ).oData
    const foreign = await step("POST", purchase, "/EntregaTipo/Seleccionar", {
      idEntregaTipo: homeDelivery.idEntregaTipo,
      idClienteDomicilio: theirs.idClienteDomicilio,
    })
    expect(foreign.status).toBe(404)
    const chosen = await step("POST", purchase, "/EntregaTipo/Seleccionar", {
      idEntregaTipo: homeDelivery.idEntregaTipo,
      idClienteDomicilio: mine.idClienteDomicilio,
    })
    expect(chosen.status).toBe(200)
    expect(
      (await step("POST", purchase, "/EntregaTipo/Seleccionar", { idEntregaTipo: 99, idClienteDomicilio: null }))
        .status,
    ).toBe(404)

    await step("POST", purchase, "/FormaDePago/Seleccionar", { nFormaDePago: 1 })
    const paid = await step<PaymentStatus>("POST", purchase, "/Cobrar", chargeForm(SandboxCard.approves))
    const order = (await server.call<OrderHistory>("GET", "/v2/Historial2", undefined, token)).oData.listaPedido.find(
      (candidate) => candidate.idPedido === paid.oData.idPedido,
    )!
    expect(order.fTotalEntrega).toBe(homeDelivery.fPrecio)
    expect(order.fTotalQrAntifraude).toBe(500)
    expect(order.oDomicilioEntrega?.cCalle).toBe("Av. Rivadavia")
    expect(order.fTotalPagado).toBe(
      order.fTotalEntradas + order.fTotalCargoServicio + order.fTotalEntrega + order.fTotalQrAntifraude,
    )
  })

  it("extra products: chosen quantities up to each maximum, and counted in what the card pays", async () => {
    const held = await group(theatre[0]!.id, sectors.pullman, 1)
    const purchase = held.oData
    const offered = (await step<ReadonlyArray<ExtraProduct>>("GET", purchase, "/ProductoAsignado/Lista/Obtener")).oData
    expect(offered.length).toBeGreaterThan(0)
    expect(offered.every((product) => product.nCantidadSeleccionada === 0)).toBe(true)
    const parking = offered[0]!
    const chosen = await step<ReadonlyArray<ExtraProduct>>("POST", purchase, "/ProductoAsignado/Lista/Seleccionar", {
      listaProducto: [{ idProducto: parking.idProducto, nCantidad: 1 }],
    })
    expect(chosen.oData.find((product) => product.idProducto === parking.idProducto)?.nCantidadSeleccionada).toBe(1)
    const tooMany = await step("POST", purchase, "/ProductoAsignado/Lista/Seleccionar", {
      listaProducto: [{ idProducto: parking.idProducto, nCantidad: parking.nCantidadMaxima + 1 }],
    })
    expect(tooMany.status).toBe(400)
    expect(
      (
        await step("POST", purchase, "/ProductoAsignado/Lista/Seleccionar", {
          listaProducto: [{ idProducto: 999, nCantidad: 1 }],
        })
      ).status,
    ).toBe(404)
    const plan = (await step<CardInstallments>("GET", purchase, "/FormaDePago/1/Tarjetas/450995")).oData
    expect(plan.listaCuota.find((option) => option.nCuotas === 1)?.fMontoTotal).toBe(
      held.oData.fPrecioTotalFinal + parking.fPrecio,
    )
  })

  it("payment methods and instalments by BIN: the bank's plan, the default plan, debit pays at once", async () => {
    const held = await group(theatre[0]!.id, sectors.pullman, 2)
    const purchase = held.oData
    const total = held.oData.fPrecioTotalFinal
    const methods = (await step<ReadonlyArray<PaymentMethod>>("GET", purchase, "/FormasDePago")).oData
    expect(methods.map((method) => method.cTipo)).toEqual(["CREDITO", "DEBITO"])
    const bank = await step<CardInstallments>("GET", purchase, "/FormaDePago/1/Tarjetas/45099512")
    expect(Schema.is(CardInstallments)(bank.oData)).toBe(true)
    expect(bank.oData.cMarca).toBe("Visa")
    expect(bank.oData.listaCuota.map((option) => [option.nCuotas, option.nRecargoPorcentaje])).toEqual([
      [1, 0],
      [3, 0],
      [6, 0],
      [12, 38],
    ])
    const twelve = bank.oData.listaCuota.find((option) => option.nCuotas === 12)!
    expect(twelve.fMontoTotal).toBe(Math.round(total * 1.38))
    expect(twelve.fMontoCuota).toBe(Math.round(twelve.fMontoTotal / 12))
    const other = await step<CardInstallments>("GET", purchase, "/FormaDePago/1/Tarjetas/411111")
    expect(other.oData.listaCuota.find((option) => option.nCuotas === 3)?.nRecargoPorcentaje).toBeGreaterThan(0)
    const debit = await step<CardInstallments>("GET", purchase, "/FormaDePago/2/Tarjetas/450995")
    expect(debit.oData.listaCuota.map((option) => option.nCuotas)).toEqual([1])
    expect((await step("GET", purchase, "/FormaDePago/1/Tarjetas/12ab56")).status).toBe(400)
    expect((await step("GET", purchase, "/FormaDePago/1/Tarjetas/999999")).status).toBe(404)
    expect((await step("GET", purchase, "/FormaDePago/7/Tarjetas/450995")).status).toBe(404)
    expect((await step("POST", purchase, "/FormaDePago/Seleccionar", { nFormaDePago: 7 })).status).toBe(404)
  })

  it("PreValidacion checks delivery and payment method are chosen, then that time is left", async () => {
    const purchase = (await group(theatre[0]!.id, sectors.pullman, 1)).oData
    expect((await step("POST", purchase, "/PreValidacion")).status).toBe(400)
    await step("POST", purchase, "/EntregaTipo/Seleccionar", { idEntregaTipo: 1, idClienteDomicilio: null })
    const noMethod = await step("POST", purchase, "/PreValidacion")
    expect(noMethod).toMatchObject({ status: 400, oData: "Elegí una forma de pago." })
    await step("POST", purchase, "/FormaDePago/Seleccionar", { nFormaDePago: 1 })
    expect((await step("POST", purchase, "/PreValidacion")).status).toBe(200)
    server.clock.advance(12 * MINUTE)
    const expired = await step("POST", purchase, "/PreValidacion")
    expect(expired).toMatchObject({ status: 410, oData: "Tu tiempo para realizar la compra ha expirado" })
    expect((await step("GET", purchase, "/TiposDeEntrega")).status).toBe(410)
    expect((await step("POST", purchase, "/FormaDePago/Seleccionar", { nFormaDePago: 1 })).status).toBe(410)
    expect((await step("POST", purchase, "/Cobrar", chargeForm(SandboxCard.approves))).status).toBe(410)
  })

  it("2x1 makes every second ticket free; a promotion of other days is refused", async () => {
    const wednesday = theatre.find((performance) => performance.weekday === 3 && performance.showId === 101)!
    const notWednesday = theatre.find((performance) => performance.weekday !== 3 && performance.showId === 101)!
    const price = (await performance(wednesday.id)).listaSector.find((sector) => sector.idSector === sectors.platea)!
    const twoForOne = await group(wednesday.id, sectors.platea, 3, 1)
    expect(twoForOne.status).toBe(200)
    expect(twoForOne.oData.listaFuncion[0]!.listaPosicion.map((place) => place.fPrecio).sort((a, b) => a - b)).toEqual([
      price.fCargoServicio,
      price.fPrecio + price.fCargoServicio,
      price.fPrecio + price.fCargoServicio,
    ])
    const wrongDay = await group(notWednesday.id, sectors.platea, 2, 1)
    expect(wrongDay.status).toBe(400)
    expect(wrongDay.oData).toMatch(/^idPromocion/)
    expect((await group(wednesday.id, sectors.platea, 1, 1)).status).toBe(400)

    // 20% off paying with Banco Pampa's Visa: another card pays full price, and only if the shopper agreed.
    const bankPromotion = await group(notWednesday.id, sectors.platea, 1, 2)
    const [place] = bankPromotion.oData.listaFuncion[0]!.listaPosicion
    expect(place!.fPrecio).toBe(Math.round(price.fPrecio * 0.8) + price.fCargoServicio)
    const purchase = bankPromotion.oData
    await step("POST", purchase, "/EntregaTipo/Seleccionar", { idEntregaTipo: 1, idClienteDomicilio: null })
    await step("POST", purchase, "/FormaDePago/Seleccionar", { nFormaDePago: 1 })
    const otherBank = await step("POST", purchase, "/Cobrar", chargeForm(SandboxCard.settlesLater))
    expect(otherBank.status).toBe(400)
    expect(otherBank.oData).toMatch(/^lSinPromocion: /)
    expect(
      (await step<PaymentStatus>("POST", purchase, "/Cobrar", chargeForm(SandboxCard.approves))).oData.cEstado,
    ).toBe("APROBADO")
  })
})
