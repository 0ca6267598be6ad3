import type { QueuePlace } from "../../contract/waitingRoom.js"
import type { WaitingRoomRules } from "../../contract/waitingRoom.js"
import { admissibleNow, creditedAfter, type AdmissionFacts } from "../../rules/queueAdmission.js"
import { placeBeforeStart, placeInside, placeWaiting } from "../../rules/queuePlace.js"
import { queueDrawOrder } from "../../rules/queueDraw.js"

const MINUTE_MS = 60_000

/** A function's waiting room in the memory backend: when its sale starts and how it admits. */
export interface MemoryWaitingRoom {
  readonly idFuncion: number
  /** The on-sale time (epoch ms). */
  readonly startsAt: number
  readonly rules: WaitingRoomRules
}

interface Entry {
  readonly id: number
  readonly arrivedAt: number
  /** Place in line; null until the draw for an arrival before the start. */
  position: number | null
  /** The last place let in when the shopper joined (0 when drawn at the start). */
  readonly lineAt: number
  state: "WAITING" | "INSIDE" | "GONE"
  lastSeen: number
  turnExpiresAt: number | null
  readonly turn: string
}

interface RoomState {
  readonly room: MemoryWaitingRoom
  seed: string | null
  lastPosition: number
  admitted: number
  /** The rate's allowance spent (core's creditedAfter). */
  credited: number
  /** The last place let in (or skipped as lapsed). */
  through: number
  readonly entries: Map<string, Entry>
}

/** The memory backend's waiting rooms: the server's rules (docs/waiting-room.md) over plain maps. */
export interface MemoryRooms {
  readonly has: (idFuncion: number) => boolean
  /** The shopper's place, joining the line if not in it; null when the function has no room. */
  readonly placeOf: (idFuncion: number, shopper: string, now: number) => QueuePlace | null
  readonly leave: (idFuncion: number, shopper: string) => void
  /**
   * Why a take on the function is refused for its turn, as the server says it; null when the
   * function has no room or the turn is the shopper's (one of `shoppers`) live turn for it.
   */
  readonly turnProblem: (
    idFuncion: number,
    turn: string | undefined,
    shoppers: ReadonlyArray<string>,
    now: number,
  ) => QueueTurnProblem | null
}

type QueueTurnProblem =
  | "problems.queue.turnRequired"
  | "problems.queue.turnInvalid"
  | "problems.queue.turnOtherFunction"
  | "problems.queue.turnExpired"

export const createMemoryRooms = (rooms: ReadonlyArray<MemoryWaitingRoom>): MemoryRooms => {
  const states = new Map<number, RoomState>(
    rooms.map((room) => [
      room.idFuncion,
      { room, seed: null, lastPosition: 0, admitted: 0, credited: 0, through: 0, entries: new Map() },
    ]),
  )
  let nextId = 1

  const lapsed = (state: RoomState, entry: Entry, now: number) =>
    entry.state === "WAITING" && entry.lastSeen < now - state.room.rules.graceMinutes * MINUTE_MS
  const live = (entry: Entry, now: number) =>
    entry.state === "WAITING" || (entry.state === "INSIDE" && (entry.turnExpiresAt ?? 0) > now)

  const admit = (state: RoomState, now: number) => {
    const { room } = state
    if (now < room.startsAt) return
    if (state.seed === null) {
      state.seed = `memory-${room.idFuncion}-${now}`
      const early = [...state.entries.values()].filter((entry) => entry.position === null && entry.state === "WAITING")
      const byId = new Map(early.map((entry) => [entry.id, entry]))
      queueDrawOrder(
        state.seed,
        early.map((entry) => entry.id),
      ).forEach((id, index) => (byId.get(id)!.position = index + 1))
      state.lastPosition = early.length
    }
    const all = [...state.entries.values()]
    const inside = all.filter((entry) => entry.state === "INSIDE" && (entry.turnExpiresAt ?? 0) > now).length
    const facts: AdmissionFacts = { ...room.rules, startsAt: room.startsAt, credited: state.credited, inside, now }
    let toAdmit = admissibleNow(facts)
    const before = state.admitted
    const line = all
      .filter((entry) => entry.state === "WAITING" && entry.position !== null)
      .sort((a, b) => a.position! - b.position!)
    for (const entry of line) {
      if (toAdmit === 0) break
      state.through = entry.position!
      if (lapsed(state, entry, now)) {
        entry.state = "GONE"
        continue
      }
      entry.state = "INSIDE"
      entry.turnExpiresAt = now + room.rules.turnMinutes * MINUTE_MS
      state.admitted += 1
      toAdmit -= 1
    }
    state.credited = creditedAfter(facts, state.admitted - before)
  }

  const join = (state: RoomState, shopper: string, now: number): Entry => {
    const early = now < state.room.startsAt
    const id = nextId++
    const entry: Entry = {
      id,
      arrivedAt: now,
      position: early ? null : ++state.lastPosition,
      lineAt: early ? 0 : state.through,
      state: "WAITING",
      lastSeen: now,
      turnExpiresAt: null,
      turn: `memory-turn.${state.room.idFuncion}.${id}`,
    }
    state.entries.set(shopper, entry)
    return entry
  }

  return {
    has: (idFuncion) => states.has(idFuncion),
    placeOf: (idFuncion, shopper, now) => {
      const state = states.get(idFuncion)
      if (state === undefined) return null
      const { room } = state
      const toStart = Math.max(0, Math.ceil((room.startsAt - now) / 1000))
      if (now < room.startsAt - room.rules.opensBeforeMinutes * MINUTE_MS)
        return placeBeforeStart(room.startsAt, null, toStart)
      admit(state, now)
      let entry = state.entries.get(shopper)
      if (entry === undefined || !live(entry, now) || lapsed(state, entry, now)) {
        entry = join(state, shopper, now)
        admit(state, now)
      }
      entry.lastSeen = now
      if (entry.state === "INSIDE") return placeInside(room.startsAt, entry.turn, entry.turnExpiresAt!, now)
      if (entry.position === null) return placeBeforeStart(room.startsAt, toStart, toStart)
      // The memory copy keeps no pace marks: its estimates are those of a fresh room (the rate).
      const line = {
        ...room.rules,
        startsAt: room.startsAt,
        credited: state.credited,
        through: state.through,
        recentPerMinute: null,
      }
      return placeWaiting(line, entry.position, entry.lineAt, now)
    },
    leave: (idFuncion, shopper) => {
      const entry = states.get(idFuncion)?.entries.get(shopper)
      if (entry !== undefined) entry.state = "GONE"
    },
    turnProblem: (idFuncion, turn, shoppers, now) => {
      if (!states.has(idFuncion)) return null
      if (turn === undefined) return "problems.queue.turnRequired"
      const [tag, turnFunction] = turn.split(".")
      if (tag !== "memory-turn") return "problems.queue.turnInvalid"
      if (Number(turnFunction) !== idFuncion) return "problems.queue.turnOtherFunction"
      const held = [...states.get(idFuncion)!.entries].find(([, entry]) => entry.turn === turn)
      if (held === undefined || !shoppers.includes(held[0])) return "problems.queue.turnInvalid"
      return live(held[1], now) && held[1].state === "INSIDE" ? null : "problems.queue.turnExpired"
    },
  }
}

/** Before the room opens, or before the draw: no place yet, ask again toward the start. */
