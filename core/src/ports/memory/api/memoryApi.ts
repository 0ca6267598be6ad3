import * as Layer from "effect/Layer"
import { Api, type ApiShape } from "../../Api.js"
import { catalogueCalls } from "./catalogueCalls.js"
import { customerCalls, type RecoveryOutbox } from "./customerCalls.js"
import { purchaseCalls } from "./purchaseCalls.js"
import { demoSeed, type MemoryApiSeed } from "./seed.js"
import { createStore } from "./store.js"

export interface MemoryApiOptions {
  /** The current instant in epoch ms, read when each call runs: holds and sessions expire against it. */
  readonly now: () => number
  /** The catalogue and customers to start with; the demo billboard by default. */
  readonly seed?: MemoryApiSeed
  /** Receives the recovery codes the memory Api would e-mail. */
  readonly onRecoveryCode?: RecoveryOutbox
  /** One-time codes the external identity provider issued, each for a customer's e-mail (EXTERNAL_LOGIN). */
  readonly externalLoginCodes?: ReadonlyMap<string, string>
}

/**
 * A small in-memory ticketing backend behind the Api port: holds that expire after 12 minutes,
 * never two holds on one place, a sandbox card processor and customer accounts. One instance is one server.
 */
export const makeMemoryApi = (options: MemoryApiOptions): ApiShape => {
  const store = createStore(options.seed ?? demoSeed, options.now)
  return {
    ...catalogueCalls(store),
    ...purchaseCalls(store),
    ...customerCalls(store, options.onRecoveryCode ?? (() => undefined), new Map(options.externalLoginCodes)),
  }
}

export const layerMemoryApi = (options: MemoryApiOptions): Layer.Layer<Api> => Layer.succeed(Api, makeMemoryApi(options))

export { demoSeed, type MemoryApiSeed } from "./seed.js"
