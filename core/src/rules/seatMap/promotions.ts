import type { Promotion } from "../../contract/performance.js"

/** The promotions that cover every one of these sectors for this many places (as the server applies them). */
export const applicablePromotions = (
  promotions: ReadonlyArray<Promotion>,
  sectorIds: ReadonlyArray<number>,
  quantity: number,
): ReadonlyArray<Promotion> =>
  quantity < 1 || sectorIds.length === 0
    ? []
    : promotions.filter(
        (promotion) =>
          sectorIds.every((idSector) => promotion.listaIdSector.includes(idSector)) &&
          quantity >= promotion.nCantidadMinima &&
          quantity <= promotion.nCantidadMaxima,
      )

/**
 * What the function page does about promotions before taking places (SPEC §9): nothing when none
 * applies; with `skipSinglePromotion` one lone promotion is applied without asking; otherwise the
 * shopper picks one (only one: the multi-promotion flag is off) or none.
 */
export type PromotionChoice =
  | { readonly kind: "none" }
  | { readonly kind: "automatic"; readonly promotion: Promotion }
  | { readonly kind: "ask"; readonly options: ReadonlyArray<Promotion> }

export const promotionChoice = (
  applicable: ReadonlyArray<Promotion>,
  skipSinglePromotion: boolean,
): PromotionChoice => {
  const [only] = applicable
  if (only === undefined) return { kind: "none" }
  if (applicable.length === 1 && skipSinglePromotion) return { kind: "automatic", promotion: only }
  return { kind: "ask", options: applicable }
}

/** The promotion a take sends: the automatic one, or the shopper's pick if it still applies. */
export const promotionToSend = (choice: PromotionChoice, picked: number | null): number | null => {
  if (choice.kind === "automatic") return choice.promotion.idPromocion
  if (choice.kind === "ask" && choice.options.some((promotion) => promotion.idPromocion === picked)) return picked
  return null
}
