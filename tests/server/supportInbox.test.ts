import { SUPPORT_REFERENCE_PATTERN } from "@boleteria/core"
import { TEST_SUPPORT_KEY } from "@boleteria/server/testing"
import { afterAll, beforeAll, expect, it } from "vitest"
import { pageVisited, supportLogOf } from "./support/supportLogs.js"
import { startTestServer, TEST_START, type TestServer, describeOnEachDatabase } from "./support/testServer.js"

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE
const KEY_HEADER = "x-clave-soporte"

/** A log of `count` page visits: about 120 bytes each. */
const longLog = (count: number) =>
  supportLogOf(...Array.from({ length: count }, (_, n) => pageVisited(`/funcion/obra/${n}`)))

describeOnEachDatabase("the support inbox over HTTP on %s", (kind) => {
  let server: TestServer
  let addresses = 0
  /** A client address of its own for each test, so none shares another's hourly count. */
  const uniqueAddress = () => `198.51.100.${++addresses}`

  beforeAll(async () => {
    // The test client is the trusted proxy: X-Forwarded-For names the address each log comes from.
    server = await startTestServer(kind, { trustedProxies: "127.0.0.1" })
  })
  afterAll(async () => {
    await server?.close()
  })

  const send = (cRegistro: string, cComentario: string | null = null, address = uniqueAddress()) =>
    server.call<{ cReferencia: string } | string>(
      "POST",
      "/v2/Soporte/Registro",
      { cRegistro, cComentario },
      { headers: { "x-forwarded-for": address } },
    )
  const read = (reference: string, key?: string) =>
    server.call<{ cReferencia: string; dRecibido: string; cComentario: string | null; cRegistro: string } | string>(
      "GET",
      `/v2/Soporte/Registro/${reference}`,
      undefined,
      { headers: key === undefined ? {} : { [KEY_HEADER]: key } },
    )
  const referenceOf = async (cRegistro: string, cComentario: string | null = null) => {
    const answer = await send(cRegistro, cComentario)
    expect(answer.status).toBe(200)
    return (answer.oData as { cReferencia: string }).cReferencia
  }

  it("keeps a log under a short reference, which support reads back with its key", async () => {
    const log = supportLogOf(pageVisited("/funcion/la-casa-de-los-espejos/10102"))
    const reference = await referenceOf(log, "No pude pagar.\nMe dio error dos veces.")
    expect(reference).toMatch(SUPPORT_REFERENCE_PATTERN)
    expect(await read(reference, TEST_SUPPORT_KEY)).toEqual({
      status: 200,
      nCode: 200,
      oData: {
        cReferencia: reference,
        dRecibido: new Date(TEST_START).toISOString(),
        cComentario: "No pude pagar.\nMe dio error dos veces.",
        cRegistro: log,
      },
    })
    expect(await referenceOf(log)).not.toBe(reference)
  })

  it("answers 401 without the support key or with another, 404 for an unknown reference, 400 for a malformed one", async () => {
    const reference = await referenceOf(supportLogOf())
    for (const key of [undefined, "", `${TEST_SUPPORT_KEY}x`]) {
      const answer = await read(reference, key)
      expect(answer.status).toBe(401)
      expect(answer.oData).toMatch(/^X-Clave-Soporte: /u)
    }
    const unknown = reference === "0000-0000" ? "0000-0001" : "0000-0000"
    expect((await read(unknown, TEST_SUPPORT_KEY)).status).toBe(404)
    for (const malformed of ["K7M2Q9XD", "k7m2-q9xd", "K7M2-Q9XU"]) {
      const answer = await read(malformed, TEST_SUPPORT_KEY)
      expect(answer.status).toBe(400)
      expect(answer.oData).toMatch(/^cReferencia: /u)
    }
  })

  it("refuses a log the replay cannot read, naming its line, and one holding a token's shape", async () => {
    const broken = `${supportLogOf(pageVisited("/"))}{"type":\n`
    const unreadable = await send(broken)
    expect(unreadable.status).toBe(400)
    expect(unreadable.oData).toMatch(/^cRegistro: .*line 3/u)
    const secret = await send(supportLogOf(pageVisited("/linkPago/12?clave=Ab3dEfGh1jKlMn0pQrStUv")))
    expect(secret).toMatchObject({ status: 400, oData: expect.stringMatching(/^cRegistro: /u) as string })
    const longComment = await send(supportLogOf(), "x".repeat(1001))
    expect(longComment).toMatchObject({ status: 400, oData: expect.stringMatching(/^cComentario: /u) as string })
  })

  it("reads a log past 64 KiB (a long purchase's), refuses one over 4 MiB with 413, and keeps 64 KiB for every other call", async () => {
    const large = longLog(2_000)
    expect(large.length).toBeGreaterThan(200 * 1024)
    const reference = await referenceOf(large)
    expect(((await read(reference, TEST_SUPPORT_KEY)).oData as { cRegistro: string }).cRegistro).toBe(large)
    const tooLarge = await send("x".repeat(4 * 1024 * 1024))
    expect(tooLarge).toMatchObject({ status: 413, oData: expect.stringContaining("4096") as string })
    const contact = await server.call("POST", "/v2/Contacto", { cMensaje: "x".repeat(64 * 1024) })
    expect(contact).toMatchObject({ status: 413, oData: expect.stringContaining("64") as string })
  })

  it("answers 429 to an address's 11th log within the hour, and takes logs again an hour after its first", async () => {
    const address = uniqueAddress()
    for (let sent = 0; sent < 10; sent++) {
      expect((await send(supportLogOf(), null, address)).status).toBe(200)
      server.clock.advance(MINUTE)
    }
    const refused = await send(supportLogOf(), null, address)
    expect(refused.status).toBe(429)
    expect((await send(supportLogOf(), null, uniqueAddress())).status).toBe(200)
    server.clock.advance(50 * MINUTE)
    expect((await send(supportLogOf(), null, address)).status).toBe(200)
  })

  it("keeps a log 30 days: then it is not found, and the next log sent deletes it", async () => {
    const reference = await referenceOf(supportLogOf())
    server.clock.advance(30 * DAY - MINUTE)
    expect((await read(reference, TEST_SUPPORT_KEY)).status).toBe(200)
    server.clock.advance(2 * MINUTE)
    expect((await read(reference, TEST_SUPPORT_KEY)).status).toBe(404)
    await referenceOf(supportLogOf())
    const kept = await server.db.query("SELECT 1 FROM support_logs WHERE reference = $1", [reference])
    expect(kept.rows).toEqual([])
  })
})
