/**
 * What the waiting room tells a shopper, as rules any front end can read: which changes of the
 * place are worth saying aloud (a screen reader hearing every poll would hear nothing else). How a
 * wait is told is queueEstimate.ts's.
 */

import { functionPath } from "./buyRoute.js"

/** The waiting room's states, as the server names them (QueuePlace.cEstado). */
export type QueueState = "antesDelInicio" | "esperando" | "adentro"

/** A place as these rules need it: its state and its 1-based position (null before the draw). */
export interface QueuePlaceFacts {
  readonly cEstado: QueueState
  readonly nPosicion: number | null
}

/** Positions are announced when they cross into one of these bands (at most the 10 first, the 50 first…). */
export const QUEUE_POSITION_BANDS = [10, 50, 100, 500, 1_000, 5_000, 10_000] as const

/** A moment worth announcing: the sale has not opened, the shopper is within a band, or it is their turn. */
export type QueueMilestone =
  | { readonly kind: "beforeStart" }
  | { readonly kind: "waiting"; readonly band: number | null }
  | { readonly kind: "inside" }

/** The band a position falls in: the smallest that holds it; null past the largest. */
export const positionBand = (position: number): number | null =>
  QUEUE_POSITION_BANDS.find((band) => position <= band) ?? null

export const queueMilestone = (place: QueuePlaceFacts): QueueMilestone => {
  if (place.cEstado === "adentro") return { kind: "inside" }
  if (place.cEstado === "antesDelInicio" || place.nPosicion === null) return { kind: "beforeStart" }
  return { kind: "waiting", band: positionBand(place.nPosicion) }
}

/**
 * Whether `current` is worth announcing after `previous` (null: nothing said yet, so the first
 * place is). The same milestone twice says nothing: polls that only move the count stay quiet.
 */
export const isNewQueueMilestone = (previous: QueueMilestone | null, current: QueueMilestone): boolean =>
  previous === null ||
  previous.kind !== current.kind ||
  (previous.kind === "waiting" && current.kind === "waiting" && previous.band !== current.band)

/** The share of the line ahead that has gone in, as a whole percentage for a progress bar (0..100). */
export const queueProgressPercent = (progress: number): number =>
  Math.round(Math.min(1, Math.max(0, Number.isFinite(progress) ? progress : 0)) * 100)

/** The refusals of a take whose turn is worth nothing (rules/problems.ts: problems.queue.turnRequired, …). */
const TURN_REFUSAL_KEY_PREFIX = "problems.queue.turn"

/**
 * A take the server refused for the waiting room's turn (none sent, forged, over, another
 * function's): a 403 with one of the turn's problem keys. The turn is worth nothing any more, and
 * the shopper goes back to the line with the server's words.
 */
export const isQueueTurnRefusal = (failure: { readonly nCode: number; readonly key?: string }): boolean =>
  failure.nCode === 403 && failure.key?.startsWith(TURN_REFUSAL_KEY_PREFIX) === true

/**
 * Where the shopper lands when the turn comes: the function page they were sent from (`nextUrl`,
 * when it is one of the shop's function pages, keeping its SEO path), else the function's page by id.
 */
export const functionPathAfterQueue = (idFuncion: number, nextUrl: string | null): string =>
  nextUrl !== null && /^\/funcion(?:Tienda)?(?:[/?]|$)/u.test(nextUrl) && !nextUrl.includes("//")
    ? nextUrl
    : functionPath(idFuncion)
