import type { EventObject } from "xstate"
import { CANCEL_ORIGINS } from "../machines/shared/messages.js"
import { isQueueTurnRefusal } from "../rules/queueRoom.js"
import { NO_QUEUE_TURN, type HeldQueueTurn } from "./queueTurn.js"

const REFUSED: HeldQueueTurn = { colaTurno: null, refused: true }

/** The events that change the turn, as the root hears them (their fields are not yet checked here). */
type TurnEvent = EventObject & {
  readonly colaTurno?: string
  readonly preferences?: { readonly colaTurno: string | null }
  readonly origin?: string
  readonly error?: { readonly nCode: number; readonly key?: string }
}

const held = (colaTurno: string | null): HeldQueueTurn => ({ colaTurno, refused: false })

/**
 * The turn after one event; the same object when the event leaves it alone (a view reading it
 * stays still). A purchase paid, or given up from the checkout, ends the turn (the root's
 * leaveQueue gives its places back first); an emptied cart or a lapsed clock keeps it: the shopper
 * may choose again. A take the server refused for the turn ends it too.
 */
export const turnAfter = (turn: HeldQueueTurn, event: TurnEvent): HeldQueueTurn => {
  switch (event.type) {
    case "preferences.restored":
      return held(event.preferences?.colaTurno ?? null)
    case "queue.turnAssigned":
      return held(event.colaTurno ?? null)
    case "queue.turnCleared":
    case "purchase.completed":
      return turn === NO_QUEUE_TURN ? turn : NO_QUEUE_TURN
    case "purchase.cancelled":
      return event.origin === CANCEL_ORIGINS.shopperCancelled && turn !== NO_QUEUE_TURN ? NO_QUEUE_TURN : turn
    case "api.failed":
      // Refused even with no turn held: another tab's purchase may have ended it meanwhile.
      return event.error !== undefined && isQueueTurnRefusal(event.error) && turn !== REFUSED ? REFUSED : turn
    default:
      return turn
  }
}
