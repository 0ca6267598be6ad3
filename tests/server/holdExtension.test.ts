import type { HoldExtension, PurchaseProcess } from "@boleteria/core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { fixtureTenant } from "../support/fixtures.js"
import { functionWithSector, ok, onPurchase, signUp, takeGroup, type HeldPurchase } from "./support/flows.js"
import { DATABASE_KINDS, postgresAvailable, startTestServer, type TestServer } from "./support/testServer.js"

const MINUTE = 60_000
const HOLD_MS = 12 * MINUTE
/** fixtures/tenant.json: this tenant lets a shopper extend a hold ten times. */
const MAX_EXTENSIONS = 10

// PostgreSQL runs when the throwaway cluster could be started here (always under CI=true).
describe.each(DATABASE_KINDS)("extending a hold over HTTP on %s", (kind) => {
  describe.skipIf(kind === "postgres" && !postgresAvailable())("", () => {
    let server: TestServer
    let place: { idFuncion: number; idSector: number }

    const start = async (token?: string): Promise<PurchaseProcess> =>
      ok(takeGroup(server, { ...place, nCantidad: 2 }, null, token))
    const extend = (purchase: HeldPurchase, token?: string) =>
      onPurchase<HoldExtension | string>(server, purchase, "POST", "/Extender", undefined, token)
    /** The clock one minute before the purchase's holds expire: inside the 2 minutes that allow an extension. */
    const lastMinuteOf = (deadline: string) => server.clock.set(Date.parse(deadline) - MINUTE)
    const stored = async (id: number) => {
      const { rows } = await server.db.query<{ extensions: number; expires_at: Date; holds: Array<string> }>(
        `SELECT p.extensions, p.expires_at,
                (SELECT json_agg(c.expires_at) FROM place_claims c WHERE c.process_id = p.id AND c.state = 'HELD') AS holds
           FROM purchase_processes p WHERE p.id = $1`,
        [id],
      )
      return rows[0]!
    }

    beforeAll(async () => {
      server = await startTestServer(kind)
      const general = await functionWithSector(server, false)
      place = { idFuncion: general.performance_id, idSector: general.sector_id }
    })
    afterAll(() => server?.close())

    it("moves the process's deadline and its holds' together to a full clock from now, and counts it", async () => {
      const purchase = await start()
      expect(await extend(purchase)).toMatchObject({ status: 400, nCode: 400 })
      lastMinuteOf(purchase.dVencimiento)
      const answer = await extend(purchase)
      const grantedAt = server.clock.now()
      expect(answer).toEqual({
        status: 200,
        nCode: 200,
        oData: {
          idProcesoDeCompra: purchase.idProcesoDeCompra,
          dVencimiento: new Date(grantedAt + HOLD_MS).toISOString(),
          nExtensiones: 1,
          nExtensionesRestantes: MAX_EXTENSIONS - 1,
        },
      })
      const row = await stored(purchase.idProcesoDeCompra)
      expect(row.extensions).toBe(1)
      expect(row.expires_at.getTime()).toBe(grantedAt + HOLD_MS)
      expect(row.holds.map((at) => Date.parse(at))).toEqual([grantedAt + HOLD_MS, grantedAt + HOLD_MS])
    })

    it("refuses the eleventh extension with 409, and an expired hold with 410", async () => {
      const purchase = await start()
      let deadline = purchase.dVencimiento
      for (let used = 1; used <= MAX_EXTENSIONS; used += 1) {
        lastMinuteOf(deadline)
        const granted = (await ok(extend(purchase))) as HoldExtension
        expect(granted.nExtensiones).toBe(used)
        deadline = granted.dVencimiento
      }
      lastMinuteOf(deadline)
      const refused = await extend(purchase)
      expect(refused).toMatchObject({ status: 409, nCode: 409 })
      expect(refused.oData).toMatch(/todas las veces/u)
      expect((await stored(purchase.idProcesoDeCompra)).extensions).toBe(MAX_EXTENSIONS)

      server.clock.set(Date.parse(deadline) + 1)
      expect(await extend(purchase)).toMatchObject({ status: 410, nCode: 410 })
    })

    it("gives each purchase its own ten, and two requests at once never pass the limit", async () => {
      const purchase = await start()
      await server.db.query("UPDATE purchase_processes SET extensions = $2 WHERE id = $1", [
        purchase.idProcesoDeCompra,
        MAX_EXTENSIONS - 1,
      ])
      lastMinuteOf(purchase.dVencimiento)
      const answers = await Promise.all([extend(purchase), extend(purchase), extend(purchase)])
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409])
      expect((await stored(purchase.idProcesoDeCompra)).extensions).toBe(MAX_EXTENSIONS)
      const other = await start()
      lastMinuteOf(other.dVencimiento)
      expect((await ok(extend(other))) as HoldExtension).toMatchObject({ nExtensiones: 1 })
    })

    it("is the purchase key's holder's alone: no key 403, a wrong key or another customer 404, the owner's token required", async () => {
      const owner = await signUp(server, `extiende-${kind}@example.com`)
      const stranger = await signUp(server, `ajeno-${kind}@example.com`)
      const purchase = await start(owner)
      lastMinuteOf(purchase.dVencimiento)
      const path = `/v2/Proceso/${purchase.idProcesoDeCompra}/Extender`
      const noKey = await server.call("POST", path, undefined, { token: stranger })
      expect(noKey).toMatchObject({ status: 403, nCode: 403 })
      expect(noKey.oData).toMatch(/^X-Clave-Proceso: /u)
      const wrongKey = await server.call("POST", path, undefined, { token: owner, purchaseKey: "A".repeat(43) })
      expect(wrongKey).toMatchObject({ status: 404, nCode: 404 })
      expect(await extend(purchase, stranger)).toEqual(wrongKey)
      expect(await extend(purchase)).toMatchObject({ status: 401, nCode: 401 })
      expect((await stored(purchase.idProcesoDeCompra)).extensions).toBe(0)
      expect(await extend(purchase, owner)).toMatchObject({ status: 200, oData: { nExtensiones: 1 } })
    })

    it("extends nothing once the places are released", async () => {
      const purchase = await start()
      await ok(onPurchase(server, purchase, "POST", "/Posiciones/SoltarFuncion", { idFuncion: place.idFuncion }))
      lastMinuteOf(purchase.dVencimiento)
      expect(await extend(purchase)).toMatchObject({ status: 400, nCode: 400 })
      expect((await stored(purchase.idProcesoDeCompra)).extensions).toBe(0)
    })
  })
})

describe("a tenant that does not extend holds", () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer("pglite", {
      tenant: { purchase: { ...fixtureTenant.purchase, holdExtensions: { enabled: false, max: 10 } } },
    })
  })
  afterAll(() => server?.close())

  it("refuses every extension with 400", async () => {
    const general = await functionWithSector(server, false)
    const purchase = await ok(
      takeGroup(server, { idFuncion: general.performance_id, idSector: general.sector_id, nCantidad: 1 }),
    )
    server.clock.set(Date.parse(purchase.dVencimiento) - MINUTE)
    const answer = await onPurchase(server, purchase, "POST", "/Extender")
    expect(answer).toMatchObject({ status: 400, nCode: 400 })
    expect(answer.oData).toMatch(/no extiende/u)
  })
})
