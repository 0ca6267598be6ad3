import { QueueTurn } from "../queue.js"
import { QueuePlace, QueueQuery } from "../waitingRoom.js"
import { endpoint } from "./endpoint.js"
import { FunctionPath, NoContent } from "./shared.js"

const NO_IDENTITY = "Neither a session token nor an X-Device-Fingerprint: nobody to keep a place for"
const TOO_MANY_JOINS = "Too many new places in line from this client address this minute: wait the Retry-After seconds"

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
    errors: { 400: NO_IDENTITY, 429: TOO_MANY_JOINS },
  }),
  getQueuePlace: endpoint({
    method: "GET",
    path: "/v2/Cola/{idFuncion}/Lugar",
    summary:
      "The shopper's place in the function's waiting room (joining the line if not in it): position, wait, progress and, once admitted, the turn; Retry-After says when to ask again",
    access: "visitor",
    params: FunctionPath,
    answer: QueuePlace,
    errors: { 400: NO_IDENTITY, 404: "The function has no waiting room, or it is off", 429: TOO_MANY_JOINS },
  }),
  leaveQueue: endpoint({
    method: "DELETE",
    path: "/v2/Cola",
    summary: "Give up the place or the turn in the function's waiting room (idempotent)",
    access: "visitor",
    query: QueueQuery,
    answer: NoContent,
    errors: { 400: NO_IDENTITY },
  }),
}
