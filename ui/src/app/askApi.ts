import type { ApiFailure, ApiShape } from "@boleteria/core"
import * as Effect from "effect/Effect"
import type { ShopServices } from "./shop.js"

/** ShopServices' `ask` over an Api: the call's typed result, a failure as a value. */
export const askWith =
  (api: ApiShape): ShopServices["ask"] =>
  <A>(call: (api: ApiShape) => Effect.Effect<A, ApiFailure>) =>
    Effect.runPromise(Effect.result(call(api)))
