import type { IncomingMessage } from "node:http"
import type { Context, MiddlewareHandler } from "hono"
import { bodyLimit } from "hono/body-limit"

/**
 * What the server still reads of a refused body before it closes the connection: closing a socket
 * with bytes unread makes the kernel answer them with a reset, which can reach the client before
 * it has read its 413 (a client that sends the whole body first then sees only the reset). Past
 * either bound the connection closes anyway: a refused upload gets no more of the server than this.
 */
const DRAIN_BYTES = 8 * 1024 * 1024
const DRAIN_MS = 5_000

/** The Node request under a Hono context (absent when the app is called without @hono/node-server). */
const incomingOf = (c: Context): IncomingMessage | undefined =>
  (c.env as { readonly incoming?: IncomingMessage } | undefined)?.incoming

/**
 * Reads and drops the rest of a refused body, and closes the connection once it is all in (or the
 * client stopped sending) and the answer is out, or at once past a bound. Node closes a
 * `Connection: close` answer's socket as soon as the answer is written (destroySoon): this socket
 * instead sends its end after the answer and keeps reading until then.
 */
const drainThenClose = (incoming: IncomingMessage): void => {
  const socket = incoming.socket
  const closeAfterAnswer = socket.destroySoon.bind(socket)
  let drained = incoming.readableEnded
  let answered = false
  let dropped = 0
  const timer = setTimeout(() => socket.destroy(), DRAIN_MS)
  socket.once("close", () => clearTimeout(timer))
  const closeIfDone = () => {
    if (drained && answered) closeAfterAnswer()
  }
  const stopReading = () => {
    drained = true
    closeIfDone()
  }
  incoming.on("data", (chunk: Buffer) => {
    dropped += chunk.length
    if (dropped > DRAIN_BYTES) socket.destroy()
  })
  incoming.once("end", stopReading)
  socket.once("end", stopReading)
  incoming.resume()
  socket.destroySoon = () => {
    answered = true
    socket.end()
    closeIfDone()
  }
}

/** Reads a body of unknown length up to `maxSize` bytes: the body, or null once it is longer. */
const readUpTo = (incoming: IncomingMessage, maxSize: number): Promise<Buffer | null> =>
  new Promise((resolve, reject) => {
    const chunks: Array<Buffer> = []
    let size = 0
    const stop = () => {
      incoming.off("data", onData)
      incoming.off("end", onEnd)
      incoming.off("close", onClose)
      incoming.pause()
    }
    const onData = (chunk: Buffer) => {
      size += chunk.length
      if (size <= maxSize) return void chunks.push(chunk)
      stop()
      resolve(null)
    }
    const onEnd = () => {
      stop()
      resolve(Buffer.concat(chunks))
    }
    const onClose = () => {
      stop()
      reject(new Error("the client closed the connection before its body ended"))
    }
    incoming.on("data", onData)
    incoming.once("end", onEnd)
    incoming.once("close", onClose)
  })

/**
 * A request body over `maxSizeOf` its request's bytes is refused (`onError`) as early as its headers tell: by its
 * Content-Length (and no Transfer-Encoding), or, for a chunked one, as soon as the bytes counted pass
 * it. A GET or HEAD with neither has no body, and nothing is built for it: judging the usual request
 * by its headers alone keeps Hono's own check, which asks for a web Request and a stream on Node, off
 * the seat hold's path (a tenth of its CPU). After a refusal the rest of the body is drained up to a
 * bound (drainThenClose), so the client reads its 413 rather than a reset.
 */
export const limitBody = (options: {
  readonly maxSizeOf: (c: Context) => number
  readonly onError: (c: Context, maxSize: number) => Response | Promise<Response>
}): MiddlewareHandler => {
  const refuse = (c: Context, maxSize: number) => {
    const incoming = incomingOf(c)
    if (incoming !== undefined) drainThenClose(incoming)
    return options.onError(c, maxSize)
  }
  return async (c, next) => {
    const maxSize = options.maxSizeOf(c)
    if (c.req.header("transfer-encoding") === undefined) {
      const length = c.req.header("content-length")
      if (length !== undefined) return Number.parseInt(length, 10) > maxSize ? refuse(c, maxSize) : next()
      if (c.req.method === "GET" || c.req.method === "HEAD") return next()
    }
    const incoming = incomingOf(c)
    // Without Node's request (the app called in memory) Hono's own check counts the body.
    if (incoming === undefined)
      return bodyLimit({ maxSize, onError: (context) => options.onError(context, maxSize) })(c, next)
    const body = await readUpTo(incoming, maxSize)
    if (body === null) return refuse(c, maxSize)
    // A GET or HEAD may not carry a body in a web Request: within the limit, it is dropped.
    if (c.req.method !== "GET" && c.req.method !== "HEAD")
      c.req.raw = new Request(c.req.raw, { body: new Uint8Array(body) })
    return next()
  }
}
