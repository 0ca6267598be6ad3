import type {
  Booking,
  FunctionProduct,
  LoginResult,
  OrderHistory,
  Performance,
  ProcessPlace,
  PurchaseProcess,
} from "@boleteria/core"
import { afterAll, beforeAll, expect, it } from "vitest"
import { DEMO_CUSTOMER } from "../support/demoCustomer.js"
import { fixtureTenant } from "../support/fixtures.js"
import { DAY, ok, onPurchase, payWithETicket, signUp, type HeldPurchase } from "./support/flows.js"
import { startTestServer, TEST_START, type TestServer, describeOnEachDatabase } from "./support/testServer.js"

const PRODUCTS_ON = { flags: { ...fixtureTenant.flags, productsShop: true } }

// Bookings (docs/bookings.md) over HTTP: the demo customer's seeded bookings become purchases, only hers, once.
describeOnEachDatabase("bookings on %s", (kind) => {
  let server: TestServer
  let owner: string
  let stranger: string

  const bookings = async (token: string): Promise<ReadonlyArray<Booking>> =>
    (await ok(server.call<OrderHistory>("GET", "/v2/Historial2", undefined, token))).listaReserva.toSorted(
      (a, b) => a.idReserva - b.idReserva,
    )
  const takeBooking = (
    booking: Booking,
    token: string,
    onProcess: HeldPurchase | null = null,
    places?: ReadonlyArray<number>,
  ) =>
    server.call<PurchaseProcess>(
      "POST",
      `/v2/Proceso/${onProcess?.idProcesoDeCompra ?? 0}/${places === undefined ? "TomarReservaPorFuncion" : "TomarReservaPorPosicion"}`,
      {
        idReserva: booking.idReserva,
        idFuncion: booking.idFuncion,
        idPromocion: null,
        lCondicionesAceptadas: true,
        ...(places === undefined ? {} : { listaIdPosicion: places }),
      },
      { token, purchaseKey: onProcess?.cClaveProceso },
    )
  const takeSeats = (idFuncion: number, seats: ReadonlyArray<number>, token: string) =>
    server.call<PurchaseProcess>(
      "POST",
      "/v2/Proceso/0/Posiciones/Tomar",
      { idFuncion, listaIdPosicion: seats, idPromocion: null },
      token,
    )
  const seatState = async (idFuncion: number, seatId: number) =>
    (await ok(server.call<Performance>("GET", `/v2/Funcion/${idFuncion}`))).listaSector
      .flatMap((sector) => sector.listaPosicion)
      .find((seat) => seat.idPosicion === seatId)?.cEstado
  const seatIdsOf = (booking: Booking) => booking.listaPosicion.map((place) => place.idPosicion)

  const logIn = async () =>
    (
      await ok(
        server.call<LoginResult>("POST", "/v2/Cliente/Ingreso/Token", {
          cEmail: DEMO_CUSTOMER.email,
          cClave: DEMO_CUSTOMER.password,
        }),
      )
    ).token

  beforeAll(async () => {
    server = await startTestServer(kind)
    owner = await logIn()
    stranger = await signUp(server, `extrano-${kind}-${Date.now()}@example.com`)
  })
  afterAll(() => server?.close())

  it("lists the demo customer's bookings, alive, with their places; a stranger has none", async () => {
    const [seated, general] = await bookings(owner)
    expect(seated).toMatchObject({ cEstado: "VIGENTE", nCantidadPosiciones: 2 })
    expect(seated!.listaPosicion.map((place) => [place.cFila, place.cButaca])).toEqual([
      ["F", "10"],
      ["F", "11"],
    ])
    expect(general).toMatchObject({ cEstado: "VIGENTE", nCantidadPosiciones: 3 })
    expect(Date.parse(seated!.dVencimiento)).toBe(TEST_START + 10 * DAY)
    expect(await bookings(stranger)).toEqual([])
  })

  it("keeps booked seats off sale: a stranger cannot take them, the function page shows them taken", async () => {
    const [seated] = await bookings(owner)
    const taken = await takeSeats(seated!.idFuncion, seatIdsOf(seated!), stranger)
    expect(taken.status).toBe(409)
    expect(await seatState(seated!.idFuncion, seatIdsOf(seated!)[0]!)).not.toBe("LIBRE")
  })

  it("answers 404 to a stranger taking the booking, and 401 to nobody", async () => {
    const [seated] = await bookings(owner)
    expect((await takeBooking(seated!, stranger)).status).toBe(404)
    const anonymous = await server.call("POST", "/v2/Proceso/0/TomarReservaPorFuncion", {
      idReserva: seated!.idReserva,
      idFuncion: seated!.idFuncion,
      idPromocion: null,
      lCondicionesAceptadas: true,
    })
    expect(anonymous.status).toBe(401)
  })

  it("refuses to take a booking whose conditions were not accepted: 400 at lCondicionesAceptadas, in es and en", async () => {
    const [seated] = await bookings(owner)
    const body = { idReserva: seated!.idReserva, idFuncion: seated!.idFuncion, idPromocion: null }
    const refused = async (path: string, extra: object, language: string) => {
      const response = await fetch(`${server.url}/v2/Proceso/0/${path}`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          authorization: `Bearer ${owner}`,
          "accept-language": language,
        },
        body: JSON.stringify({ ...body, ...extra }),
      })
      return { status: response.status, ...((await response.json()) as { oData: string; cClave?: string }) }
    }
    const declined = await refused("TomarReservaPorFuncion", { lCondicionesAceptadas: false }, "es")
    expect(declined).toMatchObject({
      status: 400,
      cClave: "validation.reservation.conditionsRequired",
      oData: "lCondicionesAceptadas: Es necesario aceptar las condiciones de la reserva",
    })
    const inEnglish = await refused(
      "TomarReservaPorPosicion",
      { lCondicionesAceptadas: false, listaIdPosicion: seatIdsOf(seated!) },
      "en",
    )
    expect(inEnglish).toMatchObject({
      status: 400,
      oData: "lCondicionesAceptadas: The reservation conditions must be accepted",
    })
    const unsaid = await refused("TomarReservaPorFuncion", {}, "es")
    expect(unsaid.status).toBe(400)
    expect(unsaid.oData).toMatch(/^lCondicionesAceptadas: /u)
    // Nothing was taken: the booking still sets its places aside, no purchase holds them.
    const { rows } = await server.db.query<{ held: number }>(
      "SELECT count(*)::int AS held FROM place_claims c JOIN bookings b ON b.id = c.booking_id WHERE b.id = $1 AND c.process_id <> b.holder_process_id",
      [seated!.idReserva],
    )
    expect(rows[0]?.held).toBe(0)
  })

  it("races the owner and a stranger for the booked seats: the owner gets them, no seat is held twice", async () => {
    const [seated] = await bookings(owner)
    const [mine, theirs] = await Promise.all([
      takeBooking(seated!, owner),
      takeSeats(seated!.idFuncion, seatIdsOf(seated!), stranger),
    ])
    expect(mine.status).toBe(200)
    expect(theirs.status).toBe(409)
    const { rows } = await server.db.query<{ holders: number }>(
      "SELECT count(DISTINCT process_id)::int AS holders FROM place_claims WHERE performance_id = $1 AND booking_id = $2",
      [seated!.idFuncion, seated!.idReserva],
    )
    expect(rows[0]!.holders).toBe(1)
    // While that purchase is open, another one cannot take the booking; the same one may ask again.
    expect((await takeBooking(seated!, owner)).status).toBe(409)
    expect((await takeBooking(seated!, owner, mine.oData)).oData.oCantidadTotal.nCantidadTotal).toBe(2)
    // Leaving the purchase gives the seats back to the booking, not to the sale.
    await ok(onPurchase(server, mine.oData, "POST", "/invalidar", { cOrigen: "INV001" }, owner))
    expect((await bookings(owner))[0]).toMatchObject({ cEstado: "VIGENTE", nCantidadPosiciones: 2 })
    expect((await takeSeats(seated!.idFuncion, seatIdsOf(seated!), stranger)).status).toBe(409)
  })

  it("sells the booking once: paid, it is CONFIRMADA and a second take is refused", async () => {
    const [seated] = await bookings(owner)
    const purchase = await ok(takeBooking(seated!, owner))
    expect(purchase.listaFuncion[0]!.listaPosicion.map((place) => place.idPosicion)).toEqual(seatIdsOf(seated!))
    const paid = await ok(payWithETicket(server, purchase, owner))
    expect(paid.cEstado).toBe("APROBADO")
    expect((await bookings(owner))[0]!.cEstado).toBe("CONFIRMADA")
    expect((await takeBooking(seated!, owner)).status).toBe(409)
  })

  it("takes chosen places by position; Posiciones lists the purchase's places with their booking", async () => {
    const [, general] = await bookings(owner)
    const first = general!.listaPosicion[0]!
    const purchase = await ok(takeBooking(general!, owner, null, [first.idPosicion]))
    const places = await ok(onPurchase<ReadonlyArray<ProcessPlace>>(server, purchase, "POST", "/Posiciones", {}, owner))
    expect(places).toEqual([
      expect.objectContaining({
        idFuncion: general!.idFuncion,
        idPosicion: first.idPosicion,
        cSector: first.cSector,
        fPrecio: first.fPrecio,
        cEstado: "RETENIDA",
        idReserva: general!.idReserva,
      }),
    ])
    // Until paid, a place being bought is still the booking's.
    expect((await bookings(owner))[1]!.nCantidadPosiciones).toBe(3)
    const stranger_ = await takeBooking(general!, owner, null, [999_999_999])
    expect(stranger_.status).toBe(400)
    // Posiciones answers only to the purchase's browser and owner.
    expect((await onPurchase(server, purchase, "POST", "/Posiciones", {}, stranger)).status).toBe(404)
  })

  it("lets a lapsed booking's places go on sale, and refuses to take it (410)", async () => {
    const [, general] = await bookings(owner)
    server.clock.advance(8 * DAY)
    try {
      const later = await logIn()
      expect((await bookings(later))[1]!.cEstado).toBe("VENCIDA")
      expect((await takeBooking(general!, later)).status).toBe(410)
      const strangerLater = await signUp(server, `tarde-${kind}-${Date.now()}@example.com`)
      const place = general!.listaPosicion[0]!
      const best = await server.call<PurchaseProcess>(
        "POST",
        "/v2/Proceso/0/Posiciones/TomarGrupo",
        { idFuncion: general!.idFuncion, idSector: place.idSector, nCantidad: 1, idPromocion: null },
        strangerLater,
      )
      expect(best.oData.listaFuncion[0]!.listaPosicion[0]!.idPosicion).toBe(place.idPosicion)
    } finally {
      server.clock.set(TEST_START)
    }
  })
})

describeOnEachDatabase("the products shop of a function on %s", (kind) => {
  let off: TestServer
  let on: TestServer
  beforeAll(async () => {
    ;[off, on] = await Promise.all([startTestServer(kind), startTestServer(kind, { tenant: PRODUCTS_ON })])
  })
  afterAll(() => Promise.all([off?.close(), on?.close()]))

  it("is off for this tenant and on, with the products, for a tenant that sells products", async () => {
    const path = "/v2/Proceso/0/Tienda"
    expect((await off.call("GET", `${path}/ActivaParaFuncion/70102`)).oData).toEqual({ lActiva: false })
    expect((await off.call("GET", `${path}/ParaFuncion/70102`)).oData).toEqual([])
    expect((await on.call("GET", `${path}/ActivaParaFuncion/70102`)).oData).toEqual({ lActiva: true })
    const products = await ok(on.call<ReadonlyArray<FunctionProduct>>("GET", `${path}/ParaFuncion/70102`))
    expect(products.map((product) => product.cNombre)).toContain("Estacionamiento")
    expect((await on.call("GET", `${path}/ParaFuncion/99999`)).status).toBe(404)
  })
})
