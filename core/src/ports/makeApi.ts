import { endpoints } from "../contract/endpoints/index.js"
import type { ApiShape, ExternalCalls, SendCall } from "./Api.js"

/** Every endpoint of the table as a call made by `send`: an Api is a way to send plus the external calls. */
export const makeApi = (send: SendCall, external: ExternalCalls): ApiShape => {
  const calls: Record<string, unknown> = { ...external }
  for (const [name, spec] of Object.entries(endpoints)) {
    calls[name] = (request: Record<string, unknown> = {}) => send(spec, request)
  }
  return calls as unknown as ApiShape
}
