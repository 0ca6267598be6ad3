import { isRefusal, type waitingRoomEndpoints } from "@boleteria/core"
import type { ServerDeps } from "../deps.js"
import { countInsideCall } from "../domain/waitingRoom/insideLatency.js"
import { leaveRoom, liveRoomOf, noRoom, pollOf, queuePlaceOf } from "../domain/waitingRoom/place.js"
import { shopperOf } from "../domain/waitingRoom/shopper.js"
import type { ServerHandlers } from "../http/endpointRoutes.js"
import { clientAddress, trustedProxiesFromEnvironment } from "../security/rateLimit.js"
import { callClock } from "./insideLatency.js"

/** The shop's page for a function's waiting room, where checkQueue sends a shopper who must wait. */
const roomPage = (idFuncion: number) => `/cola/${idFuncion}`

/** SPEC §7's queue calls, answered by the function's waiting room (docs/waiting-room.md). */
export const waitingRoomHandlers = (deps: ServerDeps): Pick<ServerHandlers, keyof typeof waitingRoomEndpoints> => {
  const { db } = deps
  const queueOn = () => deps.tenant.flags.queueApi
  // Behind haproxy the client's address is its X-Forwarded-For hop (as for login throttling).
  const trustedProxies = trustedProxiesFromEnvironment()
  return {
    checkQueue: async ({ query, caller }, c) => {
      const now = deps.now()
      const poll = await pollOf(db, queueOn(), query.idFuncion, caller, now)
      if (poll === null) return { redirect_url: null, colaTurno: null }
      if (isRefusal(poll)) return poll
      const place = await queuePlaceOf(db, poll, clientAddress(c, trustedProxies), now)
      if (isRefusal(place)) return place
      return place.colaTurno === null
        ? { redirect_url: roomPage(query.idFuncion), colaTurno: null }
        : { redirect_url: null, colaTurno: place.colaTurno }
    },
    getQueuePlace: async ({ path, caller }, c) => {
      const elapsed = callClock(c, trustedProxies)
      const now = deps.now()
      const poll = await pollOf(db, queueOn(), path.idFuncion, caller, now)
      if (poll === null) return noRoom()
      if (isRefusal(poll)) return poll
      const place = await queuePlaceOf(db, poll, clientAddress(c, trustedProxies), now)
      if (isRefusal(place)) return place
      // An admitted shopper's poll is one of the inside's calls, whose latency the room keeps down.
      if (place.cEstado === "adentro") countInsideCall(db, now, elapsed())
      c.header("Retry-After", String(place.nReintentoSegundos))
      return place
    },
    leaveQueue: async ({ query, caller }) => {
      const room = await liveRoomOf(db, queueOn(), query.idFuncion)
      const now = deps.now()
      if (room === null) return null
      const shopper = await shopperOf(db, caller, now)
      if (isRefusal(shopper)) return shopper
      await leaveRoom(db, room.performance_id, shopper)
      return null
    },
  }
}
