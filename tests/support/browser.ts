import type { ApiShape } from "@boleteria/core"
import * as Effect from "effect/Effect"

/** Where a client reads a browser's credentials: the token of its session, the key of each purchase it holds. */
export interface BrowserCredentials {
  readonly token: () => string | null
  readonly purchaseKey: (idProcesoDeCompra: number) => string | null
}

/** A shopper's browser on the server: its calls, and the credentials it has gathered. */
export interface Browser {
  readonly api: ApiShape
  readonly token: () => string | null
  readonly purchaseKey: (idProcesoDeCompra: number) => string | null
}

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === "object" && value !== null

/**
 * A browser as a shop tab behaves: the token of its last login or sign-up goes with its calls, and
 * every purchase answer it receives leaves it that purchase's key. `clientFor` makes the Api that
 * reads those credentials (the HTTP adapter, on the server in process or on a port).
 */
export const openBrowser = (clientFor: (credentials: BrowserCredentials) => ApiShape): Browser => {
  let token: string | null = null
  const keys = new Map<number, string>()
  const credentials: BrowserCredentials = { token: () => token, purchaseKey: (id) => keys.get(id) ?? null }
  const remember = (answer: unknown) => {
    if (!isRecord(answer)) return
    if (typeof answer["token"] === "string" && isRecord(answer["user"])) token = answer["token"]
    if (typeof answer["idProcesoDeCompra"] === "number" && typeof answer["cClaveProceso"] === "string") {
      keys.set(answer["idProcesoDeCompra"], answer["cClaveProceso"])
    }
  }
  const client = clientFor(credentials)
  const api = Object.fromEntries(
    Object.entries(client).map(([name, call]) => [
      name,
      (...args: ReadonlyArray<unknown>) =>
        Effect.tap((call as (...given: ReadonlyArray<unknown>) => Effect.Effect<unknown, unknown>)(...args), (answer) =>
          Effect.sync(() => remember(answer)),
        ),
    ]),
  ) as unknown as ApiShape
  return { api, ...credentials }
}
