// The one hold loop and CPU accounting that `npm run bench` (scripts/bench-server.mjs) and
// `npm run storm` both measure with (scripts/lib/holdPath.ts, scripts/lib/cpu.ts).
import { spawnSync } from "node:child_process"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import {
  coresBetween,
  coreShares,
  describeCores,
  meanShares,
  sampleCpu,
  type CpuSample,
} from "../../scripts/lib/cpu.js"
import {
  driveHolds,
  freeSeats,
  holdRound,
  lastProcessId,
  letGoOfHolds,
  summarizeHolds,
} from "../../scripts/lib/holdPath.js"
import { startTestServer, type TestServer } from "./support/testServer.js"

describe("the shared hold loop", () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer("pglite")
  })
  afterAll(() => server.close())
  /** What was held before the loop ran is not the loop's: its holds are those of new purchase processes. */
  const held = async () =>
    (
      await server.db.query<{ process_id: number; performance_id: number; seat_id: number }>(
        "SELECT process_id, performance_id, seat_id FROM place_claims WHERE state = 'HELD'",
      )
    ).rows

  it("holds each client's own seats, 1 or 2 a purchase, none refused, and times the holds after the warm-up", async () => {
    const heldBefore = await held()
    const seats = await freeSeats(server.db, 20_000)
    const clients = 2
    const result = await driveHolds(server.url, seats, clients, 0.5)
    expect(result.refused).toBe(0)
    expect(result.holdsPerSecond).toBeGreaterThan(0)
    expect(result.p50).toBeGreaterThan(0)
    expect(result.p99).toBeGreaterThanOrEqual(result.p50)

    const rows = (await held()).filter((row) => !heldBefore.some((before) => before.process_id === row.process_id))
    const given = new Set(seats.map(([idFuncion, idPosicion]) => `${idFuncion}/${idPosicion}`))
    const claimed = new Set(rows.map((row) => `${row.performance_id}/${row.seat_id}`))
    expect([...claimed].every((seat) => given.has(seat))).toBe(true)
    // Each client starts at its own place in the list and takes every `clients`-th seat from there.
    for (const [idFuncion, idPosicion] of seats.slice(0, clients))
      expect(claimed).toContain(`${idFuncion}/${idPosicion}`)
    const perProcess = new Map<number, number>()
    for (const row of rows) perProcess.set(row.process_id, (perProcess.get(row.process_id) ?? 0) + 1)
    expect(new Set(perProcess.values())).toEqual(new Set([1, 2]))
    // The warm-up's holds are made but not counted.
    expect(perProcess.size).toBeGreaterThan(result.holdsPerSecond * 0.5)
  })

  it("holds the same seats again in a next round once the round before let go of its holds", async () => {
    const seats = await freeSeats(server.db, 20_000)
    const before = await lastProcessId(server.db)
    const heldBefore = await held()
    const first = await holdRound(server.url, seats, 2, 0.25)
    await letGoOfHolds(server.db, before)
    const second = await holdRound(server.url, seats, 2, 0.25)
    expect(first.holds).toBeGreaterThan(0)
    expect(second.holds).toBeGreaterThan(0)
    expect(first.refused + second.refused).toBe(0)
    // Letting go takes back the rounds' holds, and only those.
    await letGoOfHolds(server.db, before)
    expect(new Set((await held()).map((row) => JSON.stringify(row)))).toEqual(
      new Set(heldBefore.map((row) => JSON.stringify(row))),
    )
  })
})

describe("rounds of the hold loop as one result", () => {
  it("counts holds per second over all the rounds and pools their latencies", () => {
    const round = (holds: number, latencies: ReadonlyArray<number>, refused = 0) => ({ holds, refused, latencies })
    const result = summarizeHolds([round(10, [1, 2, 3]), round(20, [4, 5, 6, 7], 1)], 5)
    expect(result.holdsPerSecond).toBe(3)
    expect(result.refused).toBe(1)
    expect(result.p50).toBe(4)
    expect(result.p99).toBe(7)
  })
})

describe("the CPU accounting", () => {
  const sample = (busy: number, idle: number, server: ReadonlyArray<readonly [number, number]>): CpuSample => ({
    busy,
    idle,
    groups: new Map([
      ["server", new Map(server)],
      ["haproxy", new Map()],
    ]),
  })
  const from = sample(10, 5, [[1, 2]])
  const until = sample(14, 6, [
    [1, 4],
    [2, 1],
  ])

  it("shares the cores among the named groups (a new process from zero), the rest and idle", () => {
    expect(coreShares(from, until, 2)).toEqual({
      groups: new Map([
        ["server", 1.5],
        ["haproxy", 0],
      ]),
      rest: 0.5,
      idle: 0.5,
    })
  })

  it("averages windows of equal length, and has no figure when a window has none", () => {
    const later = sample(18, 8, [
      [1, 5],
      [2, 2],
    ])
    const mean = meanShares([coreShares(from, until, 2), coreShares(until, later, 2)])
    expect(mean).toEqual({
      groups: new Map([
        ["server", 1.25],
        ["haproxy", 0],
      ]),
      rest: 0.75,
      idle: 0.75,
    })
    expect(meanShares([coreShares(from, until, 2), null])).toBeNull()
  })

  it("writes the storm's line as before and the bench's with its own name for the rest", () => {
    expect(coresBetween(from, until, 2)).toBe("server 1.50, haproxy 0.00, other processes 0.50, idle 0.50")
    expect(describeCores(coreShares(from, until, 2)!, "the rest (database, other processes)")).toBe(
      "server 1.50, haproxy 0.00, the rest (database, other processes) 0.50, idle 0.50",
    )
    expect(coresBetween(null, until, 2)).toBe("(no /proc here)")
    expect(coreShares(from, null, 2)).toBeNull()
  })

  it("counts a process that ended through its parent's reaped CPU (a backend through the postmaster)", () => {
    const postgres = (processes: ReadonlyArray<readonly [number, number]>): CpuSample => ({
      busy: 0,
      idle: 0,
      groups: new Map([["PostgreSQL", new Map(processes)]]),
    })
    // The backend had used 3 s when first sampled, and 5 s in all when it exited and the postmaster reaped it.
    const before = postgres([
      [1, 1],
      [2, 3],
    ])
    const after = postgres([[1, 1 + 5]])
    expect(coreShares(before, after, 2)?.groups.get("PostgreSQL")).toBe(1)
  })

  it("reads from /proc the CPU of a child that ended on its parent", () => {
    const self = new Map([["self", () => [process.pid]]])
    const before = sampleCpu(self)
    // The child spins for 0.3 s of its own CPU, whatever else the machine is doing.
    spawnSync(process.execPath, ["-e", "while (process.cpuUsage().user < 300_000);"])
    const shares = coreShares(before, sampleCpu(self), 1)
    expect(shares?.groups.get("self")).toBeGreaterThanOrEqual(0.25)
  })

  it("reads this process's CPU from /proc", () => {
    const self = new Map([["self", () => [process.pid]]])
    const before = sampleCpu(self)
    const spinUntil = performance.now() + 200
    while (performance.now() < spinUntil);
    const shares = coreShares(before, sampleCpu(self), 0.2)
    expect(shares?.groups.get("self")).toBeGreaterThan(0)
  })
})
