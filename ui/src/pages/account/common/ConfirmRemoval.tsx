import { useT } from "../../../app/ShopContext.js"
import { Button } from "../../../components/Button.js"
import { Dialog } from "../../../components/Dialog.js"

interface Props {
  readonly title: string
  /** What is being removed, in words the customer recognises ("Av. Santa Fe 3200"). */
  readonly what: string
  readonly busy: boolean
  readonly onConfirm: () => void
  /** Keep it stable (useCallback): the dialog refocuses when it changes. */
  readonly onCancel: () => void
}

/** Asks before removing an address or a phone: it cannot be undone. */
export const ConfirmRemoval = ({ title, what, busy, onConfirm, onCancel }: Props) => {
  const t = useT()
  return (
    <Dialog
      title={title}
      onDismiss={onCancel}
      actions={
        <>
          <Button kind="secondary" onClick={onCancel}>
            {t("account.keep")}
          </Button>
          <Button onClick={onConfirm} disabled={busy} aria-busy={busy}>
            {t("account.remove")}
          </Button>
        </>
      }
    >
      <p>{t("account.removeQuestion", { what })}</p>
    </Dialog>
  )
}
