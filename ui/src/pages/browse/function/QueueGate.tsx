import type { ApiFailure, QueueTurn } from "@boleteria/core"
import * as Effect from "effect/Effect"
import type * as Result from "effect/Result"
import { useEffect, useEffectEvent, useState, type ReactNode } from "react"
import { useLocation, useSearch } from "wouter"
import { useShop, useT } from "../../../app/ShopContext.js"
import { FunctionSkeleton } from "./FunctionSkeleton.js"

interface Props {
  readonly idFuncion: number
  /** The route asks the queue (SPEC §2) and the tenant has the queue service on (flags.queueApi). */
  readonly enabled: boolean
  readonly children: ReactNode
  /** Sends the browser to the queue's waiting room, another site; replaced in tests. */
  readonly leaveTo?: (url: string) => void
}

type Gate = "checking" | "open" | "leaving"

const leaveForQueue = (url: string) => window.location.replace(url)

/**
 * Asks the queue service before a function's seats show. No turn needed: the page shows. A
 * waiting-room URL: the browser goes there. A failed check goes to the billboard (SPEC §8), or
 * to login when the answer was "unauthorised".
 */
export const QueueGate = ({ idFuncion, enabled, children, leaveTo = leaveForQueue }: Props) => {
  const { api } = useShop()
  const t = useT()
  const [location, navigate] = useLocation()
  const search = useSearch()
  const [gate, setGate] = useState<Gate>(enabled ? "checking" : "open")

  // The check runs once per function; where it sends the shopper is read when it answers.
  const answered = useEffectEvent((result: Result.Result<QueueTurn, ApiFailure>) => {
    if (result._tag === "Success") {
      const url = result.success.redirect_url
      setGate(url === null ? "open" : "leaving")
      if (url !== null) leaveTo(url)
    } else if (result.failure._tag === "Unauthorized") {
      const here = search === "" ? location : `${location}?${search}`
      navigate(`/login?nextUrl=${encodeURIComponent(here)}`, { replace: true })
    } else {
      navigate("/", { replace: true })
    }
  })
  useEffect(() => {
    if (!enabled) return
    let live = true
    setGate("checking")
    void Effect.runPromise(Effect.result(api.checkQueue(idFuncion))).then((result) => {
      if (live) answered(result)
    })
    return () => {
      live = false
    }
  }, [api, idFuncion, enabled])

  if (gate === "open") return <>{children}</>
  return (
    <div aria-busy="true">
      <p role="status">{t(gate === "checking" ? "function.queue.checking" : "function.queue.leaving")}</p>
      <FunctionSkeleton />
    </div>
  )
}
