import { useId, type ReactNode } from "react"
import { useT } from "../../../app/ShopContext.js"
import { ApiFailureMessage } from "../../../components/ApiFailureMessage.js"
import { Button } from "../../../components/Button.js"
import * as fieldStyles from "../../../components/form/Field.css.js"
import type { FormCall, FormSubmitProps } from "../../../components/form/useFormSubmit.js"
import * as styles from "./AccountPage.css.js"
import { LiveRegion } from "./LiveRegion.js"

interface Props {
  /** useFormSubmit's props for the <form>. */
  readonly form: FormSubmitProps
  /** The save under way (useAccountAction): its button waits, its failure shows in place. */
  readonly action: FormCall
  /** A heading over the fields (an address being added), which names the form. */
  readonly title?: string
  /** The form's name where it has no heading. */
  readonly label?: string
  /** The save button's words while nothing runs ("Guardar" unless said). */
  readonly saveLabel?: string
  /** Said once the save went through, until the next change; null before. */
  readonly notice?: string | null
  /** A way out that saves nothing. */
  readonly onCancel?: () => void
  readonly children: ReactNode
}

/** A form of the account's pages in its card: the fields, the save's outcome announced, save (and cancel). */
export const AccountForm = ({ form, action, title, label, saveLabel, notice = null, onCancel, children }: Props) => {
  const t = useT()
  const titleId = useId()
  return (
    <form
      {...form}
      className={styles.card}
      aria-label={label}
      aria-labelledby={title === undefined ? undefined : titleId}
    >
      {title !== undefined && (
        <h2 id={titleId} className={styles.cardTitle}>
          {title}
        </h2>
      )}
      <div className={fieldStyles.form}>{children}</div>
      <LiveRegion>
        {action.failure !== null && <ApiFailureMessage failure={action.failure} />}
        {notice !== null && <p className={styles.notice}>{notice}</p>}
      </LiveRegion>
      <div className={styles.actions}>
        <Button type="submit" busy={action.isRunning}>
          {action.isRunning ? t("account.saving") : (saveLabel ?? t("account.save"))}
        </Button>
        {onCancel !== undefined && (
          <Button kind="ghost" onClick={onCancel}>
            {t("account.cancel")}
          </Button>
        )}
      </div>
    </form>
  )
}
