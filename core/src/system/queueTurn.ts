/**
 * The waiting room's turn (SPEC's colaTurno, docs/waiting-room.md): the purchase machine's context
 * holds it, storage keeps it (events/persisted.ts), the take calls carry it (credentials.ts). Apart
 * from turnAfter (queueTurnAfter.ts): the first page's resting snapshot needs only this.
 */
export interface HeldQueueTurn {
  /** The turn the take calls carry (x-cola-turno); null for none. */
  readonly colaTurno: string | null
  /** The turn ended because the server refused a take for it: the shopper is sent back in line. */
  readonly refused: boolean
}

export const NO_QUEUE_TURN: HeldQueueTurn = { colaTurno: null, refused: false }
