import { isRefusal, type PurchaseProcess } from "@boleteria/core"
import { request } from "node:http"
import { gunzipSync } from "node:zlib"
import { afterAll, beforeAll, expect, inject, it } from "vitest"
import { openPostgres } from "../../server/src/db/postgres.js"
import { startHoldingSeats } from "../../server/src/domain/process/firstTake.js"
import { sectorForSale, seatsForSale } from "../../server/src/domain/process/places.js"
import { onPurchase, seatsOfComingFunction } from "./support/flows.js"
import { startTestServer, type TestServer, describeOnEachDatabase } from "./support/testServer.js"
import { namingQueries } from "./support/statementCounter.js"

const MINUTE = 60_000

/**
 * The seat hold's hot path: a shopper's first take is one statement (store/purchases/firstTake.ts)
 * that declines whatever the careful way would refuse, its statements keep one plan per connection,
 * and answers carry their length so compression only touches the big ones.
 */
describeOnEachDatabase("the hold path on %s", (kind) => {
  let server: TestServer
  let used = 0

  /** Seats of the first coming function at a venue, not taken before by this file's tests. */
  const freshSeats = async (count: number, mapCode = "teatro-principal") => {
    const { performanceId, seatIds } = await seatsOfComingFunction(server, count, { mapCode, offset: used })
    used += count
    return { idFuncion: performanceId, seatIds }
  }
  const take = (idFuncion: number, listaIdPosicion: ReadonlyArray<number>) =>
    server.call<PurchaseProcess | string>("POST", "/v2/Proceso/0/Posiciones/Tomar", {
      idFuncion,
      listaIdPosicion,
      idPromocion: null,
    })
  const written = async () => {
    const { rows } = await server.db.query<{ processes: number; claims: number }>(
      "SELECT (SELECT count(*)::int FROM purchase_processes) AS processes, (SELECT count(*)::int FROM place_claims) AS claims",
    )
    return rows[0]!
  }

  beforeAll(async () => {
    server = await startTestServer(kind)
  })
  afterAll(async () => {
    await server?.close()
  })

  it("a first take answers the cart exactly as the process reads back", async () => {
    const { idFuncion, seatIds } = await freshSeats(2)
    const taken = await take(idFuncion, seatIds)
    expect(taken.status).toBe(200)
    const process = taken.oData as PurchaseProcess
    expect(process.listaFuncion[0]!.listaPosicion.map((place) => place.idPosicion)).toEqual(seatIds)
    expect((await onPurchase(server, process, "GET", "")).oData).toEqual(process)
  })

  it("a first take that cannot hold every seat writes nothing, and the answer says why", async () => {
    const { idFuncion, seatIds } = await freshSeats(12)
    const [contested, free] = seatIds
    expect((await take(idFuncion, [contested!])).status).toBe(200)
    const before = await written()

    const refused = await take(idFuncion, [free!, contested!])
    expect(refused.status).toBe(409)
    expect(refused.oData).toMatch(/ya no está disponible: .*butaca/)
    const tooMany = await take(idFuncion, seatIds.slice(1))
    expect(tooMany.status).toBe(400)
    expect(tooMany.oData).toMatch(/hasta 10 ubicaciones/)
    const notOfTheFunction = await take(idFuncion, [free!, 999_999])
    expect(notOfTheFunction.status).toBe(400)
    expect(notOfTheFunction.oData).toMatch(/^listaIdPosicion: 999999/)
    expect((await take(987_654, [free!])).status).toBe(404)
    expect(await written()).toEqual(before)
  })

  it("a function that has started sells nothing, even on a first take", async () => {
    const { idFuncion, seatIds } = await freshSeats(1)
    const { rows } = await server.db.query<{ starts_at: Date }>("SELECT starts_at FROM performances WHERE id = $1", [
      idFuncion,
    ])
    const before = await written()
    const now = server.clock.now()
    server.clock.set(rows[0]!.starts_at.getTime() + MINUTE)
    try {
      const late = await take(idFuncion, seatIds)
      expect(late.status).toBe(400)
      expect(late.oData).toMatch(/ya comenzó/)
    } finally {
      server.clock.set(now)
    }
    expect(await written()).toEqual(before)
  })

  it("answers carry their length; only the big ones are compressed, for clients that ask", async () => {
    const small = await fetch(`${server.url}/v2/EspectaculoCartelTipos`, { headers: { "accept-encoding": "gzip" } })
    const smallBody = await small.arrayBuffer()
    expect(small.headers.get("content-encoding")).toBeNull()
    expect(Number(small.headers.get("content-length"))).toBe(smallBody.byteLength)
    expect(small.headers.get("vary")).toBe("Accept-Encoding, Accept-Language")

    const { idFuncion } = await freshSeats(1, "arena")
    const plain = await fetch(`${server.url}/v2/Funcion/${idFuncion}`, { headers: { "accept-encoding": "identity" } })
    const plainBody = Buffer.from(await plain.arrayBuffer())
    expect(plain.headers.get("content-encoding")).toBeNull()
    expect(Number(plain.headers.get("content-length"))).toBe(plainBody.byteLength)
    // Node's fetch would unzip on its own: a raw request shows what travels.
    const zipped = await rawGet(`${server.url}/v2/Funcion/${idFuncion}`, { "accept-encoding": "gzip" })
    expect(zipped.headers["content-encoding"]).toBe("gzip")
    expect(zipped.body.byteLength).toBeLessThan(plainBody.byteLength / 4)
    expect(gunzipSync(zipped.body).equals(plainBody)).toBe(true)
  })

  it("first takes that arrive together go as one statement; one refused there goes again alone, the others hold", async () => {
    const { idFuncion, seatIds } = await freshSeats(7)
    const now = server.clock.now()
    const process = (purchaseKey: string) =>
      ({ purchaseKey, processType: "CART", customerId: null, startedAt: now, expiresAt: now + 12 * MINUTE }) as const
    const { queryable: counted, statements } = namingQueries(server.db)
    // Each process its own key: the key hash is unique (migration 030).
    let keys = 0
    const takeAll = (wanted: ReadonlyArray<ReadonlyArray<number>>) =>
      Promise.all(
        wanted.map((seats) => startHoldingSeats(counted, process(`k${keys++}`), idFuncion, seats, now, false)),
      )
    const heldBy = (started: PurchaseProcess | null) =>
      started?.listaFuncion.flatMap((line) => line.listaPosicion.map((place) => place.idPosicion)) ?? null

    const together = await takeAll([[seatIds[0]!], [seatIds[1]!, seatIds[2]!], [seatIds[3]!]])
    expect(together.map(heldBy)).toEqual([[seatIds[0]], [seatIds[1], seatIds[2]], [seatIds[3]]])
    expect(new Set(together.map((started) => started!.idProcesoDeCompra)).size).toBe(3)
    expect(statements).toEqual(["first_take"])

    // The second wants a seat the first batch holds: the shared statement is refused and writes
    // nothing; the take of the seat it names declines (the careful way says why), the others share
    // a statement again and hold.
    statements.length = 0
    const before = await written()
    const mixed = await takeAll([[seatIds[4]!], [seatIds[5]!, seatIds[0]!], [seatIds[6]!]])
    expect(mixed.map(heldBy)).toEqual([[seatIds[4]], null, [seatIds[6]]])
    expect(statements).toEqual(["first_take", "first_take"])
    expect(await written()).toEqual({ processes: before.processes + 2, claims: before.claims + 2 })
  })

  it("takes that arrive while a shared statement runs wait for it, and then go together", async () => {
    const { idFuncion, seatIds } = await freshSeats(5)
    const now = server.clock.now()
    const takesOfEach: Array<number> = []
    let open = (): void => {}
    const gate = new Promise<void>((resolve) => (open = resolve))
    const gated = {
      query: (async (sql: string, params?: ReadonlyArray<unknown>, name?: string) => {
        takesOfEach.push((params![0] as ReadonlyArray<number>).length)
        await gate
        return server.db.query(sql, params, name)
      }) as typeof server.db.query,
    }
    const nextTurn = () => new Promise((resolve) => setImmediate(resolve))
    const takeOne = (seatId: number, index: number) =>
      startHoldingSeats(
        gated,
        {
          purchaseKey: `w${index}`,
          processType: "CART",
          customerId: null,
          startedAt: now,
          expiresAt: now + 12 * MINUTE,
        },
        idFuncion,
        [seatId],
        now,
        false,
      )
    const started = seatIds.map((seatId, index) => ({ seatId, index }))
    const answers: Array<Promise<PurchaseProcess | null>> = []
    // The first turn's take goes; the next three turns' four takes wait for it.
    for (const turn of [[0], [1], [2, 3], [4]]) {
      answers.push(...turn.map((index) => takeOne(started[index]!.seatId, index)))
      await nextTurn()
    }
    expect(takesOfEach).toEqual([1])
    open()
    expect((await Promise.all(answers)).every((answer) => answer !== null)).toBe(true)
    expect(takesOfEach).toEqual([1, 4])
  })

  /** PGlite is one session: the server's own; PostgreSQL gets a connection of its own, to count its plans. */
  const oneSession = async () => {
    if (kind === "pglite") return { db: server.db, close: () => Promise.resolve() }
    const { rows } = await server.db.query<{ name: string }>("SELECT current_database() AS name")
    const db = await openPostgres(inject("postgresUrl").replace(/\/postgres$/, `/${rows[0]!.name}`), 1)
    return { db, close: () => db.close() }
  }

  it("the hold statements are planned once per session, not on every call", async () => {
    const session = await oneSession()
    try {
      const { idFuncion, seatIds } = await freshSeats(8)
      const now = server.clock.now()
      const process = (purchaseKey: string) =>
        ({ purchaseKey, processType: "CART", customerId: null, startedAt: now, expiresAt: now + 12 * MINUTE }) as const
      for (const seatId of seatIds) {
        const started = await startHoldingSeats(session.db, process(`plan${seatId}`), idFuncion, [seatId], now, false)
        expect(started).not.toBeNull()
        const forSale = await seatsForSale(session.db, idFuncion, [seatId], now)
        if (isRefusal(forSale)) throw new Error(`seat ${seatId} is not for sale: ${forSale.key}`)
        await sectorForSale(session.db, idFuncion, forSale.seats[0]!.sector.id, now)
      }
      const plans = await session.db.query<{ name: string; generic_plans: number; custom_plans: number }>(
        "SELECT name, generic_plans::int, custom_plans::int FROM pg_prepared_statements ORDER BY name",
      )
      // Five plans made for the parameters at hand; from then on, the one plan made once serves every call.
      expect(plans.rows.map((row) => [row.name, row.custom_plans])).toEqual([
        ["first_take", 5],
        ["seats_for_sale", 5],
        ["sector_for_sale", 5],
      ])
      expect(plans.rows.every((row) => row.generic_plans >= seatIds.length - 5)).toBe(true)
    } finally {
      await session.close()
    }
  })
})

/** A GET with exactly these headers, answering the raw bytes: no transparent decompression. */
const rawGet = (url: string, headers: Record<string, string>) => {
  return new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    request(url, { headers }, (response) => {
      const chunks: Array<Buffer> = []
      response.on("data", (chunk: Buffer) => chunks.push(chunk))
      response.on("end", () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }))
    })
      .once("error", reject)
      .end()
  })
}
