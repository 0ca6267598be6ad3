import type { SavedCard } from "@boleteria/core"
import { useId, type Ref } from "react"
import { useT } from "../../../app/ShopContext.js"
import { Button } from "../../../components/Button.js"
import * as styles from "../common/AccountPage.css.js"
import { useCardName } from "./useCardName.js"

interface Props {
  readonly card: SavedCard
  readonly expired: boolean
  /** Saved just now, on the provider's page this shopper comes back from. */
  readonly isNew: boolean
  readonly onRemove: () => void
  /** The card takes the focus when the one before it is deleted. */
  readonly focusRef: Ref<HTMLElement>
}

/** One saved card: brand, last 4 digits and expiry (or that it expired), and its removal. */
export const SavedCardItem = ({ card, expired, isNew, onRemove, focusRef }: Props) => {
  const t = useT()
  const { name, expiry } = useCardName()
  const titleId = useId()
  return (
    <article ref={focusRef} tabIndex={-1} className={styles.card} aria-labelledby={titleId}>
      <div className={styles.titleRow}>
        <h3 id={titleId} className={styles.cardTitle}>
          {name(card)}
        </h3>
        <span className={styles.actions}>
          {isNew && <span className={styles.badge}>{t("account.cards.new")}</span>}
          {expired && <span className={styles.badge}>{t("account.cards.expired")}</span>}
        </span>
      </div>
      <p className={styles.muted}>
        {t(expired ? "account.cards.expiredOn" : "account.cards.expires", { expiry: expiry(card) })}
      </p>
      <div className={styles.actions}>
        <Button kind="secondary" onClick={onRemove} aria-describedby={titleId}>
          {t("account.remove")}
        </Button>
      </div>
    </article>
  )
}
