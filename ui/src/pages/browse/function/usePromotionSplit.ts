import { initialSplit, resizeSplit, withQuantity, type Promotion, type PromotionShare } from "@boleteria/core"
import { useState } from "react"

export interface PromotionSplit {
  readonly shares: ReadonlyArray<PromotionShare>
  readonly setQuantity: (idPromocion: number | null, quantity: number) => void
}

interface Kept {
  readonly shares: ReadonlyArray<PromotionShare>
  readonly places: number
  readonly offered: string
}

const idsOf = (promotions: ReadonlyArray<Promotion>) => promotions.map((promotion) => promotion.idPromocion).join()

/**
 * The shopper's split of the places picked (multiPromotion). When the places or the promotions on
 * offer change, the split follows them (core's resizeSplit); the shopper's own edits are kept as
 * typed, so a split that does not add up says so instead of fixing itself.
 */
export const usePromotionSplit = (offered: ReadonlyArray<Promotion>, places: number): PromotionSplit => {
  const [kept, setKept] = useState<Kept>(() => ({
    shares: initialSplit(offered, places),
    places,
    offered: idsOf(offered),
  }))
  const current =
    kept.places === places && kept.offered === idsOf(offered) ? kept.shares : resizeSplit(kept.shares, offered, places)
  return {
    shares: current,
    setQuantity: (idPromocion, quantity) =>
      setKept({ shares: withQuantity(current, idPromocion, quantity), places, offered: idsOf(offered) }),
  }
}
