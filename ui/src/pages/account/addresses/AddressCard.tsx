import type { Address } from "@boleteria/core"
import { useId } from "react"
import { useT } from "../../../app/ShopContext.js"
import { Button } from "../../../components/Button.js"
import * as styles from "../common/AccountPage.css.js"
import { addressLines } from "./addressLines.js"

interface Props {
  readonly address: Address
  readonly busy: boolean
  readonly onEdit: () => void
  readonly onRemove: () => void
  readonly onMakeDefault: () => void
}

/** One saved address with what can be done to it; buttons name the address for screen readers. */
export const AddressCard = ({ address, busy, onEdit, onRemove, onMakeDefault }: Props) => {
  const t = useT()
  const titleId = useId()
  const [street, place] = addressLines(address)
  const country = t(`account.countries.${address.cPais}`)
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.titleRow}>
        <h2 id={titleId} className={styles.cardTitle}>
          {street}
        </h2>
        <span className={styles.actions}>
          <span className={styles.badge}>{t(`account.addressTypes.${address.cTipo}`)}</span>
          {address.lPredeterminado && <span className={styles.badge}>{t("account.isDefault")}</span>}
        </span>
      </div>
      <p className={styles.muted}>
        {place}, {country}
      </p>
      {address.cReferente !== null && (
        <p className={styles.muted}>{t("account.address.receivedBy", { name: address.cReferente })}</p>
      )}
      <div className={styles.actions}>
        <Button kind="secondary" onClick={onEdit} aria-describedby={titleId}>
          {t("account.edit")}
        </Button>
        <Button kind="secondary" onClick={onRemove} aria-describedby={titleId}>
          {t("account.remove")}
        </Button>
        {!address.lPredeterminado && (
          <Button kind="ghost" onClick={onMakeDefault} disabled={busy} aria-describedby={titleId}>
            {t("account.makeDefault")}
          </Button>
        )}
      </div>
    </article>
  )
}
