import { QueueTurn } from "../queue.js"
import { QueuePlace, QueueQuery } from "../waitingRoom.js"
import { endpoint } from "./endpoint.js"
import { FunctionPath, NoContent } from "./shared.js"
import { NoShopperIdentity, NoWaitingRoom, TooManyAttempts } from "../refusals.js"

/**
 * SPEC §7's queue calls, answered by the server's own waiting room (docs/waiting-room.md). A shopper
 * is the signed-in customer when a token comes, else the device: one place per shopper per function.
 */
export const waitingRoomEndpoints = {
  checkQueue: endpoint({
    method: "GET",
    path: "/v2/Cola",
    summary:
      "Before a function's seats: null and null lets the shopper in; colaTurno is their turn; redirect_url is the waiting room they were put in line for",
    access: "visitor",
    query: QueueQuery,
    answer: QueueTurn,
    errors: [NoShopperIdentity, TooManyAttempts],
  }),
  getQueuePlace: endpoint({
    method: "GET",
    path: "/v2/Cola/{idFuncion}/Lugar",
    summary:
      "The shopper's place in the function's waiting room (joining the line if not in it): position, wait, progress and, once admitted, the turn; Retry-After says when to ask again",
    access: "visitor",
    params: FunctionPath,
    answer: QueuePlace,
    errors: [NoShopperIdentity, NoWaitingRoom, TooManyAttempts],
  }),
  leaveQueue: endpoint({
    method: "DELETE",
    path: "/v2/Cola",
    summary: "Give up the place or the turn in the function's waiting room (idempotent)",
    access: "visitor",
    query: QueueQuery,
    answer: NoContent,
    errors: [NoShopperIdentity],
  }),
}
