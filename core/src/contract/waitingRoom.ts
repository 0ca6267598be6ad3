import * as Schema from "effect/Schema"
import { Count, Id, IsoDateTime } from "./common.js"
import { Text } from "./text.js"

/** Where a shopper is: before the on-sale time (not yet drawn), waiting in line, or inside with a turn. */
export const QueuePlaceState = Schema.Literals(["antesDelInicio", "esperando", "adentro"])
export type QueuePlaceState = typeof QueuePlaceState.Type

const Share = Schema.Finite.check(Schema.isBetween({ minimum: 0, maximum: 1 }))

/** A shopper's place in a function's waiting room (GET /v2/Cola/{idFuncion}/Lugar). */
export const QueuePlace = Schema.Struct({
  cEstado: QueuePlaceState,
  /** The on-sale time: arrivals before it are ordered by a random draw at this instant. */
  dInicio: IsoDateTime,
  /** 1-based place among those still waiting; null before the draw and once inside. */
  nPosicion: Schema.NullOr(Count),
  /** Shoppers ahead still waiting; null before the draw and once inside. */
  nDelante: Schema.NullOr(Count),
  /** Estimated seconds until the turn, from the line's recent pace (the rate in a fresh room); null once inside. */
  nEsperaSegundos: Schema.NullOr(Count),
  /** The range the wait is told within (it holds nEsperaSegundos): its shortest, in seconds; null once inside. */
  nEsperaMinimaSegundos: Schema.NullOr(Count),
  /** Its longest, in seconds: the wait if the line goes no faster than the rules make sure of; null once inside. */
  nEsperaMaximaSegundos: Schema.NullOr(Count),
  /** How much of the line ahead at the shopper's arrival (or the draw) has gone in: 0..1. */
  nProgreso: Share,
  /** When to ask again, in seconds (also the Retry-After header). */
  nReintentoSegundos: Count,
  /** The signed turn, when inside: the take calls carry it as x-cola-turno. */
  colaTurno: Schema.NullOr(Schema.String),
  /** When the turn expires, when inside. */
  dVenceTurno: Schema.NullOr(IsoDateTime),
  /**
   * Seconds left in the turn as it was answered, when inside: a countdown runs from it on the
   * shopper's own clock, which may be minutes off the server's (dVenceTurno would be off as much).
   */
  nTurnoSegundos: Schema.NullOr(Count),
}).annotate({ identifier: "QueuePlace" })
export type QueuePlace = typeof QueuePlace.Type

/**
 * GET and DELETE /v2/Cola: SPEC §7's query, the function (timestamp in ms and email are accepted and
 * not needed). One schema for both: each distinct request type widens RequestOf's union over the
 * table, which is close to what the compiler computes (tests/server/answers.test.ts).
 */
export const QueueQuery = Schema.Struct({
  idFuncion: Id,
  timestamp: Schema.optionalKey(Schema.Finite),
  email: Schema.optionalKey(Text),
})

const PositiveCount = Count.check(Schema.isGreaterThan(0))

/**
 * How a waiting room admits (the tenant file's `waitingRoom` section and `npm run queue -- open`):
 * shoppers per minute, how many may be inside at once, how long a turn lasts, how long a shopper
 * who stops asking keeps their place, and how long before the on-sale time the room opens.
 */
export const WaitingRoomRules = Schema.Struct({
  ratePerMinute: PositiveCount,
  capacity: PositiveCount,
  turnMinutes: PositiveCount,
  graceMinutes: PositiveCount,
  opensBeforeMinutes: Count,
  /** New places in line one client address may take a minute (30 when not given). */
  joinsPerAddressPerMinute: Schema.optionalKey(PositiveCount),
  /**
   * The p95 (ms) the admitted shoppers' calls are kept under (500 when not given): the room admits
   * slower while they answer slower, never faster than `ratePerMinute` (core's nextAdmissionRate).
   */
  latencyTargetMs: Schema.optionalKey(PositiveCount),
  /** Admit at `ratePerMinute` whatever the inside's latency (false when not given). */
  fixedRate: Schema.optionalKey(Schema.Boolean),
})
export type WaitingRoomRules = typeof WaitingRoomRules.Type

/**
 * The tenant file's `waitingRoom` section (read by the server alone; the shop only reads
 * `flags.queueApi`): the rules every listed function's room starts with, and when their sale starts,
 * as seconds after the server first seeds the room (a fixed instant for a room comes from the CLI).
 */
export const WaitingRoomSection = Schema.Struct({
  ...WaitingRoomRules.fields,
  functions: Schema.Array(Id),
  startsAfterSeconds: Count,
})
export type WaitingRoomSection = typeof WaitingRoomSection.Type
