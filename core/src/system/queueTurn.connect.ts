import type { Dispatch } from "../events/envelope.js"
import type { Preferences } from "./preferences.js"

/** The waiting room's turn as the pages that use it see it: apart from the preferences' view, which every page loads. */
export interface QueueTurnView {
  /** The turn the take calls carry (x-cola-turno); null for none. */
  readonly colaTurno: string | null
  /** The waiting room let the shopper in: the take calls carry this turn from now on, in every tab. */
  readonly keep: (colaTurno: string) => void
  /** The turn is over (it ran out, or the server wants the shopper in line again). */
  readonly drop: () => void
}

export const connectQueueTurn = (preferences: Preferences, dispatch: Dispatch): QueueTurnView => ({
  colaTurno: preferences.colaTurno,
  keep: (colaTurno) => dispatch({ type: "queue.turnAssigned", colaTurno }),
  drop: () => dispatch({ type: "queue.turnCleared" }),
})
