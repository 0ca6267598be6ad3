import { endpoints } from "../contract/endpoints/index.js"
import type { ApiShape, SendCall } from "./Api.js"

/** Every endpoint of the table as a call made by `send`: an Api is a way to send. */
export const makeApi = (send: SendCall): ApiShape => {
  const calls: Record<string, unknown> = {}
  for (const [name, spec] of Object.entries(endpoints)) {
    calls[name] = (request: Record<string, unknown> = {}) => send(spec, request)
  }
  return calls as unknown as ApiShape
}
