import type { CartLine, PurchaseProcess } from "../../contract/purchase.js"

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
