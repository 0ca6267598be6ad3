import type { ApiFailure, QueueTurn } from "@boleteria/core"
import * as Effect from "effect/Effect"
import type * as Result from "effect/Result"
import { useEffect, useEffectEvent, useState, type ReactNode } from "react"
import { useLocation, useSearch } from "wouter"
import { useServices, useT } from "../../../app/ShopContext.js"
import { useQueueTurn } from "../../queue/useQueueTurn.js"
import { FunctionSkeleton } from "./FunctionSkeleton.js"
import { TurnClock } from "./TurnClock.js"

interface Props {
  readonly idFuncion: number
  /** The route asks the queue (SPEC §2) and the tenant has the queue on (flags.queueApi). */
  readonly enabled: boolean
  readonly children: ReactNode
  /** Sends the browser to a waiting room on another site (a full URL); replaced in tests. */
  readonly leaveTo?: (url: string) => void
}

/**
 * Where this function's queue check stands: `admitted` when its room let the shopper in. The turn
 * it gave is not kept here: it is the purchase machine's (useQueueTurn), which every tab shares.
 */
type Gate = "checking" | "open" | "admitted" | "leaving"

const leaveForQueue = (url: string) => window.location.replace(url)

/** A waiting room of the shop itself (`/cola/{idFuncion}`), not another site's. */
const isShopPath = (url: string) => url.startsWith("/") && !url.startsWith("//")

const withNextUrl = (url: string, nextUrl: string) =>
  `${url}${url.includes("?") ? "&" : "?"}nextUrl=${encodeURIComponent(nextUrl)}`

/**
 * Asks the queue before a function's seats show (GET /v2/Cola). No room: the page shows. A turn
 * (colaTurno): core keeps it for the take calls and the page shows with the turn's clock. A waiting
 * room: the shop's own page, by replace, with this page to come back to when the turn comes (or
 * another site's, by the browser). A failed check goes to the billboard (SPEC §8), or to login
 * when the answer was "unauthorised".
 */
export const QueueGate = ({ idFuncion, enabled, children, leaveTo = leaveForQueue }: Props) => {
  const { api, clock } = useServices()
  const t = useT()
  const queueTurn = useQueueTurn()
  const [location, navigate] = useLocation()
  const search = useSearch()
  const [gate, setGate] = useState<Gate>(enabled ? "checking" : "open")

  // The check runs once per function; where it sends the shopper is read when it answers.
  const answered = useEffectEvent((result: Result.Result<QueueTurn, ApiFailure>) => {
    const here = search === "" ? location : `${location}?${search}`
    if (result._tag === "Failure") {
      if (result.failure._tag === "Unauthorized") {
        navigate(`/login?nextUrl=${encodeURIComponent(here)}`, { replace: true })
      } else {
        navigate("/", { replace: true })
      }
      return
    }
    const { redirect_url: url, colaTurno } = result.success
    if (colaTurno !== null) {
      if (colaTurno !== queueTurn.colaTurno) queueTurn.keep(colaTurno)
      setGate("admitted")
    } else if (url === null) {
      setGate("open")
    } else {
      // In line again: a turn kept from before is over.
      if (queueTurn.colaTurno !== null) queueTurn.drop()
      setGate("leaving")
      if (isShopPath(url)) navigate(withNextUrl(url, here), { replace: true })
      else leaveTo(url)
    }
  })
  useEffect(() => {
    if (!enabled) return
    let live = true
    setGate("checking")
    const timestamp = Effect.runSync(clock.now)
    void Effect.runPromise(Effect.result(api.checkQueue({ query: { idFuncion, timestamp } }))).then((result) => {
      if (live) answered(result)
    })
    return () => {
      live = false
    }
  }, [api, clock, idFuncion, enabled])

  if (gate === "open") return <>{children}</>
  if (gate === "admitted") {
    return (
      <>
        <TurnClock idFuncion={idFuncion} />
        {children}
      </>
    )
  }
  return (
    <div aria-busy="true">
      <p role="status">{t(gate === "checking" ? "function.queue.checking" : "function.queue.leaving")}</p>
      <FunctionSkeleton />
    </div>
  )
}
