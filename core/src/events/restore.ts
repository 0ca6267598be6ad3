import type { SystemEvent } from "../system/events.js"
import type { PersistedKeys } from "./persisted.js"

/**
 * The events that bring a new tab (or a reload) back to what storage kept. Apart from persisted.ts:
 * only the running machines restore, so this stays out of the shop's first download.
 */
export const restoreEvents = (keys: PersistedKeys): ReadonlyArray<SystemEvent> => [
  { type: "session.restored", token: keys.token, user: keys.user },
  { type: "timer.restored", timer: keys.businessTimer },
  {
    type: "cart.restored",
    process: keys.procesoCompra,
    pendingInvalidation: keys.businessProcess,
    lastPurchase: keys.lastPurchase,
  },
  {
    type: "checkout.restored",
    idProcesoDeCompra: keys.businessTimer.cEstado === "INICIADO" ? keys.businessTimer.idProcesoDeCompra : null,
    lastProcessType: keys.businessTimer.ctProcess,
    lastFunctionPath: keys.navegation.LastFunction,
    returnTarget: keys.navegation.cRedirect,
    extrasConfirmedFor: keys.extrasConfirmed,
  },
  { type: "preferences.restored", preferences: { locale: keys.locale, cc: keys.cc, colaTurno: keys.colaTurno } },
]
