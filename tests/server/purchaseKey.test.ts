import { createHash } from "node:crypto"
import {
  endpoints,
  NO_CREDENTIALS,
  SandboxCard,
  toWire,
  type AuthenticationSetup,
  type Credentials,
  type EndpointName,
  type Endpoints,
  type LoginResult,
  type Performance,
  type PurchaseProcess,
  type RequestOf,
} from "@boleteria/core"
import { afterAll, beforeAll, expect, it } from "vitest"
import { DEMO_CUSTOMER } from "../support/demoCustomer.js"
import { chargeForm } from "../support/forms.js"
import { DAY, functionWithSector, ok, signUp, takeGroup } from "./support/flows.js"
import { startTestServer, TEST_START, type TestServer, describeOnEachDatabase } from "./support/testServer.js"

/** Mercado Pago's method (migration 017). */
const MERCADO_PAGO = 11

/** The largest id the contract allows: a process that surely does not exist. */
const UNKNOWN_ID = 2_147_483_647

/** Every call of the endpoint table on a purchase already started (startPurchase starts one: it names none). */
type PurchaseCall = Exclude<
  { [N in EndpointName]: Endpoints[N]["access"] extends "purchase" | "customerPurchase" ? N : never }[EndpointName],
  "startPurchase"
>

type Requests = { readonly [N in PurchaseCall]: (idProcesoDeCompra: number) => RequestOf<Endpoints[N]> }

interface Answer {
  readonly status: number
  readonly nCode: number
  readonly oData: unknown
}

/** Where a purchase's test places are: a function, its smallest numbered sector and a seat of it, and another sector. */
interface Place {
  readonly idFuncion: number
  readonly idSector: number
  readonly seatId: number
  readonly otherSector: number
  /** A booking of the owner (the demo customer's first) and one of its seats. */
  readonly booking: { readonly idReserva: number; readonly idFuncion: number; readonly seatId: number }
}

/** A valid request of every purchase call, so that only who calls decides the answer. */
const requestsFor = ({ idFuncion, idSector, seatId, otherSector, booking }: Place): Requests => {
  const path = (idProcesoDeCompra: number) => ({ idProcesoDeCompra })
  return {
    takeSeats: (id) => ({ path: path(id), body: { idFuncion, listaIdPosicion: [seatId], idPromocion: null } }),
    takeBestAvailable: (id) => ({ path: path(id), body: { idFuncion, idSector, nCantidad: 1, idPromocion: null } }),
    changeSector: (id) => ({ path: path(id), body: { idFuncion, idSector: otherSector, idPromocion: null } }),
    getProcess: (id) => ({ path: path(id) }),
    extendHold: (id) => ({ path: path(id) }),
    invalidateProcess: (id) => ({ path: path(id), body: { cOrigen: "INV001" } }),
    releaseFunction: (id) => ({ path: path(id), body: { idFuncion } }),
    releaseGroup: (id) => ({ path: path(id), body: { idFuncion } }),
    getDeliveryTypes: (id) => ({ path: path(id) }),
    selectDeliveryType: (id) => ({ path: path(id), body: { idEntregaTipo: 1, idClienteDomicilio: null } }),
    getExtraProducts: (id) => ({ path: path(id) }),
    selectExtraProducts: (id) => ({ path: path(id), body: { listaProducto: [{ idProducto: 1, nCantidad: 1 }] } }),
    getPaymentMethods: (id) => ({ path: path(id) }),
    selectPaymentMethod: (id) => ({ path: path(id), body: { nFormaDePago: 1 } }),
    getCardInstallments: (id) => ({ path: { idProcesoDeCompra: id, nFormaDePago: 1, cardBin: "450995" } }),
    prevalidate: (id) => ({ path: path(id) }),
    takeBookingByFunction: (id) => ({
      path: path(id),
      body: {
        idReserva: booking.idReserva,
        idFuncion: booking.idFuncion,
        idPromocion: null,
        lCondicionesAceptadas: true,
      },
    }),
    takeBookingByPlaces: (id) => ({
      path: path(id),
      body: {
        idReserva: booking.idReserva,
        idFuncion: booking.idFuncion,
        listaIdPosicion: [booking.seatId],
        idPromocion: null,
        lCondicionesAceptadas: true,
      },
    }),
    getProcessPlaces: (id) => ({ path: path(id), body: {} }),
    createPaymentLink: (id) => ({ path: path(id) }),
    charge: (id) => ({ path: path(id), body: chargeForm(SandboxCard.settlesLater) }),
    cancelCharge: (id) => ({ path: path(id) }),
    getPaymentStatus: (id) => ({ path: path(id) }),
    getPaymentConfirmation: (id) => ({ path: path(id) }),
    getPaymentMethods2: (id) => ({ path: path(id) }),
    chargeWallet: (id) => ({ path: path(id), body: { nFormaDePago: MERCADO_PAGO } }),
    createPayPalOrder: (id) => ({ path: path(id) }),
    getProcess2: (id) => ({ path: path(id) }),
    prevalidate2: (id) => ({ path: path(id) }),
    startCardRegistrationForPurchase: (id) => ({ path: path(id) }),
    confirmThreeDs: (id) => ({ path: path(id) }),
    cancelThreeDs: (id) => ({ path: path(id) }),
    setUpAuthentication: (id) => ({ path: path(id), body: { cNumeroTarjeta: SandboxCard.settlesLater } }),
    authenticate: (id) => ({
      path: path(id),
      body: { cReferencia: authentication.reference, oTarjeta: { cNumeroTarjeta: SandboxCard.settlesLater } },
    }),
    payAuthenticated: (id) => ({
      path: path(id),
      body: { cReferencia: authentication.reference, oPago: chargeForm(SandboxCard.settlesLater) },
    }),
  }
}

/** The 3-D Secure 2 reference the sbs calls name: the owner's setup answers the real one. */
const authentication = { reference: "r".repeat(43) }

/**
 * The owner's browser makes every purchase call, in an order where each can succeed: reads, seat
 * changes, checkout choices, a charge that stays processing, its status, its cancellation, the end.
 */
const OWNER_SEQUENCE: ReadonlyArray<PurchaseCall> = [
  "getProcess",
  "extendHold",
  "getDeliveryTypes",
  "getExtraProducts",
  "getPaymentMethods",
  "getCardInstallments",
  "takeSeats",
  "changeSector",
  "releaseFunction",
  "takeBestAvailable",
  "releaseGroup",
  "takeBestAvailable",
  "takeBookingByFunction",
  "takeBookingByPlaces",
  "getProcessPlaces",
  "selectDeliveryType",
  "selectExtraProducts",
  "selectPaymentMethod",
  "prevalidate",
  "prevalidate2",
  "getPaymentMethods2",
  "getProcess2",
  "createPaymentLink",
  // A wallet charge waits at the wallet; PayPal's order and Cobrar then answer that charge.
  "chargeWallet",
  "createPayPalOrder",
  "charge",
  "getPaymentStatus",
  "getPaymentConfirmation",
  // With the charge made, the 3-D Secure calls answer it; the sbs payment uses up its reference.
  "confirmThreeDs",
  "cancelThreeDs",
  "startCardRegistrationForPurchase",
  "setUpAuthentication",
  "authenticate",
  "payAuthenticated",
  "cancelCharge",
  "invalidateProcess",
]

const PURCHASE_CALLS = Object.keys(
  requestsFor({
    idFuncion: 0,
    idSector: 0,
    seatId: 0,
    otherSector: 0,
    booking: { idReserva: 0, idFuncion: 0, seatId: 0 },
  }),
) as ReadonlyArray<PurchaseCall>

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex")

describeOnEachDatabase("a purchase is opened only with its key, over HTTP on %s", (kind) => {
  let server: TestServer
  let place: Omit<Place, "seatId">
  let freeSeats: Array<number>
  let owner: string
  let stranger: string

  /** A call of the table as the HTTP adapter builds it (core's toWire), sent with these credentials. */
  const send = async (
    name: PurchaseCall,
    requests: Requests,
    id: number,
    credentials: Partial<Credentials>,
  ): Promise<Answer> => {
    const wire = toWire(endpoints[name], requests[name](id), { ...NO_CREDENTIALS, ...credentials })
    const response = await fetch(server.url + wire.path, {
      method: wire.method,
      headers: { ...wire.headers, ...(wire.body === undefined ? {} : { "content-type": "application/json" }) },
      ...(wire.body === undefined ? {} : { body: wire.body }),
    })
    const { nCode, oData } = (await response.json()) as { nCode: number; oData: unknown }
    return { status: response.status, nCode, oData }
  }

  /** A purchase of one place, started by `token`'s customer or anonymously, with the requests of its calls. */
  const startPurchase = async (token?: string) => {
    const purchase = await ok(
      takeGroup(server, { idFuncion: place.idFuncion, idSector: place.idSector, nCantidad: 1 }, null, token),
    )
    return { purchase, requests: requestsFor({ ...place, seatId: freeSeats.shift()! }) }
  }

  /** What the database holds of a purchase: anything a refused call might have changed. */
  const stored = async (id: number) => {
    const { rows } = await server.db.query(
      `SELECT p.state, p.customer_id, p.delivery_type_id, p.payment_method, p.products,
                (SELECT json_agg(c.place_key ORDER BY c.place_key) FROM place_claims c WHERE c.process_id = p.id AND c.state = 'HELD') AS held,
                (SELECT count(*)::int FROM charges ch WHERE ch.process_id = p.id) AS charges
           FROM purchase_processes p WHERE p.id = $1`,
      [id],
    )
    return rows[0]
  }

  /**
   * Makes every purchase call with the intruder's credentials and expects each refused as
   * `expected` says; whatever they were, the purchase is as it was.
   */
  const expectRefusedEverywhere = async (
    { purchase, requests }: { purchase: PurchaseProcess; requests: Requests },
    credentials: Partial<Credentials>,
    expected: (name: PurchaseCall) => "sameAsUnknown" | 401 | 403,
  ) => {
    const before = await stored(purchase.idProcesoDeCompra)
    for (const name of PURCHASE_CALLS) {
      const answer = await send(name, requests, purchase.idProcesoDeCompra, credentials)
      const outcome = expected(name)
      if (outcome === "sameAsUnknown") {
        expect([name, answer.status]).toEqual([name, 404])
        expect([name, answer]).toEqual([name, await send(name, requests, UNKNOWN_ID, credentials)])
      } else {
        expect([name, answer.status, answer.nCode]).toEqual([name, outcome, outcome])
        if (outcome === 403) expect(answer.oData).toMatch(/^X-Clave-Proceso: /)
      }
    }
    expect(await stored(purchase.idProcesoDeCompra)).toEqual(before)
  }

  const isPaying = (name: PurchaseCall) => endpoints[name].access === "customerPurchase"

  beforeAll(async () => {
    // PayPal on, so that PayPalOrderCreate is a call the owner can make.
    server = await startTestServer(kind, { tenant: { acceptedPayments: ["visa", "mercadoPago", "modo", "payPal"] } })
    const { performance_id, sector_id } = await functionWithSector(server, true, { from: TEST_START + 3 * DAY })
    const performance = await ok(server.call<Performance>("GET", `/v2/Funcion/${performance_id}`))
    const sector = performance.listaSector.find((candidate) => candidate.idSector === sector_id)!
    const other = performance.listaSector.find(
      (candidate) => candidate.idSector !== sector_id && candidate.nDisponibles >= 10,
    )!
    // The owner is the demo customer, so that her purchase can take her booking too (docs/bookings.md).
    const { rows } = await server.db.query<{ id: number; performance_id: number; seat_id: number }>(
      `SELECT b.id, b.performance_id, bp.seat_id FROM bookings b JOIN booking_places bp ON bp.booking_id = b.id
          WHERE bp.seat_id IS NOT NULL ORDER BY b.id, bp.seat_id LIMIT 1`,
    )
    const booking = { idReserva: rows[0]!.id, idFuncion: rows[0]!.performance_id, seatId: rows[0]!.seat_id }
    place = { idFuncion: performance_id, idSector: sector_id, otherSector: other.idSector, booking }
    // Taken from the back rows: best-available takes start at the front.
    freeSeats = sector.listaPosicion
      .filter((seat) => seat.cEstado === "LIBRE")
      .map((seat) => seat.idPosicion)
      .reverse()
    owner = (
      await ok(
        server.call<LoginResult>("POST", "/v2/Cliente/Ingreso/Token", {
          cEmail: DEMO_CUSTOMER.email,
          cClave: DEMO_CUSTOMER.password,
        }),
      )
    ).token
    stranger = await signUp(server, `clave-extrana-${kind}@example.com`)
  })
  afterAll(async () => {
    await server?.close()
  })

  it("issues a fresh 43-character key with each new purchase, keeps only its hash, and every answer carries it back", async () => {
    const first = (await startPurchase()).purchase
    const second = await ok(
      server.call<PurchaseProcess>("POST", "/v3/procesodecompra", {
        idFuncion: place.idFuncion,
        listaIdPosicion: [freeSeats.shift()!],
        idPromocion: null,
      }),
    )
    for (const purchase of [first, second]) expect(purchase.cClaveProceso).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(first.cClaveProceso).not.toBe(second.cClaveProceso)
    const { rows } = await server.db.query<Record<string, unknown>>("SELECT * FROM purchase_processes WHERE id = $1", [
      first.idProcesoDeCompra,
    ])
    expect(rows[0]!["key_hash"]).toBe(sha256(first.cClaveProceso))
    expect(JSON.stringify(rows)).not.toContain(first.cClaveProceso)
    const read = await send("getProcess", requestsFor({ ...place, seatId: 0 }), first.idProcesoDeCompra, {
      purchaseKey: first.cClaveProceso,
    })
    expect(read).toMatchObject({ status: 200, oData: first })
  })

  it("without its key, every call on a started purchase answers 403 naming the header (401 first where paying needs a login)", async () => {
    const anonymous = await startPurchase()
    await expectRefusedEverywhere(anonymous, {}, (name) => (isPaying(name) ? 401 : 403))
    await expectRefusedEverywhere(anonymous, { token: stranger }, () => 403)
  })

  it("a wrong key answers exactly what an unknown purchase answers: 404", async () => {
    const anonymous = await startPurchase()
    const otherKey = (await startPurchase()).purchase.cClaveProceso
    await expectRefusedEverywhere(anonymous, { purchaseKey: otherKey }, (name) =>
      isPaying(name) ? 401 : "sameAsUnknown",
    )
    // Signed in with a wrong key, nobody adopts the purchase either.
    await expectRefusedEverywhere(anonymous, { purchaseKey: otherKey, token: stranger }, () => "sameAsUnknown")
    expect((await stored(anonymous.purchase.idProcesoDeCompra))!["customer_id"]).toBeNull()
  })

  it("a customer's purchase refuses its own key without the owner's token (401) and with another customer's (404)", async () => {
    const owned = await startPurchase(owner)
    const purchaseKey = owned.purchase.cClaveProceso
    await expectRefusedEverywhere(owned, { purchaseKey }, () => 401)
    await expectRefusedEverywhere(owned, { purchaseKey, token: stranger }, () => "sameAsUnknown")
    await expectRefusedEverywhere(
      owned,
      { purchaseKey: (await startPurchase()).purchase.cClaveProceso, token: owner },
      () => "sameAsUnknown",
    )
  })

  it("the owner's browser, with the key and the owner's token, makes every purchase call", async () => {
    expect([...new Set(OWNER_SEQUENCE)].sort()).toEqual([...PURCHASE_CALLS].sort())
    const { purchase, requests } = await startPurchase(owner)
    for (const name of OWNER_SEQUENCE) {
      // A hold is extended only in its last minutes.
      if (name === "extendHold") server.clock.set(Date.parse(purchase.dVencimiento) - 60_000)
      const answer = await send(name, requests, purchase.idProcesoDeCompra, {
        token: owner,
        purchaseKey: purchase.cClaveProceso,
      })
      expect([name, answer.status]).toEqual([name, 200])
      const { oData } = answer
      if (name === "setUpAuthentication") authentication.reference = (oData as AuthenticationSetup).cReferencia
      if (typeof oData === "object" && oData !== null && "cClaveProceso" in oData) {
        expect([name, oData.cClaveProceso]).toEqual([name, purchase.cClaveProceso])
      }
    }
    expect((await stored(purchase.idProcesoDeCompra))!["state"]).toBe("INVALIDATED")
  })

  it("the browser holding the key adopts its anonymous purchase at login; from then on the key alone is refused", async () => {
    const { purchase, requests } = await startPurchase()
    const purchaseKey = purchase.cClaveProceso
    const id = purchase.idProcesoDeCompra
    expect((await send("getProcess", requests, id, { purchaseKey })).status).toBe(200)

    const buyer = await signUp(server, `clave-adopta-${kind}@example.com`)
    const adopted = await send("getProcess", requests, id, { purchaseKey, token: buyer })
    expect(adopted).toMatchObject({ status: 200, oData: purchase })
    const { rows } = await server.db.query<{ customer_id: number; email: string }>(
      "SELECT p.customer_id, c.email FROM purchase_processes p JOIN customers c ON c.id = p.customer_id WHERE p.id = $1",
      [id],
    )
    expect(rows[0]!.email).toBe(`clave-adopta-${kind}@example.com`)

    expect((await send("getProcess", requests, id, { purchaseKey })).status).toBe(401)
    expect((await send("getProcess", requests, id, { purchaseKey, token: stranger })).status).toBe(404)
    for (const name of ["selectDeliveryType", "selectPaymentMethod", "charge"] as const) {
      expect([name, (await send(name, requests, id, { purchaseKey, token: buyer })).status]).toEqual([name, 200])
    }
    expect((await send("getPaymentStatus", requests, id, { purchaseKey, token: buyer })).oData).toMatchObject({
      cEstado: "PROCESANDO",
    })
    expect((await send("getPaymentStatus", requests, id, { purchaseKey })).status).toBe(401)
    expect((await send("getPaymentConfirmation", requests, id, { purchaseKey, token: stranger })).status).toBe(404)
  })
})
