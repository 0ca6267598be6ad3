import type { HttpMethod, WireRequest } from "@boleteria/core"
import { withQuery } from "../../../core/src/http/httpCall.js"
import type { DocumentOperation, TextRequest } from "./document.js"

/** An answer as it came: status, content type, the raw bytes and, when they are JSON, the parsed value. */
export interface RawAnswer {
  readonly status: number
  readonly contentType: string
  readonly bytes: Uint8Array
  /** Undefined when the body is not JSON. */
  readonly json: unknown
}

const jsonOf = (contentType: string, bytes: Uint8Array): unknown => {
  if (!contentType.startsWith("application/json")) return undefined
  try {
    return JSON.parse(new TextDecoder().decode(bytes)) as unknown
  } catch {
    return undefined
  }
}

/** Sends one call as it would travel, and reads the answer without judging it. */
export const send = async (baseUrl: string, wire: WireRequest): Promise<RawAnswer> => {
  const response = await fetch(withQuery(baseUrl + wire.path, wire.query), {
    method: wire.method,
    headers: { ...(wire.body === undefined ? {} : { "content-type": "application/json" }), ...wire.headers },
    ...(wire.body === undefined ? {} : { body: wire.body }),
  })
  const contentType = response.headers.get("content-type") ?? ""
  const bytes = new Uint8Array(await response.arrayBuffer())
  return { status: response.status, contentType, bytes, json: jsonOf(contentType, bytes) }
}

/** The wire form of a text request: the path template filled in, URI-encoded. */
export const wireOf = (operation: DocumentOperation, request: TextRequest): WireRequest => ({
  method: operation.method.toUpperCase() as HttpMethod,
  path: operation.path.replace(/\{([^}]+)\}/gu, (_match, name: string) => encodeURIComponent(request.path[name] ?? "")),
  query: request.query,
  headers: request.headers,
  body: request.body,
})
