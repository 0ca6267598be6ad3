import * as Effect from "effect/Effect"
import { useEffect, useId, useState } from "react"
import { useCart, useServices } from "../../../app/ShopContext.js"
import { TurnTime, useTurnNow } from "../../queue/TurnTime.js"
import { useQueueTurn } from "../../queue/useQueueTurn.js"
import * as styles from "./CheckoutTurnClock.css.js"

const SECOND_MS = 1_000

/**
 * The waiting room's turn, still on screen in the checkout (stuck under the header like the function
 * page's): counted on the shop's clock from the seconds the server says are left. Its end sends
 * nobody anywhere here: the seats are held by the purchase, whose own clock rules the checkout; it
 * only tells how long the shopper may still go back and change seats. Nothing without a turn.
 */
export const CheckoutTurnClock = () => {
  const { api, clock } = useServices()
  const labelId = useId()
  const { colaTurno } = useQueueTurn()
  const idFuncion = useCart().lines[0]?.idFuncion ?? null
  const [endsAt, setEndsAt] = useState<number | null>(null)

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
  const now = useTurnNow(running)

  const msLeft = running ? Math.max(0, endsAt - now) : 0
  if (msLeft === 0) return null
  return (
    <div className={styles.bar} data-testid="checkout-turn-clock">
      <TurnTime
        labelId={labelId}
        msLeft={msLeft}
        classes={{ label: styles.label, time: styles.time, alert: styles.alert }}
      />
    </div>
  )
}
