import type { QueuePlace } from "@boleteria/core"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest"
import { openPostgres } from "../../server/src/db/postgres.js"
import { openWaitingRoom } from "../../server/src/domain/waitingRoom/rooms.js"
import { outboxMailer } from "../../server/src/mail/outbox.js"
import { sandboxRegistry } from "../../server/src/payments/sandboxRegistry.js"
import { startServer, type RunningServer } from "../../server/src/server.js"
import { TEST_PASSWORD_COST, TEST_SUPPORT_KEY } from "../../server/src/testing/testServer.js"
import { fixtureTenant } from "../support/fixtures.js"
import { postgresAvailable, startTestServer, type TestServer } from "./support/testServer.js"

const SECOND = 1_000
const MINUTE = 60 * SECOND
const QUEUE_ON = { ...fixtureTenant, flags: { ...fixtureTenant.flags, queueApi: true } }
const SHOPPERS = 40
const RATE = 30
const CAP = 6

/**
 * Two server processes' worth of servers (each its own connection pool) on one PostgreSQL database:
 * one waiting room, whichever server a shopper's polls reach.
 */
describe.skipIf(!postgresAvailable())("one waiting room behind two servers on one PostgreSQL", () => {
  let first: TestServer
  let second: RunningServer
  let outboxDir: string
  let idFuncion: number

  const placeVia = async (url: string, fingerprint: string): Promise<QueuePlace> => {
    const response = await fetch(`${url}/v2/Cola/${idFuncion}/Lugar`, {
      headers: { "x-device-fingerprint": fingerprint },
    })
    expect(response.status).toBe(200)
    return ((await response.json()) as { oData: QueuePlace }).oData
  }
  const counts = async () =>
    (
      await first.db.query<{ admitted: number; inside: number; live: number; shoppers: number; positions: number }>(
        `SELECT count(*) FILTER (WHERE admitted_at IS NOT NULL)::int AS admitted,
                count(*) FILTER (WHERE state = 'INSIDE' AND turn_expires_at > $2)::int AS inside,
                count(*) FILTER (WHERE state IN ('WAITING', 'INSIDE'))::int AS live,
                count(DISTINCT shopper) FILTER (WHERE state IN ('WAITING', 'INSIDE'))::int AS shoppers,
                count(DISTINCT position) FILTER (WHERE state IN ('WAITING', 'INSIDE'))::int AS positions
           FROM waiting_room_entries WHERE performance_id = $1`,
        [idFuncion, new Date(first.clock.now())],
      )
    ).rows[0]!

  beforeAll(async () => {
    first = await startTestServer("postgres", { tenant: QUEUE_ON })
    const { rows } = await first.db.query<{ name: string }>("SELECT current_database() AS name")
    const db = await openPostgres(inject("postgresUrl").replace(/\/postgres$/u, `/${rows[0]!.name}`), 10)
    outboxDir = mkdtempSync(join(tmpdir(), "boleteria-outbox-"))
    second = await startServer(
      {
        db,
        now: first.clock.now,
        tenant: QUEUE_ON,
        providers: sandboxRegistry(QUEUE_ON),
        mail: outboxMailer(outboxDir),
        log: () => undefined,
        passwordCost: TEST_PASSWORD_COST,
        publicDir: null,
        postersDir: join(new URL("../../fixtures/posters", import.meta.url).pathname),
        supportKey: TEST_SUPPORT_KEY,
      },
      0,
    )
    const performances = await first.db.query<{ id: number }>(
      "SELECT id FROM performances WHERE starts_at > $1 ORDER BY id LIMIT 1",
      [new Date(first.clock.now() + 2 * 24 * 60 * MINUTE)],
    )
    idFuncion = performances.rows[0]!.id
  })
  afterAll(async () => {
    await second?.close()
    await first?.close()
    if (outboxDir !== undefined) rmSync(outboxDir, { recursive: true, force: true })
  })

  it("admits within the rate and the cap, one place per shopper, whichever server each poll reaches", async () => {
    const startsAt = first.clock.now() + MINUTE
    // Every shopper here calls from the test's one address: the per-address join limit is lifted.
    const rules = {
      ratePerMinute: RATE,
      capacity: CAP,
      turnMinutes: 15,
      graceMinutes: 3,
      opensBeforeMinutes: 60,
      joinsPerAddressPerMinute: 1_000,
    }
    await openWaitingRoom(first.db, { ...rules, idFuncion, startsAt })
    const shoppers = Array.from({ length: SHOPPERS }, (_, index) => `two-servers-${index}`)
    const servers = [first.url, second.url]
    // Every shopper arrives through both servers at once, before the start.
    await Promise.all(shoppers.flatMap((shopper) => servers.map((url) => placeVia(url, shopper))))
    expect(await counts()).toMatchObject({ live: SHOPPERS, shoppers: SHOPPERS })

    first.clock.set(startsAt)
    for (let step = 0; step < 15; step += 1) {
      await Promise.all(shoppers.map((shopper, index) => placeVia(servers[(index + step) % 2]!, shopper)))
      const now = await counts()
      const elapsed = first.clock.now() - startsAt
      expect(now.admitted).toBeLessThanOrEqual(Math.floor((elapsed * RATE) / MINUTE))
      expect(now.inside).toBeLessThanOrEqual(CAP)
      expect(now).toMatchObject({ live: SHOPPERS, shoppers: SHOPPERS, positions: SHOPPERS })
      first.clock.advance(SECOND)
    }
    expect((await counts()).inside).toBe(CAP)

    // A turn one server signed is good on the other: they sign with the one secret of the database.
    const places = await Promise.all(shoppers.map((shopper) => placeVia(first.url, shopper)))
    const insideIndex = places.findIndex((place) => place.cEstado === "adentro")
    const again = await placeVia(second.url, shoppers[insideIndex]!)
    expect(again.colaTurno).toBe(places[insideIndex]!.colaTurno)
  })
})
