import type { SavedCard } from "@boleteria/core"
import { useT } from "../../../app/ShopContext.js"

const twoDigits = (value: number) => String(value % 100).padStart(2, "0")

/** How the customer knows a saved card: "Visa terminada en 4242", and its expiry as printed on it, "10/32". */
export const useCardName = () => {
  const t = useT()
  return {
    name: (card: SavedCard) =>
      t("account.cards.name", {
        brand: card.cMarca === "" ? t("account.cards.unknownBrand") : card.cMarca,
        last4: card.cUltimos4,
      }),
    expiry: (card: SavedCard) => `${twoDigits(card.nMesVencimiento)}/${twoDigits(card.nAnioVencimiento)}`,
  }
}
