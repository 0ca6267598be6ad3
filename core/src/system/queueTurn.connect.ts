import type { Dispatch } from "../events/envelope.js"
import type { HeldQueueTurn } from "./queueTurn.js"

/** The waiting room's turn as the pages that use it see it: apart from the preferences' view, which every page loads. */
export interface QueueTurnView {
  /** The turn the take calls carry (x-cola-turno); null for none. */
  readonly colaTurno: string | null
  /** The server refused a take for the turn, which is over: the shopper goes back in line. */
  readonly refused: boolean
  /** The waiting room let the shopper in: the take calls carry this turn from now on, in every tab. */
  readonly keep: (colaTurno: string) => void
  /** The turn is over (it ran out, or the server wants the shopper in line again). */
  readonly drop: () => void
}

export const connectQueueTurn = (turn: HeldQueueTurn, dispatch: Dispatch): QueueTurnView => ({
  colaTurno: turn.colaTurno,
  refused: turn.refused,
  keep: (colaTurno) => dispatch({ type: "queue.turnAssigned", colaTurno }),
  drop: () => dispatch({ type: "queue.turnCleared" }),
})
