import * as Effect from "effect/Effect"
import type { Caller } from "../../contract/endpoints/endpoint.js"
import type { purchaseEndpoints } from "../../contract/endpoints/purchase.js"
import type { waitingRoomEndpoints } from "../../contract/endpoints/waitingRoom.js"
import { QUEUE_TURN_HEADER } from "../../contract/endpoints/wire.js"
import { customerOfToken } from "../access.js"
import { fieldProblem, forbidden, notFound, type HttpProblem } from "../problem.js"
import type { MemoryRooms } from "../queue/memoryRooms.js"
import type { MemoryStore } from "../store.js"
import type { HandlersOf } from "./handler.js"

/** The shop's page for a function's waiting room, where checkQueue sends a shopper who must wait. */
const roomPage = (idFuncion: number) => `/cola/${idFuncion}`

/** The keys a caller may hold a place under: the signed-in customer's, then the device's. */
const shopperKeysOf = (store: MemoryStore, caller: Caller): ReadonlyArray<string> => {
  const customer = customerOfToken(store, caller.token)
  return [
    ...(customer === null ? [] : [`c:${customer.id}`]),
    ...(caller.deviceFingerprint === null ? [] : [`d:${caller.deviceFingerprint}`]),
  ]
}

/** The shopper: the signed-in customer, else the device; neither is a 400, as on the server. */
const shopperOf = (store: MemoryStore, caller: Caller): Effect.Effect<string, HttpProblem> => {
  const [key] = shopperKeysOf(store, caller)
  return key === undefined
    ? Effect.fail(fieldProblem("x-device-fingerprint", "problems.queue.noIdentity"))
    : Effect.succeed(key)
}

/** SPEC §7's queue calls over the memory backend's rooms (the tenant's queueApi flag turns them on). */
export const waitingRoomHandlers = (
  store: MemoryStore,
  rooms: MemoryRooms,
): HandlersOf<typeof waitingRoomEndpoints> => {
  const on = (idFuncion: number) => store.tenant.flags.queueApi && rooms.has(idFuncion)
  return {
    checkQueue: ({ query, caller }) =>
      Effect.gen(function* () {
        if (!on(query.idFuncion)) return { redirect_url: null, colaTurno: null }
        const place = rooms.placeOf(query.idFuncion, yield* shopperOf(store, caller), store.now())
        return place?.colaTurno
          ? { redirect_url: null, colaTurno: place.colaTurno }
          : { redirect_url: roomPage(query.idFuncion), colaTurno: null }
      }),
    getQueuePlace: ({ path, caller }) =>
      Effect.gen(function* () {
        const place = on(path.idFuncion)
          ? rooms.placeOf(path.idFuncion, yield* shopperOf(store, caller), store.now())
          : null
        return place ?? (yield* Effect.fail(notFound("problems.queue.noRoom")))
      }),
    leaveQueue: ({ query, caller }) =>
      Effect.gen(function* () {
        if (on(query.idFuncion)) rooms.leave(query.idFuncion, yield* shopperOf(store, caller))
        return null
      }),
  }
}

type Takes = Pick<
  HandlersOf<typeof purchaseEndpoints>,
  "takeSeats" | "startPurchase" | "takeBestAvailable" | "changeSector"
>

interface TakeRequest {
  readonly body: { readonly idFuncion: number }
  readonly headers: { readonly [QUEUE_TURN_HEADER]?: string }
  readonly caller: Caller
}

/**
 * The take calls, refused with the server's 403 when the function's room is on and the call does
 * not carry the shopper's live turn for it (docs/waiting-room.md).
 */
export const withQueueTurns = <H extends Takes>(handlers: H, store: MemoryStore, rooms: MemoryRooms): H => {
  const guarded =
    <R extends TakeRequest, A>(handler: (request: R) => Effect.Effect<A, HttpProblem>) =>
    (request: R): Effect.Effect<A, HttpProblem> => {
      const problem = store.tenant.flags.queueApi
        ? rooms.turnProblem(
            request.body.idFuncion,
            request.headers[QUEUE_TURN_HEADER],
            shopperKeysOf(store, request.caller),
            store.now(),
          )
        : null
      return problem === null ? handler(request) : Effect.fail(forbidden(problem))
    }
  return {
    ...handlers,
    takeSeats: guarded(handlers.takeSeats),
    startPurchase: guarded(handlers.startPurchase),
    takeBestAvailable: guarded(handlers.takeBestAvailable),
    changeSector: guarded(handlers.changeSector),
  }
}
