import * as Effect from "effect/Effect"
import { useEffect, useEffectEvent, useId, useRef, useState } from "react"
import { useLocation, useSearch } from "wouter"
import { useCart, useLocale, useServices, useT } from "../../../app/ShopContext.js"
import { noteQueueReturn, queuePath } from "../../queue/queueReturn.js"
import { formatDuration } from "../../queue/queueTexts.js"
import { TurnTime, useTurnNow } from "../../queue/TurnTime.js"
import { useQueueTurn } from "../../queue/useQueueTurn.js"
import { visuallyHidden } from "../common/a11y.css.js"
import * as styles from "./TurnClock.css.js"

const SECOND_MS = 1_000
const MINUTE_MS = 60_000

/** Sends the shopper back in line with why; the waiting room shows it once. */
const useBackToQueue = (idFuncion: number) => {
  const [location, navigate] = useLocation()
  const search = useSearch()
  const queueTurn = useQueueTurn()
  const cart = useCart()
  // Once: what the shopper is told is the first reason (dismissing the refusal must not replace it).
  const sent = useRef(false)
  return (message: string) => {
    if (sent.current) return
    sent.current = true
    if (queueTurn.colaTurno !== null) queueTurn.drop()
    // The refusal goes with the shopper: it is not left on the function page for later.
    if (cart.message !== null) cart.dismissMessage()
    noteQueueReturn(message)
    navigate(queuePath(idFuncion, search === "" ? location : `${location}?${search}`), { replace: true })
  }
}

/**
 * The waiting room's turn on the function page: "your turn to choose ends in mm:ss", counted on the
 * shop's clock from the seconds the server says are left (nTurnoSegundos: the shopper's clock may be
 * minutes off the server's, so dVenceTurno is not compared with it), said aloud when it starts and
 * with a minute left. When it runs
 * out, or a take is refused for it (the purchase machine's turn says so: core's queueTurn.ts), the
 * shopper goes back to the waiting room with the reason.
 */
export const TurnClock = ({ idFuncion }: { readonly idFuncion: number }) => {
  const { api, clock } = useServices()
  const t = useT()
  const locale = useLocale()
  const cart = useCart()
  const { refused } = useQueueTurn()
  const labelId = useId()
  const [endsAt, setEndsAt] = useState<number | null>(null)
  const backToQueue = useBackToQueue(idFuncion)
  const leave = useEffectEvent((message: string) => backToQueue(message))

  // The turn's end, once: the server keeps it (a reload or another tab finds the same one).
  useEffect(() => {
    let live = true
    void Effect.runPromise(Effect.result(api.getQueuePlace({ path: { idFuncion } }))).then((result) => {
      if (!live || result._tag === "Failure") return
      const { cEstado, nTurnoSegundos } = result.success
      if (cEstado === "adentro" && nTurnoSegundos !== null)
        setEndsAt(Effect.runSync(clock.now) + nTurnoSegundos * SECOND_MS)
      else leave(t("queue.expired"))
    })
    return () => {
      live = false
    }
  }, [api, clock, idFuncion, t])

  const now = useTurnNow(endsAt !== null)

  const msLeft = endsAt === null ? null : Math.max(0, endsAt - now)
  const over = msLeft === 0
  useEffect(() => {
    if (over) leave(t("queue.expired"))
  }, [over, t])

  // A take refused for the turn (in any tab) ended it: back in line, with the server's words.
  useEffect(() => {
    if (refused) leave(cart.message ?? t("queue.expired"))
  }, [refused, cart.message, t])

  const spoken = useSpokenTurn(msLeft, locale)
  return (
    <>
      {msLeft !== null && (
        <div className={styles.bar}>
          <TurnTime
            labelId={labelId}
            msLeft={msLeft}
            classes={{ label: styles.label, time: styles.time, alert: styles.timeAlert }}
          />
        </div>
      )}
      {/* In the page before the clock shows: screen readers announce changes to regions they already know. */}
      <p aria-live="polite" className={visuallyHidden} data-testid="turn-announcement">
        {spoken}
      </p>
    </>
  )
}

/** What the live region says: the turn's length when it starts, and once more with a minute left. */
const useSpokenTurn = (msLeft: number | null, locale: string): string => {
  const t = useT()
  const [spoken, setSpoken] = useState<{ readonly phase: "started" | "lastMinute"; readonly text: string } | null>(null)
  if (msLeft !== null && msLeft > 0) {
    if (spoken === null) {
      const minutes = Math.max(1, Math.round(msLeft / MINUTE_MS))
      setSpoken({
        phase: "started",
        text: t("queue.turn.started", { time: formatDuration(minutes, "minute", locale) }),
      })
    } else if (spoken.phase === "started" && msLeft <= MINUTE_MS) {
      setSpoken({ phase: "lastMinute", text: t("queue.turn.lastMinute") })
    }
  }
  return spoken?.text ?? ""
}
