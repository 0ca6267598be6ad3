import { pickedAmount, promotionChoice, type Performance, type PurchaseProcess } from "@boleteria/core"
import { afterAll, beforeAll, expect, it } from "vitest"
import { onPurchase, ok, type HeldPurchase } from "./support/flows.js"
import { startTestServer, type TestServer, describeOnEachDatabase } from "./support/testServer.js"

/** Seeded promotions (fixtures/catalog/promotions.json): Banco Pampa 20% (1–6), Jubilados 30% Tue–Thu (1–2). */
const BANK = 2
const RETIREES = 3

// A take split among promotions (multiPromotion, docs/promotions.md): one Posiciones/Tomar, all or none.
describeOnEachDatabase("a take split among promotions on %s", (kind) => {
  let server: TestServer
  let performance: Performance
  let platea: Performance["listaSector"][number]
  let nextSeat = 0

  /** Free Platea seats no earlier test used. */
  const freshSeats = (count: number) => {
    const seats = platea.listaPosicion.slice(nextSeat, nextSeat + count).map((seat) => seat.idPosicion)
    nextSeat += count
    return seats
  }
  const take = (
    body: {
      readonly listaIdPosicion: ReadonlyArray<number>
      readonly idPromocion?: number | null
      readonly listaPosicionPromocion?: ReadonlyArray<{ idPosicion: number; idPromocion: number }>
    },
    into: HeldPurchase | null = null,
  ) =>
    server.call<PurchaseProcess>(
      "POST",
      `/v2/Proceso/${into?.idProcesoDeCompra ?? 0}/Posiciones/Tomar`,
      { idFuncion: performance.idFuncion, idPromocion: null, ...body },
      { purchaseKey: into?.cClaveProceso },
    )
  const heldSeats = async (purchase: HeldPurchase) =>
    (await ok(onPurchase<PurchaseProcess>(server, purchase, "GET", ""))).listaFuncion.flatMap((line) =>
      line.listaPosicion.map((place) => [place.idPosicion, place.idPromocion]),
    )

  beforeAll(async () => {
    server = await startTestServer(kind)
    // A Tuesday or Thursday function of show 101 at the Teatro Gran Corrientes: both promotions apply.
    const { rows } = await server.db.query<{ id: number }>(
      `SELECT f.id FROM performances f
          WHERE f.show_id = 101 AND f.starts_at > $1
            AND extract(dow FROM f.starts_at AT TIME ZONE 'America/Argentina/Buenos_Aires')::int IN (2, 4)
          ORDER BY f.starts_at, f.id LIMIT 1`,
      [new Date(server.clock.now())],
    )
    performance = (await server.call<Performance>("GET", `/v2/Funcion/${rows[0]!.id}`)).oData
    platea = performance.listaSector.find((sector) => sector.lNumerada && /platea/i.test(sector.cNombre))!
  })
  afterAll(async () => {
    await server?.close()
  })

  it("holds each seat with its own promotion, priced as the function page's total said", async () => {
    const seats = freshSeats(4)
    const shares = [
      { idPromocion: null, quantity: 2 },
      { idPromocion: RETIREES, quantity: 1 },
      { idPromocion: BANK, quantity: 1 },
    ]
    const taken = await take({
      listaIdPosicion: seats,
      listaPosicionPromocion: [
        { idPosicion: seats[2]!, idPromocion: RETIREES },
        { idPosicion: seats[3]!, idPromocion: BANK },
      ],
    })
    expect(taken.status).toBe(200)
    const line = taken.oData.listaFuncion[0]!
    const byId = new Map(line.listaPosicion.map((place) => [place.idPosicion, place]))
    expect(seats.map((id) => byId.get(id)?.idPromocion)).toEqual([null, null, RETIREES, BANK])
    const full = platea.fPrecio + platea.fCargoServicio
    expect(seats.map((id) => byId.get(id)?.fPrecio)).toEqual([
      full,
      full,
      Math.round(platea.fPrecio * 0.7) + platea.fCargoServicio,
      Math.round(platea.fPrecio * 0.8) + platea.fCargoServicio,
    ])
    expect(line.listaPromocion.map((promotion) => promotion.idPromocion).sort()).toEqual([BANK, RETIREES])
    const offered = performance.listaPromocion.filter((promotion) => [BANK, RETIREES].includes(promotion.idPromocion))
    const panelTotal = pickedAmount(promotionChoice(offered, [platea, platea, platea, platea]), shares)
    expect(taken.oData.fPrecioTotalFinal).toBe(panelTotal)
  })

  it("holds none of the split when one promotion's share is out of its limits, leaving the purchase as it was", async () => {
    const [first, ...split] = freshSeats(5)
    const purchase = await ok(take({ listaIdPosicion: [first!] }))
    // Jubilados allows 2 per purchase: the third is refused, and the bank's seat is not held either.
    const refused = await take(
      {
        listaIdPosicion: split,
        listaPosicionPromocion: split.map((idPosicion, index) => ({
          idPosicion,
          idPromocion: index === 0 ? BANK : RETIREES,
        })),
      },
      purchase,
    )
    expect(refused.status).toBe(400)
    expect(refused.oData).toMatch(/^idPromocion/)
    expect(await heldSeats(purchase)).toEqual([[first, null]])
    // The refused seats are free for anyone.
    expect((await take({ listaIdPosicion: split })).status).toBe(200)
  })

  it("holds none of the split when one of its seats is taken, and refuses a promoted seat not asked for", async () => {
    const [mine, theirs] = [freshSeats(2), freshSeats(1)]
    await ok(take({ listaIdPosicion: theirs }))
    const refused = await take({
      listaIdPosicion: [...mine, ...theirs],
      listaPosicionPromocion: [{ idPosicion: mine[0]!, idPromocion: BANK }],
    })
    expect(refused.status).toBe(409)
    expect((await take({ listaIdPosicion: mine })).status).toBe(200)
    const stray = await take({
      listaIdPosicion: freshSeats(1),
      listaPosicionPromocion: [{ idPosicion: mine[0]!, idPromocion: BANK }],
    })
    expect(stray.status).toBe(400)
  })
})
