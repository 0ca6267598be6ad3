import {
  isNotFound,
  nextQueuePollAt,
  QUEUE_POLLING,
  type ApiFailure,
  type ClockShape,
  type QueuePlace,
  type QueuePoll,
} from "@boleteria/core"
import * as Effect from "effect/Effect"
import { useEffect, useState } from "react"
import { useServices } from "../../app/ShopContext.js"

export type QueueWatch =
  | { readonly status: "loading" }
  /** The function has no waiting room (or it is off): nothing to wait for. */
  | { readonly status: "noRoom" }
  /** No place yet: the asks failed so far (and go on, backing off). */
  | { readonly status: "failing"; readonly failure: ApiFailure }
  /** The last place the server gave; `retrying` while the asks after it fail. */
  | { readonly status: "place"; readonly place: QueuePlace; readonly retrying: boolean }

/** Calls `work` once, `delayMs` from now on the shop's clock; returns how to call it off. */
const after = (clock: ClockShape, delayMs: number, work: () => void): (() => void) => {
  const stop = Effect.runSync(
    clock.every(Math.max(1, delayMs), () => {
      stop()
      work()
    }),
  )
  return stop
}

const isVisible = () => document.visibilityState !== "hidden"

/**
 * The shopper's place in a function's waiting room, asked again when core's polling rule says
 * (queuePolling.ts): never before the server's Retry-After, spread at random, slower while the tab
 * is hidden, backing off after failures. Stops once the shopper is inside or there is no room.
 * Never reloads the page: the place is kept by the server, the page only reads it.
 */
export const useQueuePlace = (idFuncion: number): QueueWatch => {
  const { api, clock } = useServices()
  const [watch, setWatch] = useState<QueueWatch>({ status: "loading" })

  useEffect(() => {
    let stopped = false
    let asking = false
    let last: QueuePoll | null = null
    let failuresInARow = 0
    let cancelNext: (() => void) | null = null
    const now = () => Effect.runSync(clock.now)

    const schedule = () => {
      cancelNext?.()
      cancelNext = null
      if (stopped || asking || last === null) return
      cancelNext = after(clock, nextQueuePollAt(QUEUE_POLLING, last, isVisible()) - now(), ask)
    }

    const answered = (place: QueuePlace) => {
      failuresInARow = 0
      setWatch({ status: "place", place, retrying: false })
      if (place.cEstado === "adentro") stopped = true
      // The draw is the page's: the rule stays pure, and each tab draws its own.
      else
        last = {
          at: now(),
          outcome: { kind: "answered", retryAfterSeconds: place.nReintentoSegundos },
          draw: Math.random(),
        }
    }

    const failed = (failure: ApiFailure) => {
      if (isNotFound(failure)) {
        stopped = true
        setWatch({ status: "noRoom" })
        return
      }
      failuresInARow += 1
      last = { at: now(), outcome: { kind: "failed", failuresInARow }, draw: Math.random() }
      setWatch((shown) => (shown.status === "place" ? { ...shown, retrying: true } : { status: "failing", failure }))
    }

    function ask() {
      asking = true
      void Effect.runPromise(Effect.result(api.getQueuePlace({ path: { idFuncion } }))).then((result) => {
        asking = false
        if (stopped) return
        if (result._tag === "Success") answered(result.success)
        else failed(result.failure)
        schedule()
      })
    }

    ask()
    // A tab shown again asks at its visible instant (at once if that has passed); hidden, it slows down.
    document.addEventListener("visibilitychange", schedule)
    return () => {
      stopped = true
      cancelNext?.()
      document.removeEventListener("visibilitychange", schedule)
    }
  }, [api, clock, idFuncion])

  return watch
}
