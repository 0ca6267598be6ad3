import type { CartLine, PurchaseProcess } from "../../contract/purchase.js"
import type { LastPurchase } from "./cart.events.js"
import type { CartContext } from "./cart.types.js"

export interface CartTotals {
  readonly positions: number
  readonly amount: number
}

/** Totals are the sum of the lines, so the header badge and the checkout always agree with them. */
export const cartTotals = (lines: ReadonlyArray<CartLine>): CartTotals =>
  lines.reduce(
    (totals, line) => ({
      positions: totals.positions + line.nCantidadPosiciones,
      amount: totals.amount + line.fPrecioTotalFinal,
    }),
    { positions: 0, amount: 0 },
  )

export const linesOf = (process: PurchaseProcess | null): ReadonlyArray<CartLine> => process?.listaFuncion ?? []

/** The purchase the cart lets go of, as the pages showing how it ended still need it; the previous one when it holds none. */
export const endedPurchase = (context: CartContext): LastPurchase | null =>
  context.process === null
    ? context.lastPurchase
    : { idProcesoDeCompra: context.process.idProcesoDeCompra, cClaveProceso: context.process.cClaveProceso }

/**
 * The key this browser holds for a purchase (X-Clave-Proceso): the one in the cart, one still to
 * be invalidated, or the last that ended; null when it holds none (another browser's purchase).
 */
export const purchaseKeyOf = (context: CartContext, idProcesoDeCompra: number): string | null => {
  if (context.process?.idProcesoDeCompra === idProcesoDeCompra) return context.process.cClaveProceso
  const pending = context.pendingInvalidation
  if (pending.idProcesoDeCompraInvalidar === idProcesoDeCompra) return pending.cClaveProceso
  return context.lastPurchase?.idProcesoDeCompra === idProcesoDeCompra ? context.lastPurchase.cClaveProceso : null
}
