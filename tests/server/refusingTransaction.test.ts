import { isRefusal, PurchaseLocked } from "@boleteria/core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { refusingTransaction } from "../../server/src/domain/transaction.js"
import { startTestServer, type TestServer } from "./support/testServer.js"

// The domain returns a refusal instead of throwing one (issue 23): a refusal returned halfway
// through a transaction must still undo what the transaction wrote, as a thrown one did.

describe("refusingTransaction", () => {
  let server: TestServer
  const rows = async () =>
    (await server.db.query<{ note: string }>("SELECT note FROM refusal_probe ORDER BY note")).rows

  beforeAll(async () => {
    server = await startTestServer("pglite")
    await server.db.query("CREATE TABLE refusal_probe (note text NOT NULL)")
  })
  afterAll(async () => {
    await server.db.query("DROP TABLE refusal_probe")
    await server.close()
  })

  it("returns the refusal and keeps nothing written before it; an outcome commits; a throw still throws", async () => {
    const refused = await refusingTransaction(server.db, async (tx) => {
      await tx.query("INSERT INTO refusal_probe (note) VALUES ('refused')")
      return new PurchaseLocked({ key: "problems.purchase.paid" })
    })
    expect(isRefusal(refused) && refused.key).toBe("problems.purchase.paid")
    expect(await rows()).toEqual([])

    const done = await refusingTransaction(server.db, async (tx) => {
      await tx.query("INSERT INTO refusal_probe (note) VALUES ('done')")
      return { written: true }
    })
    expect(done).toEqual({ written: true })

    await expect(
      refusingTransaction(server.db, async (tx) => {
        await tx.query("INSERT INTO refusal_probe (note) VALUES ('thrown')")
        throw new Error("a bug")
      }),
    ).rejects.toThrow("a bug")
    expect(await rows()).toEqual([{ note: "done" }])
  })
})
