import type { SavedCard } from "@boleteria/core"
import * as Effect from "effect/Effect"
import { useEffect, useId, useState } from "react"
import { useServices, useT } from "../../../app/ShopContext.js"
import * as fieldStyles from "../../../components/form/Field.css.js"

/** The signed-in customer's saved cards (GET /v2/Cliente/Tarjetas), asked once; none while `enabled` is false. */
export const useSavedCards = (enabled: boolean): ReadonlyArray<SavedCard> => {
  const { api } = useServices()
  const [cards, setCards] = useState<ReadonlyArray<SavedCard>>([])
  useEffect(() => {
    if (!enabled) return
    let live = true
    // Without them the shopper pays with a new card, as before: a failure shows nothing.
    void Effect.runPromise(Effect.result(api.listSavedCards())).then((result) => {
      if (live && result._tag === "Success") setCards(result.success)
    })
    return () => {
      live = false
    }
  }, [api, enabled])
  return enabled ? cards : []
}

interface Props {
  readonly cards: ReadonlyArray<SavedCard>
  /** The chosen card's alias; null: a new card. */
  readonly chosen: string | null
  readonly onChoose: (alias: string | null) => void
}

/** "Visa terminada en 4242, vence 10/32": the card as the shopper knows it. */
const useCardLabel = () => {
  const t = useT()
  return (card: SavedCard) =>
    t("payment.savedCards.option", {
      brand: card.cMarca,
      last4: card.cUltimos4,
      month: String(card.nMesVencimiento).padStart(2, "0"),
      year: String(card.nAnioVencimiento % 100).padStart(2, "0"),
    })
}

/** The saved cards as a choice above the new-card form (one radio group, "another card" last). */
export const SavedCardChoice = ({ cards, chosen, onChoose }: Props) => {
  const t = useT()
  const name = useId()
  const label = useCardLabel()
  if (cards.length === 0) return null
  const option = (alias: string | null, text: string) => (
    <div key={alias ?? "new"} className={fieldStyles.check}>
      <input
        id={`${name}-${alias ?? "new"}`}
        type="radio"
        name={name}
        className={fieldStyles.checkbox}
        checked={chosen === alias}
        onChange={() => onChoose(alias)}
      />
      <label htmlFor={`${name}-${alias ?? "new"}`}>{text}</label>
    </div>
  )
  return (
    <fieldset className={fieldStyles.group}>
      <legend className={fieldStyles.legend}>{t("payment.savedCards.legend")}</legend>
      {cards.map((card) => option(card.cAliasToken, label(card)))}
      {option(null, t("payment.savedCards.newCard"))}
    </fieldset>
  )
}
