// Compiled by tests/core/events/typedEvents.test.ts, which expects an error on each line marked
// `expect-error` and none elsewhere: what ui/ and core/ get when they hand the system an event
// (`dispatch`, the live tab's, the lazy tab's and the view-models' alike) or log one.
import type { Dispatch } from "../../core/src/events/envelope.js"
import type { EventLog } from "../../core/src/events/log.js"

declare const dispatch: Dispatch
declare const log: EventLog

dispatch({ type: "cart.seatsRequested", idFuncion: 10102, aIdPosicion: [25291, 25292] })
dispatch({ type: "route.changed", name: "BuyTicket", path: "/BuyTicket/1" })
log.record({ type: "checkout.extrasConfirmed", idProcesoDeCompra: 1 }, 0, 1)

dispatch({ type: "cart.seatRequested", idFuncion: 10102, aIdPosicion: [25291] }) // expect-error: misspelt type
dispatch({ type: "cart.seatsRequested", idFuncion: 10102 }) // expect-error: aIdPosicion missing
dispatch({ type: "route.changed", name: "BuyTickets", path: "/BuyTicket" }) // expect-error: no such route
log.record({ type: "api.seatsTaken", idFuncion: 10102 }, 0, 1) // expect-error: process missing
