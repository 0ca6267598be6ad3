import {
  isRefusal,
  NoShopperIdentity,
  NoWaitingRoom,
  placeBeforeStart,
  placeInside,
  placeWaiting,
  recentPacePerMinute,
  TooManyAttempts,
  type Caller,
  type QueuePlace,
} from "@boleteria/core"
import type { Database, Queryable } from "../../db/database.js"
import { hashToken } from "../../security/tokens.js"
import {
  endPlace,
  insertArrivalBeforeDraw,
  insertPlaceInLine,
  leavePlaces,
  livePlacesOf,
  lockAddressJoins,
  nthLatestArrival,
  type EntryRow,
} from "../../store/waitingRoom/entries.js"
import { pollRead } from "../../store/waitingRoom/poll.js"
import {
  countPlaceInLine,
  forgetAdmissionRun,
  lockRoom,
  roomOf,
  shareRoom,
  type RoomRow,
} from "../../store/waitingRoom/rooms.js"
import { refusingTransaction } from "../transaction.js"
import { admissionDue, drawLine, roomCapacity, roomRate, runAdmission } from "./admission.js"
import { noteSeen, unwrittenSeen } from "./seenMarks.js"
import { joinTogether } from "./joinTogether.js"
import { perDatabase } from "./writtenEachSecond.js"
import { shopperFromKeys, type Shopper } from "./shopper.js"
import { turnSecretOf } from "./turnSecret.js"
import { signTurn } from "./turnToken.js"

const MINUTE_MS = 60_000
/** A waiting shopper's last poll is marked at most this often: enough to judge the grace by. */
const SEEN_EVERY_MS = 10_000

/** A room that takes shoppers: switched on in the tenant (flags.queueApi) and for the function. */
export const liveRoomOf = async (db: Queryable, queueOn: boolean, performanceId: number): Promise<RoomRow | null> => {
  if (!queueOn) return null
  const room = await roomOf(db, performanceId)
  return room?.enabled === true ? room : null
}

/** What a place poll starts from: the live room, who asks, and the place they hold (null for none). */
export interface Poll {
  readonly room: RoomRow
  readonly shopper: Shopper
  readonly entry: EntryRow | null
}

/**
 * A place poll's one read (store's pollRead): the function's live room, the shopper asking (their
 * customer by the token, their device), and their live place. Null when the function has no live
 * room (or the tenant's queue is off: then nothing is read); a 400 when nobody can be told apart.
 */
export const pollOf = async (
  db: Queryable,
  queueOn: boolean,
  performanceId: number,
  caller: Caller,
  now: number,
): Promise<Poll | NoShopperIdentity | null> => {
  if (!queueOn) return null
  const device = caller.deviceFingerprint === null ? null : `d:${caller.deviceFingerprint}`
  const token = caller.token === null ? null : hashToken(caller.token)
  const read = await pollRead(db, performanceId, token, device, new Date(now))
  if (read?.room.enabled !== true) return null
  const keys = [read.customerId === null ? null : `c:${read.customerId}`, device]
  const shopper = shopperFromKeys(keys.filter((key) => key !== null))
  return isRefusal(shopper) ? shopper : { room: read.room, shopper, entry: read.entry }
}

/** The 404 of a function without a live room. */
export const noRoom = (): NoWaitingRoom => new NoWaitingRoom({ key: "problems.queue.noRoom" })

/** The shopper's live place: the customer's before the device's. */
const livePlaceOf = async (db: Queryable, performanceId: number, shopper: Shopper): Promise<EntryRow | null> => {
  const rows = await livePlacesOf(db, performanceId, shopper.keys)
  return shopper.keys.map((key) => rows.find((row) => row.shopper === key)).find((row) => row !== undefined) ?? null
}

/** When the waiting shopper last asked: the stored mark, or this process's newer one not written yet. */
const lastSeen = (db: Queryable, entry: EntryRow): number =>
  Math.max(entry.last_seen_at.getTime(), unwrittenSeen(db, entry.id) ?? 0)

/** A place that no longer holds: a waiting shopper gone past the grace, or a turn that ran out. */
const endedState = (db: Queryable, room: RoomRow, entry: EntryRow, now: number): "LAPSED" | "ENDED" | null => {
  if (entry.state === "WAITING" && lastSeen(db, entry) < now - room.grace_minutes * MINUTE_MS) return "LAPSED"
  if (entry.state === "INSIDE" && (entry.turn_expires_at?.getTime() ?? 0) <= now) return "ENDED"
  return null
}

/**
 * Refuses a new place to a client address that took the room's limit of them in the last minute
 * (a 429 saying when the oldest leaves the minute): fingerprints cost nothing to invent, addresses
 * do. Under the address's lock, so parallel joins from one address are counted one after another.
 */
const joinsLeft = async (
  tx: Queryable,
  room: RoomRow,
  address: string,
  now: number,
): Promise<TooManyAttempts | null> => {
  await lockAddressJoins(tx, room.performance_id, address)
  const oldestCounted = await nthLatestArrival(
    tx,
    room.performance_id,
    address,
    new Date(now - MINUTE_MS),
    room.joins_per_address_per_minute,
  )
  return oldestCounted === null
    ? null
    : new TooManyAttempts({
        key: "problems.queue.tooManyJoins",
        retryAfterSeconds: Math.max(1, Math.ceil((oldestCounted.getTime() + MINUTE_MS - now) / 1000)),
      })
}

/** Runs tasks one after another, each once the one before has settled. */
const inTurn = () => {
  let last: Promise<unknown> = Promise.resolve()
  return <T>(task: () => Promise<T>): Promise<T> => {
    const run = last.then(task, task)
    last = run.catch(() => undefined)
    return run
  }
}

/**
 * Joins the careful way (those joinTogether left out, and the one that draws the line) take the
 * room's row lock one after another whatever a process does, so each process sends them one at a
 * time: those waiting for the lock (a 10,000-shopper line's arrivals,
 * a hundred a second) wait here, holding none of the few database connections the purchases need
 * (the storm's purchases stood still for two minutes while joins queued on the lock held them all).
 */
const joinsInTurn = perDatabase(() => inTurn())

/**
 * A new place for the shopper, within the limit of new places for their client address. Before the draw it has no position yet: the room's row is held
 * shared meanwhile, so the draw (which locks it) waits for it and orders it. After the draw it is
 * the next place in line: taken with the arrivals that come with it in one statement
 * (joinTogether), or, when that leaves it out, the careful way under the room's row lock, which
 * draws the line first if nobody has and says why not. Two tabs joining at once find one place:
 * the unique live place keeps the second out. Answers the place when the one statement gave it
 * (nothing more to read), null when the careful way ran.
 */
const join = async (
  db: Database,
  room: RoomRow,
  shopper: Shopper,
  address: string,
  now: number,
): Promise<TooManyAttempts | EntryRow | null> => {
  const performanceId = room.performance_id
  const arrival = { performanceId, shopper: shopper.joinAs, at: new Date(now), address }
  if (room.drawn_at !== null) {
    const place = await joinTogether(db, performanceId, arrival)
    if (place !== null) return place
  }
  if (room.drawn_at === null && now < room.starts_at.getTime()) {
    const joinedEarly = await refusingTransaction(db, async (tx) => {
      if ((await shareRoom(tx, performanceId)).drawn_at !== null) return false
      const tooMany = await joinsLeft(tx, room, address, now)
      if (tooMany !== null) return tooMany
      await insertArrivalBeforeDraw(tx, arrival)
      return true
    })
    if (joinedEarly !== false) return joinedEarly === true ? null : joinedEarly
  }
  // The draw and the new place stand or fall together: a refused join leaves the line undrawn.
  return joinsInTurn(db)(() =>
    refusingTransaction(db, async (tx) => {
      let current = await lockRoom(tx, performanceId)
      if (current.drawn_at === null) current = await drawLine(tx, current, now)
      if ((await livePlaceOf(tx, performanceId, shopper)) !== null) return null
      const tooMany = await joinsLeft(tx, current, address, now)
      if (tooMany !== null) return tooMany
      await insertPlaceInLine(tx, { ...arrival, position: current.last_position + 1, lineAt: current.admitted_through })
      await countPlaceInLine(tx, performanceId)
      return null
    }),
  )
}

/**
 * The shopper's live place in the room, taking one if they hold none (or theirs lapsed or ended),
 * after moving the line when it is due. Nobody is put in line before the room opens. A poll of a
 * place that holds, with admission not due, reads nothing more and writes nothing: its "last seen"
 * is gathered in memory (seenMarks).
 */
const placeRow = async (
  db: Database,
  { room, shopper, entry: held }: Poll,
  address: string,
  now: number,
): Promise<{ readonly room: RoomRow; readonly entry: EntryRow | null } | TooManyAttempts> => {
  if (now < room.opens_at.getTime()) return { room, entry: null }
  const performanceId = room.performance_id
  let entry = held
  const ended = entry === null ? null : endedState(db, room, entry, now)
  if (entry !== null && ended !== null) {
    await endPlace(db, entry.id, ended)
    entry = null
  }
  if (entry === null) {
    const joined = await join(db, room, shopper, address, now)
    if (isRefusal(joined)) return joined
    if (joined !== null && !admissionDue(room, now))
      return { room: { ...room, admitted_through: Math.max(room.admitted_through, joined.line_at) }, entry: joined }
  } else if (entry.state === "WAITING" && now - lastSeen(db, entry) >= SEEN_EVERY_MS) noteSeen(db, entry.id, now)
  if (entry === null || admissionDue(room, now)) {
    if (admissionDue(room, now)) await runAdmission(db, performanceId, now)
    return { room: (await roomOf(db, performanceId)) ?? room, entry: await livePlaceOf(db, performanceId, shopper) }
  }
  return { room, entry }
}

/**
 * The shopper's place as the contract says it (QueuePlace), joining the line when not in it (from
 * `address`, the client's, which may take only so many new places a minute).
 */
export const queuePlaceOf = async (
  db: Database,
  poll: Poll,
  address: string,
  now: number,
): Promise<QueuePlace | TooManyAttempts> => {
  const { room } = poll
  const current = await placeRow(db, poll, address, now)
  if (isRefusal(current)) return current
  const startsAt = current.room.starts_at.getTime()
  const toStart = Math.max(0, Math.ceil((startsAt - now) / 1000))
  const { entry } = current
  if (entry === null) return placeBeforeStart(startsAt, null, Math.ceil((current.room.opens_at.getTime() - now) / 1000))
  if (entry.state === "WAITING" && entry.position === null) return placeBeforeStart(startsAt, toStart, toStart)
  if (entry.state === "INSIDE") {
    const expiresAt = entry.turn_expires_at!.getTime()
    const claims = { performanceId: room.performance_id, entryId: entry.id, expiresAt, shopper: entry.shopper }
    return placeInside(startsAt, signTurn(claims, await turnSecretOf(db)), expiresAt, now)
  }
  const { room: line } = current
  const rate = roomRate(line)
  const facts = {
    startsAt,
    rateOrigin: rate.origin,
    ratePerMinute: rate.ratePerMinute,
    capacity: roomCapacity(line),
    turnMinutes: line.turn_minutes,
    credited: line.credited,
    through: line.admitted_through,
    recentPerMinute: recentPacePerMinute(line.pace_marks, now, line.admitted_through),
  }
  return placeWaiting(facts, entry.position!, entry.line_at, now)
}

/** The shopper gives up their place or turn: a turn given up frees its place inside at once. */
export const leaveRoom = async (db: Queryable, performanceId: number, shopper: Shopper): Promise<void> => {
  const left = await leavePlaces(db, performanceId, shopper.keys)
  if (left.includes("INSIDE")) await forgetAdmissionRun(db, performanceId)
}
