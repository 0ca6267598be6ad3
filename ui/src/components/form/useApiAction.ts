import type { ApiFailure, ApiShape } from "@boleteria/core"
import * as Effect from "effect/Effect"
import { useCallback, useEffect, useRef, useState } from "react"
import { useServices } from "../../app/ShopContext.js"

export type ActionState =
  { readonly status: "idle" | "running" } | { readonly status: "failed"; readonly error: ApiFailure }

/** A call that answers nothing (oData null) as one that answers true: `run`'s null keeps meaning it failed. */
export const succeeded = <E>(call: Effect.Effect<null, E>): Effect.Effect<true, E> => Effect.as(call, true as const)

/**
 * A call a shopper starts (log in, add an address…): `run` answers the result, or null when the
 * call failed (the failure is kept in `state` to show) or the page has gone meanwhile.
 */
export const useApiAction = () => {
  const { api } = useServices()
  const [state, setState] = useState<ActionState>({ status: "idle" })
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])
  const run = useCallback(
    async <A>(call: (api: ApiShape) => Effect.Effect<A, ApiFailure>): Promise<A | null> => {
      setState({ status: "running" })
      const result = await Effect.runPromise(Effect.result(call(api)))
      if (!mounted.current) return null
      if (result._tag === "Success") {
        setState({ status: "idle" })
        return result.success
      }
      setState({ status: "failed", error: result.failure })
      return null
    },
    [api],
  )
  return {
    state,
    run,
    isRunning: state.status === "running",
    failure: state.status === "failed" ? state.error : null,
  }
}
