import type { Phone } from "@boleteria/core"
import { useId } from "react"
import { useT } from "../../../app/ShopContext.js"
import { Button } from "../../../components/Button.js"
import * as styles from "../common/AccountPage.css.js"

interface Props {
  readonly phone: Phone
  readonly busy: boolean
  readonly onEdit: () => void
  readonly onRemove: () => void
  readonly onMakeDefault: () => void
}

/** One saved phone with what can be done to it; buttons name the phone for screen readers. */
export const PhoneCard = ({ phone, busy, onEdit, onRemove, onMakeDefault }: Props) => {
  const t = useT()
  const titleId = useId()
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.titleRow}>
        <h2 id={titleId} className={styles.cardTitle}>
          {phone.cNumero}
        </h2>
        <span className={styles.actions}>
          <span className={styles.badge}>{t(`account.phoneTypes.${phone.cTipo}`)}</span>
          {phone.lPredeterminado && <span className={styles.badge}>{t("account.isDefault")}</span>}
        </span>
      </div>
      <div className={styles.actions}>
        <Button kind="secondary" onClick={onEdit} aria-describedby={titleId}>
          {t("account.edit")}
        </Button>
        <Button kind="secondary" onClick={onRemove} aria-describedby={titleId}>
          {t("account.remove")}
        </Button>
        {!phone.lPredeterminado && (
          <Button kind="ghost" onClick={onMakeDefault} disabled={busy} aria-describedby={titleId}>
            {t("account.makeDefault")}
          </Button>
        )}
      </div>
    </article>
  )
}
