import { useId, type ReactNode } from "react"
import { useT } from "../../../app/ShopContext.js"
import { Button } from "../../../components/Button.js"
import * as styles from "./AccountPage.css.js"

/** What the list page lets the customer do to one saved address or phone. */
export interface ContactActions {
  readonly busy: boolean
  readonly onEdit: () => void
  readonly onRemove: () => void
  readonly onMakeDefault: () => void
}

interface Props extends ContactActions {
  /** How the customer recognises it ("Av. Santa Fe 3200", "11 4444-5555"). */
  readonly title: string
  readonly typeLabel: string
  readonly isDefault: boolean
  /** Lines shown under the title. */
  readonly children?: ReactNode
}

/** One saved address or phone with what can be done to it; buttons name it for screen readers. */
export const ContactCard = ({
  title,
  typeLabel,
  isDefault,
  children,
  busy,
  onEdit,
  onRemove,
  onMakeDefault,
}: Props) => {
  const t = useT()
  const titleId = useId()
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.titleRow}>
        <h2 id={titleId} className={styles.cardTitle}>
          {title}
        </h2>
        <span className={styles.actions}>
          <span className={styles.badge}>{typeLabel}</span>
          {isDefault && <span className={styles.badge}>{t("account.isDefault")}</span>}
        </span>
      </div>
      {children}
      <div className={styles.actions}>
        <Button kind="secondary" onClick={onEdit} aria-describedby={titleId}>
          {t("account.edit")}
        </Button>
        <Button kind="secondary" onClick={onRemove} aria-describedby={titleId}>
          {t("account.remove")}
        </Button>
        {!isDefault && (
          <Button kind="ghost" onClick={onMakeDefault} disabled={busy} aria-describedby={titleId}>
            {t("account.makeDefault")}
          </Button>
        )}
      </div>
    </article>
  )
}
