import type { PurchaseProcess } from "../contract/purchase.js"

/**
 * The functions whose waiting-room place a purchase's end gives back to the server (SPEC's DELETE
 * of the queue call): the purchase held seats in them, and its end took the turn with it
 * (queueTurn.ts). A turn that ends otherwise (it ran out, the server refused it) leaves the
 * place alone: the shopper is going back to the line, and a late DELETE would take the new place away.
 */
export const functionsLeavingQueue = (
  turnBefore: string | null,
  turnAfter: string | null,
  purchase: PurchaseProcess | null,
): ReadonlyArray<number> =>
  turnBefore === null || turnAfter !== null || purchase === null
    ? []
    : [...new Set(purchase.listaFuncion.map((line) => line.idFuncion))]
