import { purchaseKeyOf } from "../machines/cart/cart.rules.js"
import { connectSession } from "../machines/session/session.connect.js"
import type { SystemSnapshot } from "./purchaseSystem.js"

/** What a call made for this tab carries, as its purchase system's snapshot says. */
export interface TabCredentials {
  /** The session's token while it is valid; null once it is over. */
  readonly token: string | null
  /** The key this tab holds for a purchase: the cart's, the one still to invalidate, or the last one paid. */
  readonly purchaseKey: (idProcesoDeCompra: number) => string | null
  /** The waiting room's turn (SPEC's colaTurno), sent by the calls that take seats. */
  readonly queueTurn: string | null
}

/** The one place a tab's credentials come from: the live tab's calls and the shop's pages both read them here. */
export const credentialsOf = (snapshot: SystemSnapshot): TabCredentials => ({
  token: connectSession(snapshot.session, () => undefined, snapshot.now).token,
  purchaseKey: (idProcesoDeCompra) => purchaseKeyOf(snapshot.cart.context, idProcesoDeCompra),
  queueTurn: snapshot.queueTurn.colaTurno,
})
