// Compiled by tests/core/events/typedEvents.test.ts, which expects an error on each line marked
// `expect-error` and none elsewhere: what ui/ and core/ get when they hand the system an event
// (`dispatch`, the live tab's, the lazy tab's and the view-models' alike) or log one.
import type { Dispatch } from "../../core/src/events/envelope.js"
import type { EventLog } from "../../core/src/events/log.js"
import type { LazyTab } from "../../core/src/runtime/lazy/index.js"
import type { LiveTab } from "../../core/src/runtime/liveTab.js"
import type { SystemEvent } from "../../core/src/system/events.js"

declare const dispatch: Dispatch
declare const log: EventLog
declare const liveTab: LiveTab
declare const lazyTab: LazyTab
declare const anyEvent: SystemEvent
// Held in variables, where TypeScript's own excess-property check does not look.
const exact = { type: "cart.seatsRequested" as const, idFuncion: 10102, aIdPosicion: [25291] }
const withExtra = { type: "cart.seatsRequested" as const, idFuncion: 10102, aIdPosicion: [25291], extra: 1 }

dispatch({ type: "cart.seatsRequested", idFuncion: 10102, aIdPosicion: [25291, 25292] })
dispatch({ type: "route.changed", name: "BuyTicket", path: "/BuyTicket/1" })
log.record({ type: "checkout.extrasConfirmed", idProcesoDeCompra: 1 }, 0, 1)
dispatch(exact)
dispatch(anyEvent)
liveTab.dispatch(exact)
lazyTab.dispatch(anyEvent)

dispatch({ type: "cart.seatRequested", idFuncion: 10102, aIdPosicion: [25291] }) // expect-error: misspelt type
dispatch({ type: "cart.seatsRequested", idFuncion: 10102 }) // expect-error: aIdPosicion missing
dispatch({ type: "route.changed", name: "BuyTickets", path: "/BuyTicket" }) // expect-error: no such route
log.record({ type: "api.seatsTaken", idFuncion: 10102 }, 0, 1) // expect-error: process missing
dispatch(withExtra) // expect-error: a field cart.seatsRequested does not declare, in a variable
liveTab.dispatch(withExtra) // expect-error: the live tab's dispatch alike
lazyTab.dispatch({ ...exact, extra: 1 }) // expect-error: the lazy tab's alike
