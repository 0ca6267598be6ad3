import { LATENCY_BUCKET_COUNT, latencyBucketOf, type QueuePlace } from "@boleteria/core"
import { afterAll, beforeAll, expect, it, vi } from "vitest"
import { openWaitingRoom } from "../../server/src/domain/waitingRoom/rooms.js"
import { fixtureTenant } from "../support/fixtures.js"
import { roomFunctions } from "./support/roomFunctions.js"
import { statementsDuring } from "./support/statementCounter.js"
import { describeOnEachDatabase, startTestServer, type TestServer } from "./support/testServer.js"

const SECOND = 1_000
const MINUTE = 60 * SECOND
const QUEUE_ON = { flags: { ...fixtureTenant.flags, queueApi: true } }
const RULES = { ratePerMinute: 600, capacity: 1_000, turnMinutes: 15, graceMinutes: 3, opensBeforeMinutes: 60 }

/** What a server gathers in memory is written within a second: waiting that long, with room for a busy machine. */
const WRITTEN = { timeout: 10_000 } as const

const device = (fingerprint: string) => ({ headers: { "x-device-fingerprint": fingerprint } })

describeOnEachDatabase("the adaptive waiting room over HTTP on %s", (kind) => {
  let server: TestServer
  let functions: Array<number>
  const nextFunction = () => functions.shift()!
  const placeOf = (idFuncion: number, fingerprint: string) =>
    server.call<QueuePlace>("GET", `/v2/Cola/${idFuncion}/Lugar`, undefined, device(fingerprint))
  const rateOf = async (idFuncion: number) =>
    (
      await server.db.query<{ rate: number | null }>(
        "SELECT admission_rate AS rate FROM waiting_rooms WHERE performance_id = $1",
        [idFuncion],
      )
    ).rows[0]!.rate
  /** Another server process's count of `count` admitted shoppers' calls of `ms` each, in the current window. */
  const otherProcessCounted = async (ms: number, count: number) => {
    const counts = Array.from({ length: LATENCY_BUCKET_COUNT }, (_, bucket) =>
      bucket === latencyBucketOf(ms) ? count : 0,
    )
    const windowStart = new Date(Math.floor(server.clock.now() / (5 * SECOND)) * 5 * SECOND)
    await server.db.query(
      `INSERT INTO waiting_room_latencies (process, window_start, counts) VALUES ('other', $1, $2::int[])
         ON CONFLICT (process, window_start) DO UPDATE SET counts = EXCLUDED.counts`,
      [windowStart, counts],
    )
  }

  beforeAll(async () => {
    // The test's calls come as from haproxy (127.0.0.1), whose X-Request-Start the server believes.
    server = await startTestServer(kind, { tenant: QUEUE_ON, trustedProxies: "127.0.0.1" })
    functions = await roomFunctions(server)
  })
  afterAll(() => server?.close())

  it("answers a place poll with one read and no write", async () => {
    const idFuncion = nextFunction()
    await openWaitingRoom(server.db, { ...RULES, capacity: 1, idFuncion, startsAt: server.clock.now() - MINUTE })
    await placeOf(idFuncion, "first-in")
    await placeOf(idFuncion, "waiting")
    server.clock.advance(10 * SECOND)
    // Admission runs (the rate is judged, the cap is full); then polls in the same second only read.
    await placeOf(idFuncion, "waiting")
    // What those polls gathered (a "last seen", an admitted shopper's latency) is written within a second.
    await vi.waitFor(async () => {
      const { rows } = await server.db.query<{ seen: Date; timed: boolean }>(
        `SELECT last_seen_at AS seen, EXISTS (SELECT 1 FROM waiting_room_latencies WHERE process <> 'other') AS timed
           FROM waiting_room_entries WHERE performance_id = $1 AND shopper = 'd:waiting'`,
        [idFuncion],
      )
      expect(rows[0]).toEqual({ seen: new Date(server.clock.now()), timed: true })
    }, WRITTEN)
    const sent = await statementsDuring(server.db, async () => {
      expect((await placeOf(idFuncion, "waiting")).oData.cEstado).toBe("esperando")
      expect((await placeOf(idFuncion, "first-in")).oData.cEstado).toBe("adentro")
    })
    expect(sent).toHaveLength(2)
    for (const statement of sent) expect(statement).toMatch(/^SELECT /u)
    expect(sent.join(" ")).not.toMatch(/\b(INSERT|UPDATE|DELETE)\b/u)
  })

  it("counts the admitted shoppers' calls in one row per process and window", async () => {
    const idFuncion = nextFunction()
    await openWaitingRoom(server.db, { ...RULES, idFuncion, startsAt: server.clock.now() - MINUTE })
    await placeOf(idFuncion, "counted")
    server.clock.advance(SECOND)
    for (let poll = 0; poll < 5; poll += 1) expect((await placeOf(idFuncion, "counted")).oData.cEstado).toBe("adentro")
    await vi.waitFor(async () => {
      const { rows } = await server.db.query<{ calls: number }>(
        `SELECT (SELECT sum(c)::int FROM unnest(counts) c) AS calls FROM waiting_room_latencies
            WHERE process <> 'other' AND window_start = $1`,
        [new Date(Math.floor(server.clock.now() / (5 * SECOND)) * 5 * SECOND)],
      )
      expect(rows).toHaveLength(1)
      expect(rows[0]!.calls).toBeGreaterThanOrEqual(5)
    }, WRITTEN)
  })

  it("times an inside call from when the proxy received it, its wait in the proxy's queue included", async () => {
    const idFuncion = nextFunction()
    await openWaitingRoom(server.db, { ...RULES, idFuncion, startsAt: server.clock.now() - MINUTE })
    await placeOf(idFuncion, "queued")
    server.clock.advance(SECOND)
    const queuedSince = { headers: { "x-device-fingerprint": "queued", "x-request-start": String(Date.now() - 3_000) } }
    const inside = await server.call<QueuePlace>("GET", `/v2/Cola/${idFuncion}/Lugar`, undefined, queuedSince)
    expect(inside.oData.cEstado).toBe("adentro")
    await vi.waitFor(async () => {
      const { rows } = await server.db.query<{ slow: number }>(
        `SELECT (SELECT sum(c)::int FROM unnest(counts[$2:]) c) AS slow FROM waiting_room_latencies
            WHERE process <> 'other' AND window_start = $1`,
        [new Date(Math.floor(server.clock.now() / (5 * SECOND)) * 5 * SECOND), latencyBucketOf(3_000) + 1],
      )
      expect(rows[0]!.slow).toBe(1)
    }, WRITTEN)
  })

  it("admits slower while the inside's p95 is over the target, faster while under, never above the organiser's rate", async () => {
    const idFuncion = nextFunction()
    await openWaitingRoom(server.db, { ...RULES, idFuncion, startsAt: server.clock.now() })
    const judged: Array<number | null> = []
    const judgeAfter = async (ms: number) => {
      server.clock.advance(5 * SECOND)
      await otherProcessCounted(ms, 200)
      await placeOf(idFuncion, `judge-${judged.length}`)
      judged.push(await rateOf(idFuncion))
    }
    // The p95 is over the last window and the one before: a slow window weighs for 10 s.
    for (const ms of [2_000, 2_000, 450]) await judgeAfter(ms)
    expect(judged).toEqual([510, 434, 369])
    // A p95 between 70% and 100% of the target holds the rate; well under it, the rate climbs back.
    for (const ms of [450, 20]) await judgeAfter(ms)
    expect(judged.slice(-2)).toEqual([369, 369])
    for (let step = 0; step < 9; step += 1) await judgeAfter(20)
    expect(judged.slice(-9)).toEqual([399, 429, 459, 489, 519, 549, 579, 600, 600])
  })

  it("lets a few inside at first, more while their calls answer well under the target, fewer when over it", async () => {
    const idFuncion = nextFunction()
    const startsAt = server.clock.now() + MINUTE
    // Every shopper here calls from the test's one address: the per-address join limit is lifted.
    await openWaitingRoom(server.db, { ...RULES, capacity: 500, joinsPerAddressPerMinute: 1_000, idFuncion, startsAt })
    await Promise.all(Array.from({ length: 80 }, (_, index) => placeOf(idFuncion, `limited-${index}`)))
    const insideAfter = async (ms: number | null) => {
      server.clock.advance(5 * SECOND)
      // Many calls: this server's own few (the poll below) are under 5% of them.
      if (ms !== null) await otherProcessCounted(ms, 2_000)
      await placeOf(idFuncion, "limited-0")
      const { rows } = await server.db.query<{ inside: number; limit: number }>(
        `SELECT (SELECT count(*)::int FROM waiting_room_entries WHERE performance_id = $1 AND state = 'INSIDE') AS inside,
                inside_limit AS limit FROM waiting_rooms WHERE performance_id = $1`,
        [idFuncion],
      )
      return rows[0]!
    }
    // 10 s into the sale the rate (600 a minute) allows 100 in, but a room starts with 5% of its cap.
    server.clock.set(startsAt + 5 * SECOND)
    expect(await insideAfter(null)).toEqual({ inside: 25, limit: 25 })
    // Fast: the limit grows by a quarter at a time; over the target: it keeps 70% to 90% of those
    // inside, and nobody else goes in.
    expect(await insideAfter(20)).toEqual({ inside: 31, limit: 31 })
    expect(await insideAfter(20)).toEqual({ inside: 38, limit: 38 })
    expect(await insideAfter(2_000)).toEqual({ inside: 38, limit: 26 })
  })

  it("keeps a fixed-rate room at the organiser's rate whatever the latency", async () => {
    const idFuncion = nextFunction()
    await openWaitingRoom(server.db, { ...RULES, fixedRate: true, idFuncion, startsAt: server.clock.now() })
    server.clock.advance(5 * SECOND)
    await otherProcessCounted(5_000, 500)
    await placeOf(idFuncion, "fixed")
    expect(await rateOf(idFuncion)).toBeNull()
  })
})
