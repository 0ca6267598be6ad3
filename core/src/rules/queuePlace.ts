import type { QueuePlace } from "../contract/waitingRoom.js"
import { queueBanked, queueProgress, queueRetrySeconds } from "./queueAdmission.js"
import { queueWaitEstimate } from "./queueEstimate.js"

/**
 * A room as a place answer reads it: its rules, what the rate has spent, the last place let in,
 * and the line's recent pace (null in a fresh room: the rate stands in).
 */
export interface LineFacts {
  readonly startsAt: number
  /** The instant the rate's count runs from: the start, until an adaptive room changes its rate (rateOriginAfter). */
  readonly rateOrigin: number
  /** The rate the room admits at now. */
  readonly ratePerMinute: number
  readonly capacity: number
  readonly turnMinutes: number
  readonly credited: number
  readonly through: number
  readonly recentPerMinute: number | null
}

const NO_TURN = { colaTurno: null, dVenceTurno: null, nTurnoSegundos: null } as const
const NO_WAIT = { nEsperaSegundos: null, nEsperaMinimaSegundos: null, nEsperaMaximaSegundos: null } as const

/**
 * Before the shopper has a position: the sale has not opened, or they arrived before the start and
 * wait for the draw. `waitSeconds` is null when they are not in line yet; `retrySeconds` says when
 * to ask again (toward the opening, or the start).
 */
export const placeBeforeStart = (startsAt: number, waitSeconds: number | null, retrySeconds: number): QueuePlace => ({
  cEstado: "antesDelInicio",
  dInicio: new Date(startsAt).toISOString(),
  nPosicion: null,
  nDelante: null,
  ...(waitSeconds === null
    ? NO_WAIT
    : { nEsperaSegundos: waitSeconds, nEsperaMinimaSegundos: waitSeconds, nEsperaMaximaSegundos: waitSeconds }),
  nProgreso: 0,
  nReintentoSegundos: queueRetrySeconds("antesDelInicio", retrySeconds),
  ...NO_TURN,
})

/** Inside at `now`: the turn, when it ends, and how long that is from now. */
export const placeInside = (startsAt: number, colaTurno: string, turnExpiresAt: number, now: number): QueuePlace => ({
  cEstado: "adentro",
  dInicio: new Date(startsAt).toISOString(),
  nPosicion: null,
  nDelante: null,
  ...NO_WAIT,
  nProgreso: 1,
  nReintentoSegundos: queueRetrySeconds("adentro", 0),
  colaTurno,
  dVenceTurno: new Date(turnExpiresAt).toISOString(),
  nTurnoSegundos: Math.max(0, Math.floor((turnExpiresAt - now) / 1000)),
})

/** Waiting at `position`, having joined when the line was let in through `lineAt`. */
export const placeWaiting = (line: LineFacts, position: number, lineAt: number, now: number): QueuePlace => {
  const ahead = Math.max(0, position - line.through - 1)
  const banked = queueBanked({ ...line, startsAt: line.rateOrigin }, now)
  const wait = queueWaitEstimate({ ...line, banked }, ahead)
  return {
    cEstado: "esperando",
    dInicio: new Date(line.startsAt).toISOString(),
    nPosicion: ahead + 1,
    nDelante: ahead,
    nEsperaSegundos: wait.seconds,
    nEsperaMinimaSegundos: wait.fromSeconds,
    nEsperaMaximaSegundos: wait.toSeconds,
    nProgreso: queueProgress(lineAt, line.through, position),
    nReintentoSegundos: wait.retrySeconds,
    ...NO_TURN,
  }
}
