import { connect } from "node:net"

/** One kept-alive HTTP/1.1 connection that POSTs JSON and answers the status, once the whole answer is in. */
export interface RawConnection {
  readonly post: (path: string, body: unknown) => Promise<number>
  readonly close: () => void
}

/**
 * The load generator's side of a hold bench: HTTP/1.1 written on a raw socket. The generator
 * shares the cores with the server and PostgreSQL, as pgbench's C client shares them with
 * PostgreSQL: node:http's client costs ≈ 0.18 ms of CPU per hold, this one ≈ 0.06 ms, which the
 * server gets instead. Answers must carry Content-Length (the server's JSON answers do).
 */
export const rawConnection = (base: string): Promise<RawConnection> =>
  new Promise((resolve, reject) => {
    const { hostname, port } = new URL(base)
    const socket = connect({ host: hostname, port: Number(port), noDelay: true })
    let waiting: { resolve: (status: number) => void; reject: (error: Error) => void } | null = null
    let received: Buffer = Buffer.alloc(0)
    socket.on("data", (chunk: Buffer) => {
      received = received.length === 0 ? chunk : Buffer.concat([received, chunk])
      const headEnd = received.indexOf("\r\n\r\n")
      if (headEnd < 0) return
      const head = received.toString("latin1", 0, headEnd)
      const length = /\r\ncontent-length: *(\d+)/i.exec(head)?.[1]
      if (length === undefined) return socket.destroy(new Error(`an answer without Content-Length:\n${head}`))
      const end = headEnd + 4 + Number(length)
      if (received.length < end) return
      received = received.subarray(end)
      const answered = waiting
      waiting = null
      answered?.resolve(Number(head.slice(9, 12)))
    })
    socket.once("error", (error) => (waiting === null ? reject(error) : waiting.reject(error)))
    socket.once("close", () => waiting?.reject(new Error("the server closed a connection in the middle of a call")))
    socket.once("connect", () =>
      resolve({
        post: (path, body) =>
          new Promise((resolvePost, rejectPost) => {
            const payload = JSON.stringify(body)
            waiting = { resolve: resolvePost, reject: rejectPost }
            socket.write(
              `POST ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nContent-Type: application/json\r\n` +
                `Content-Length: ${Buffer.byteLength(payload)}\r\n\r\n${payload}`,
            )
          }),
        close: () => socket.end(),
      }),
    )
  })
