import { request } from "node:http"
import { connect } from "node:net"
import { Readable } from "node:stream"
import { MAX_STORED_INT, type PurchaseProcess } from "@boleteria/core"
import { Hono } from "hono"
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from "vitest"
import { registerEndpoints, type ServerHandlers } from "../../server/src/http/endpointRoutes.js"
import { functionWithSector, ok, takeGroup } from "./support/flows.js"
import { startTestServer, type TestServer, describeOnEachDatabase } from "./support/testServer.js"

const MB = 1024 * 1024
const BODY_LIMIT = 64 * 1024
/** The first id the database cannot store (PostgreSQL integer). */
const TOO_BIG_ID = MAX_STORED_INT + 1

interface RawAnswer {
  readonly status: number
  readonly body: { readonly nCode: number; readonly oData: unknown }
}

interface StreamedAnswer extends RawAnswer {
  readonly connection: string | undefined
}

/**
 * POSTs `totalBytes` to `url` as a chunked body (no Content-Length), one 64 KiB chunk at a time,
 * generated as it is sent. Resolves with the answer as soon as it comes, even while the body is
 * still being sent; the server may then close the connection under the upload.
 */
const streamBody = (url: string, totalBytes: number): Promise<StreamedAnswer> =>
  new Promise((resolve, reject) => {
    const chunk = Buffer.alloc(64 * 1024, "a")
    let sent = 0
    const body = new Readable({
      read() {
        if (sent >= totalBytes) return void this.push(null)
        sent += chunk.length
        this.push(chunk)
      },
    })
    const upload = request(url, { method: "POST", headers: { "content-type": "application/json" } }, (response) => {
      const parts: Array<Buffer> = []
      response.on("data", (part: Buffer) => parts.push(part))
      response.on("end", () => {
        body.destroy()
        resolve({
          status: response.statusCode ?? 0,
          connection: response.headers.connection,
          body: JSON.parse(Buffer.concat(parts).toString("utf8")) as RawAnswer["body"],
        })
      })
    })
    // Writing after the server answered and closed is expected; only a failure before any answer counts.
    upload.on("error", (error) => reject(error))
    body.pipe(upload)
  })

/**
 * POSTs `totalBytes` on a connection of its own, by Content-Length or chunked, writing the whole body
 * (as a client does that does not watch for an early answer) while reading. Answers the status line
 * it read, or how the connection failed before one came (a reset).
 */
const uploadOf = (url: string, totalBytes: number, chunked: boolean): Promise<number | string> =>
  new Promise((resolve) => {
    const { hostname, port, pathname } = new URL(url)
    const socket = connect({ host: hostname, port: Number(port) })
    let head = ""
    let failure: string | null = null
    socket.on("data", (part: Buffer) => {
      if (head.length < 16) head += part.toString("latin1")
    })
    // After the status line, a failure of the upload is the server closing the rest, as it may.
    socket.on("error", (error: NodeJS.ErrnoException) => {
      if (head.length < 12) failure ??= error.code ?? error.message
    })
    socket.on("close", () => resolve(head.length >= 12 ? Number(head.slice(9, 12)) : (failure ?? "closed unanswered")))
    const chunk = Buffer.alloc(64 * 1024, "a")
    const framing = chunked ? "Transfer-Encoding: chunked" : `Content-Length: ${totalBytes}`
    socket.write(
      `POST ${pathname} HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\n${framing}\r\n\r\n`,
    )
    const send = (sent: number): void => {
      if (socket.destroyed) return
      if (sent >= totalBytes) return void (chunked ? socket.end("0\r\n\r\n") : socket.end())
      const piece = chunk.subarray(0, Math.min(chunk.length, totalBytes - sent))
      const framed = chunked
        ? Buffer.concat([Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from("\r\n")])
        : piece
      if (socket.write(framed)) setImmediate(send, sent + piece.length)
      else socket.once("drain", () => send(sent + piece.length))
    }
    socket.once("connect", () => send(0))
  })

describeOnEachDatabase("the server's edge on %s", (kind) => {
  let server: TestServer
  let purchase: PurchaseProcess
  /** Every answer of this file: none may be a 500. */
  const statuses: Array<number> = []

  const call = async (method: string, path: string, body?: unknown, as?: Parameters<TestServer["call"]>[3]) => {
    const answer = await server.call(method, path, body, as)
    statuses.push(answer.status)
    return answer
  }
  const raw = async (method: string, path: string, body: string) => {
    const response = await fetch(server.url + path, { method, headers: { "content-type": "application/json" }, body })
    statuses.push(response.status)
    return { status: response.status, body: (await response.json()) as RawAnswer["body"] }
  }

  beforeAll(async () => {
    server = await startTestServer(kind)
    const { performance_id, sector_id } = await functionWithSector(server, false)
    purchase = await ok(takeGroup(server, { idFuncion: performance_id, idSector: sector_id, nCantidad: 1 }))
  })
  afterAll(async () => {
    await server?.close()
  })

  it("refuses a body over 64 KiB with 413, by its Content-Length, before reading it", async () => {
    const message = {
      cNombre: "Ana",
      cEmail: "ana@example.com",
      cTelefono: null,
      cAsunto: "Hola",
      cMensaje: "x".repeat(BODY_LIMIT),
    }
    const answer = await raw("POST", "/v2/Contacto", JSON.stringify(message))
    expect(answer).toMatchObject({ status: 413, body: { nCode: 413 } })
    expect(answer.body.oData).toEqual(expect.any(String))
    const justUnder = await raw(
      "POST",
      "/v2/Contacto",
      JSON.stringify({ ...message, cMensaje: "x".repeat(BODY_LIMIT - 200) }),
    )
    expect(justUnder.status).toBe(200)
  })

  it("answers a 150 MB chunked body with 413 without holding it in memory", async () => {
    const before = process.memoryUsage().rss
    const answer = await streamBody(`${server.url}/v2/Cliente/Insertar`, 150 * MB)
    const grown = process.memoryUsage().rss - before
    statuses.push(answer.status)
    // The rest of the body is never read: the connection ends with the answer, not to be reused.
    expect(answer).toMatchObject({ status: 413, connection: "close", body: { nCode: 413 } })
    expect(grown).toBeLessThan(30 * MB)
  })

  it("answers every oversized body under load with its 413, never a reset", async () => {
    // 200 POSTs over 20 connections at a time, half by Content-Length and half chunked, each well
    // over the limit and within what the server drains after refusing (it closes only then).
    const CONNECTIONS = 20
    const PER_CONNECTION = 10
    const outcomes = await Promise.all(
      Array.from({ length: CONNECTIONS }, async (_, connection) => {
        const answers: Array<number | string> = []
        for (let index = 0; index < PER_CONNECTION; index += 1) {
          const bytes = 2 * BODY_LIMIT + ((connection * PER_CONNECTION + index) % 7) * 96 * 1024
          answers.push(await uploadOf(`${server.url}/v2/Contacto`, bytes, index % 2 === 1))
        }
        return answers
      }),
    )
    const answers = outcomes.flat()
    statuses.push(...answers.filter((answer) => typeof answer === "number"))
    expect(answers).toHaveLength(CONNECTIONS * PER_CONNECTION)
    expect(answers.filter((answer) => answer !== 413)).toEqual([])
    // A chunked body within the limit is read whole: this one is no JSON, which is a 400.
    expect(await uploadOf(`${server.url}/v2/Contacto`, BODY_LIMIT - 1024, true)).toBe(400)
  })

  it("answers 400 naming the field for an id the database cannot hold, in the path and in the body", async () => {
    const inPath = await call("GET", `/v2/Funcion/${TOO_BIG_ID}`)
    expect(inPath).toMatchObject({ status: 400, nCode: 400 })
    expect(inPath.oData).toMatch(/^idFuncion: /)
    const processInPath = await call("GET", `/v2/Proceso/${TOO_BIG_ID}`, undefined, {
      purchaseKey: purchase.cClaveProceso,
    })
    expect(processInPath.status).toBe(400)
    expect(processInPath.oData).toMatch(/^idProcesoDeCompra: /)
    const inBody = await call("POST", "/v2/Proceso/0/Posiciones/TomarGrupo", {
      idFuncion: TOO_BIG_ID,
      idSector: 1,
      nCantidad: 1,
      idPromocion: null,
    })
    expect(inBody.status).toBe(400)
    expect(inBody.oData).toMatch(/^idFuncion: /)
    const nested = await call(
      "POST",
      `/v2/Proceso/${purchase.idProcesoDeCompra}/ProductoAsignado/Lista/Seleccionar`,
      { listaProducto: [{ idProducto: 1, nCantidad: TOO_BIG_ID }] },
      { purchaseKey: purchase.cClaveProceso },
    )
    expect(nested.status).toBe(400)
    expect(nested.oData).toMatch(/^listaProducto\.0\.nCantidad: /)
    // The largest id it can hold is just not found.
    expect((await call("GET", `/v2/Funcion/${MAX_STORED_INT}`)).status).toBe(404)
  })

  it("answers 400 naming the field for a NUL character in a text, in the body and in the query", async () => {
    const message = {
      cNombre: "Ana",
      cEmail: "ana@example.com",
      cTelefono: null,
      cAsunto: "Ho\u0000la",
      cMensaje: "Consulta",
    }
    const inBody = await call("POST", "/v2/Contacto", message)
    expect(inBody.status).toBe(400)
    expect(inBody.oData).toMatch(/^cAsunto: /)
    const inQuery = await call("GET", "/v2/EspectaculoCartel/1?h=%00")
    expect(inQuery.status).toBe(400)
    expect(inQuery.oData).toMatch(/^h: /)
  })

  it("decodes the headers a call reads too, naming the header", async () => {
    const answer = await call("GET", "/v2/EspectaculoCartel/1", undefined, {
      headers: { "x-country-code": "Argentina" },
    })
    expect(answer.status).toBe(400)
    expect(answer.oData).toMatch(/^x-country-code: /)
  })

  it("answers a field a rule refuses in the shop's words, not the rule's message key", async () => {
    const answer = await call("POST", "/v2/Cliente/CodigoRecupero", { cEmail: "a@b.c" })
    expect(answer.status).toBe(400)
    expect(answer.oData).toMatch(/^cEmail: /)
    expect(answer.oData).not.toMatch(/validation\./)
  })

  it("answers 400 naming the body for one that is not JSON, or is missing", async () => {
    for (const body of ["{no es json", ""]) {
      const answer = await raw("POST", "/v2/Contacto", body)
      expect(answer).toMatchObject({ status: 400, body: { nCode: 400 } })
      expect(answer.body.oData).toMatch(/^body: /)
    }
  })

  it("answers 404 for unknown paths (JSON under /v2 and /v3) and 405 naming the methods for a wrong method", async () => {
    for (const path of ["/v2/NoExiste", "/v3/procesodecompra/1/otra"]) {
      expect(await call("GET", path)).toMatchObject({ status: 404, nCode: 404 })
    }
    const malformedEscape = await fetch(`${server.url}/posters/%E0%A4%A.svg`)
    statuses.push(malformedEscape.status)
    expect(malformedEscape.status).toBe(404)
    const wrongMethod = await fetch(`${server.url}/v2/Cartelera`, { method: "POST" })
    statuses.push(wrongMethod.status)
    expect(wrongMethod.status).toBe(405)
    expect(wrongMethod.headers.get("allow")).toBe("GET")
    expect(await wrongMethod.json()).toMatchObject({ nCode: 405 })
    const both = await call("DELETE", "/v3/procesodecompra")
    expect(both).toMatchObject({ status: 405, nCode: 405 })
  })

  it("answered none of the calls above with a 500", () => {
    expect(statuses.length).toBeGreaterThan(10)
    expect(statuses.filter((status) => status >= 500)).toEqual([])
  })
})

describe("the handler map", () => {
  it("does not compile with a handler missing, an extra one, or one answering the wrong shape (tsc -p tests)", () => {
    const attempts = (app: Hono, handlers: ServerHandlers) => {
      const { getShowTypes: _left, ...withoutOne } = handlers
      // @ts-expect-error getShowTypes has no handler
      registerEndpoints(app, withoutOne)
      // @ts-expect-error notAnEndpoint is not in the table
      registerEndpoints(app, { ...handlers, notAnEndpoint: () => Promise.resolve(null) })
      // @ts-expect-error getShowTypes answers { Lista }, not a text
      registerEndpoints(app, { ...handlers, getShowTypes: () => Promise.resolve("tipos") })
      registerEndpoints(app, handlers)
    }
    expectTypeOf(attempts).parameters.toEqualTypeOf<[Hono, ServerHandlers]>()
  })
})
