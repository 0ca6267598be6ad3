import { Agent, request } from "node:http"

/** One answer: its status (0 when the connection failed), SPEC's oData (or the text), Retry-After, and how long it took. */
export interface Answer<T = unknown> {
  readonly status: number
  readonly data: T
  /** Seconds, when the server sent Retry-After. */
  readonly retryAfter: number | null
  readonly ms: number
  /** The connection's error, for status 0. */
  readonly error: string | null
}

export interface HttpClient {
  readonly call: <T = unknown>(
    method: string,
    path: string,
    body?: unknown,
    headers?: Readonly<Record<string, string>>,
  ) => Promise<Answer<T>>
  readonly close: () => void
}

/** SPEC's envelope `{ nCode, oData }` unwrapped; haproxy's own error pages are HTML and stay text. */
const dataOf = (text: string, contentType: string | undefined): unknown => {
  if (!contentType?.includes("json")) return text
  const json = JSON.parse(text) as unknown
  return typeof json === "object" && json !== null && "oData" in json ? json.oData : json
}

/** haproxy's own 503 (HTML): the call waited for a process and reached none, so any call may be sent again. */
const reachedNoProcess = (answer: Answer) =>
  answer.status === 503 && typeof answer.data === "string" && answer.data.includes("No server is available")
const UNSERVED_RETRIES = 5

/**
 * JSON calls over at most `maxSockets` kept-alive connections to `base` (calls beyond wait for a
 * free one, as a browser's do): a storm of shoppers stays within the machine's sockets. A call the
 * balancer could give to no process is sent again, POSTs too, backing off from a second or two.
 */
export const httpClient = (base: string, maxSockets: number): HttpClient => {
  const agent = new Agent({ keepAlive: true, maxSockets })
  const call = async <T>(
    method: string,
    path: string,
    body?: unknown,
    headers: Readonly<Record<string, string>> = {},
  ): Promise<Answer<T>> => {
    const sent = performance.now()
    for (let attempt = 0; ; attempt++) {
      const answer = await callOnce<T>(method, path, body, headers)
      if (!reachedNoProcess(answer) || attempt >= UNSERVED_RETRIES) return { ...answer, ms: performance.now() - sent }
      await new Promise((resolve) => setTimeout(resolve, 2 ** attempt * (1000 + Math.random() * 1000)))
    }
  }
  const callOnce = <T>(method: string, path: string, body?: unknown, headers: Readonly<Record<string, string>> = {}) =>
    new Promise<Answer<T>>((resolve) => {
      const payload = body === undefined ? undefined : JSON.stringify(body)
      const sent = performance.now()
      const failed = (error: Error) =>
        resolve({ status: 0, data: null as T, retryAfter: null, ms: performance.now() - sent, error: error.message })
      const req = request(
        new URL(path, base),
        {
          method,
          agent,
          headers: {
            ...headers,
            ...(payload === undefined
              ? {}
              : { "content-type": "application/json", "content-length": String(Buffer.byteLength(payload)) }),
          },
        },
        (res) => {
          const chunks: Array<Buffer> = []
          res.on("data", (chunk: Buffer) => chunks.push(chunk))
          res.once("error", failed)
          res.on("end", () => {
            const retryAfter = res.headers["retry-after"]
            try {
              resolve({
                status: res.statusCode ?? 0,
                data: dataOf(Buffer.concat(chunks).toString("utf8"), res.headers["content-type"]) as T,
                retryAfter: retryAfter === undefined ? null : Number(retryAfter),
                ms: performance.now() - sent,
                error: null,
              })
            } catch (error) {
              failed(error as Error)
            }
          })
        },
      )
      req.once("error", failed)
      req.end(payload)
    })
  return { call, close: () => agent.destroy() }
}
