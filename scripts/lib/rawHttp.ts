import { connect, type Socket } from "node:net"

/** One kept-alive HTTP/1.1 connection that POSTs JSON and answers the status, once the whole answer is in. */
export interface RawConnection {
  readonly post: (path: string, body: unknown) => Promise<number>
  readonly close: () => void
}

interface Waiting {
  readonly resolve: (status: number) => void
  readonly reject: (error: Error) => void
}

const opened = (hostname: string, port: number): Promise<Socket> =>
  new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port, noDelay: true })
    socket.once("error", reject)
    socket.once("connect", () => {
      socket.off("error", reject)
      resolve(socket)
    })
  })

/**
 * The load generator's side of a hold bench: HTTP/1.1 written on a raw socket. The generator
 * shares the cores with the server and PostgreSQL, as pgbench's C client shares them with
 * PostgreSQL: node:http's client costs ≈ 0.18 ms of CPU per hold, this one ≈ 0.06 ms, which the
 * server gets instead. Answers must carry Content-Length (the server's JSON answers do). The
 * connection is kept alive across calls (haproxy keeps it too, scripts/lib/haproxy.ts); an answer
 * that says `Connection: close`, or a socket the other side closed while idle (a keep-alive timeout),
 * makes the next call open another.
 */
export const rawConnection = async (base: string): Promise<RawConnection> => {
  const { hostname, port } = new URL(base)
  let waiting: Waiting | null = null
  let received: Buffer = Buffer.alloc(0)
  let closing = false

  const attach = (socket: Socket): Socket => {
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
      if (/\r\nconnection: *close/i.test(head)) {
        closing = true
        received = Buffer.alloc(0)
        socket.end()
      }
      const answered = waiting
      waiting = null
      answered?.resolve(Number(head.slice(9, 12)))
    })
    // A socket ended after its last answer may close while the next call waits on the new one.
    socket.once("error", (error) => {
      if (socket === current) waiting?.reject(error)
    })
    socket.once("close", () => {
      if (socket !== current) return
      closing = true
      waiting?.reject(new Error("the server closed a connection in the middle of a call"))
    })
    return socket
  }

  let current = attach(await opened(hostname, Number(port)))
  return {
    post: async (path, body) => {
      if (closing) {
        current = attach(await opened(hostname, Number(port)))
        closing = false
      }
      const payload = JSON.stringify(body)
      return new Promise((resolve, reject) => {
        waiting = { resolve, reject }
        current.write(
          `POST ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nContent-Type: application/json\r\n` +
            `Content-Length: ${Buffer.byteLength(payload)}\r\n\r\n${payload}`,
        )
      })
    },
    close: () => current.end(),
  }
}
