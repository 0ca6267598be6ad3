import { connectQueueTurn, formatClock } from "@boleteria/core"
import * as Effect from "effect/Effect"
import { useEffect, useId, useState } from "react"
import { useCart, useMachineView, useShop, useT } from "../../../app/ShopContext.js"
import * as styles from "./CheckoutTurnClock.css.js"

const SECOND_MS = 1_000

/**
 * The waiting room's turn, still on screen in the checkout (stuck under the header like the function
 * page's): counted on the shop's clock from the seconds the server says are left. Its end sends
 * nobody anywhere here: the seats are held by the purchase, whose own clock rules the checkout; it
 * only tells how long the shopper may still go back and change seats. Nothing without a turn.
 */
export const CheckoutTurnClock = () => {
  const { api, clock } = useShop()
  const t = useT()
  const labelId = useId()
  const { colaTurno } = useMachineView("preferences", connectQueueTurn)
  const idFuncion = useCart().lines[0]?.idFuncion ?? null
  const [endsAt, setEndsAt] = useState<number | null>(null)
  const [now, setNow] = useState(() => Effect.runSync(clock.now))

  const asking = colaTurno !== null && idFuncion !== null
  useEffect(() => {
    if (!asking || idFuncion === null) return
    let live = true
    void Effect.runPromise(Effect.result(api.getQueuePlace({ path: { idFuncion } }))).then((result) => {
      if (!live || result._tag === "Failure") return
      const { cEstado, nTurnoSegundos } = result.success
      if (cEstado === "adentro" && nTurnoSegundos !== null)
        setEndsAt(Effect.runSync(clock.now) + nTurnoSegundos * SECOND_MS)
    })
    return () => {
      live = false
    }
  }, [api, clock, idFuncion, asking])

  const running = asking && endsAt !== null
  useEffect(() => {
    if (!running) return
    setNow(Effect.runSync(clock.now))
    return Effect.runSync(clock.every(SECOND_MS, setNow))
  }, [clock, running])

  const msLeft = running ? Math.max(0, endsAt - now) : 0
  if (msLeft === 0) return null
  const shown = formatClock(msLeft, 60)
  return (
    <div className={styles.bar} data-testid="checkout-turn-clock">
      <span id={labelId} className={styles.label}>
        {t("queue.turn.label")}
      </span>
      <span
        role="timer"
        aria-labelledby={labelId}
        className={shown.alert ? `${styles.time} ${styles.alert}` : styles.time}
      >
        {shown.text}
      </span>
    </div>
  )
}
