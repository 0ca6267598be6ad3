import type { LoggedEvent } from "../events/log.js"
import type { SystemSnapshot } from "../system/purchaseSystem.js"

/**
 * The functions whose waiting-room place this tab gives back to the server (SPEC's DELETE of the
 * queue call) after `event`: the purchase ended, paid or given up, and took the turn with it
 * (preferences.store.ts). A turn that ends otherwise (it ran out, the server refused it) leaves
 * the place alone: the shopper is going back to the line, and a late DELETE would take the new
 * place away. Another tab's event is given back by that tab.
 */
export const functionsLeavingQueue = (
  before: SystemSnapshot,
  after: SystemSnapshot,
  event: LoggedEvent,
  tabId: number,
): ReadonlyArray<number> => {
  const turnEnded = before.preferences.colaTurno !== null && after.preferences.colaTurno === null
  const purchase = before.cart.context.process
  const purchaseEnded = purchase !== null && after.cart.context.process === null
  if (!turnEnded || !purchaseEnded || event.tab !== tabId) return []
  return [...new Set(purchase.listaFuncion.map((line) => line.idFuncion))]
}
