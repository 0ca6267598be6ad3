import { isSavedCardExpired, type CalendarDate, type SavedCard } from "@boleteria/core"
import { useEffect, useId, useRef, useState } from "react"
import { useT } from "../../../app/ShopContext.js"
import { ConfirmDialog } from "../../../components/ConfirmDialog.js"
import * as styles from "../common/AccountPage.css.js"
import { SavedCardItem } from "./SavedCardItem.js"
import { useCardName } from "./useCardName.js"

interface Props {
  readonly cards: ReadonlyArray<SavedCard>
  readonly today: CalendarDate
  readonly newAliases: ReadonlySet<string>
  /** Deletes the card; answers whether it went. */
  readonly remove: (card: SavedCard) => Promise<boolean>
  readonly busy: boolean
}

/** Where the focus goes once a card is deleted: the next card (by alias), or the list's heading. */
type FocusTarget = { readonly alias: string } | "heading"

/** The focus target after deleting `card`: the card after it, else the one before, else the heading. */
const focusAfterRemoving = (cards: ReadonlyArray<SavedCard>, card: SavedCard): FocusTarget => {
  const index = cards.findIndex((each) => each.cAliasToken === card.cAliasToken)
  const next = cards[index + 1] ?? cards[index - 1]
  return next === undefined ? "heading" : { alias: next.cAliasToken }
}

/**
 * The saved cards under their heading, each removable after asking. The deleted card's button is
 * gone with it, so the focus moves to the next card, or to the heading when none is left.
 */
export const SavedCardList = ({ cards, today, newAliases, remove, busy }: Props) => {
  const t = useT()
  const { name } = useCardName()
  const headingId = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  const items = useRef(new Map<string, HTMLElement>())
  const [removing, setRemoving] = useState<SavedCard | null>(null)
  const [focusTarget, setFocusTarget] = useState<FocusTarget | null>(null)

  // After the dialog has handed the focus back to its (now removed) opener.
  useEffect(() => {
    if (focusTarget === null) return
    const target = focusTarget === "heading" ? heading.current : items.current.get(focusTarget.alias)
    target?.focus()
    setFocusTarget(null)
  }, [focusTarget])

  const confirmRemoval = async (card: SavedCard) => {
    const next = focusAfterRemoving(cards, card)
    const done = await remove(card)
    setRemoving(null)
    if (done) setFocusTarget(next)
  }

  return (
    <section aria-labelledby={headingId} className={styles.main}>
      <h2 id={headingId} ref={heading} tabIndex={-1} className={styles.cardTitle}>
        {t("account.cards.listTitle")}
      </h2>
      {cards.length === 0 ? (
        <div className={styles.card}>
          <p className={styles.value}>{t("account.cards.empty")}</p>
          <p className={styles.muted}>{t("account.cards.whatAreThey")}</p>
          <p className={styles.muted}>{t("account.cards.onlyToken")}</p>
        </div>
      ) : (
        <ul className={styles.list}>
          {cards.map((card) => (
            <li key={card.cAliasToken}>
              <SavedCardItem
                card={card}
                expired={isSavedCardExpired(card, today)}
                isNew={newAliases.has(card.cAliasToken)}
                onRemove={() => setRemoving(card)}
                focusRef={(element) => {
                  if (element === null) items.current.delete(card.cAliasToken)
                  else items.current.set(card.cAliasToken, element)
                }}
              />
            </li>
          ))}
        </ul>
      )}
      {removing !== null && (
        <ConfirmDialog
          title={t("account.cards.removeTitle")}
          message={t("account.cards.removeQuestion", { card: name(removing) })}
          confirmLabel={t("account.remove")}
          cancelLabel={t("account.cards.keep")}
          busy={busy}
          onConfirm={() => void confirmRemoval(removing)}
          onCancel={() => setRemoving(null)}
        />
      )}
    </section>
  )
}
