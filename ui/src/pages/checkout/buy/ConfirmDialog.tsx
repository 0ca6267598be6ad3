import { useT } from "../../../app/ShopContext.js"
import { Button } from "../../../components/Button.js"
import { Dialog } from "../../../components/Dialog.js"

interface Props {
  readonly title: string
  readonly message: string
  readonly confirmLabel: string
  readonly onConfirm: () => void
  /** Keep it stable (useCallback): the dialog refocuses when it changes. */
  readonly onCancel: () => void
}

/** Asks before something that cannot be undone, such as giving up the held seats. */
export const ConfirmDialog = ({ title, message, confirmLabel, onConfirm, onCancel }: Props) => {
  const t = useT()
  return (
    <Dialog
      title={title}
      onDismiss={onCancel}
      actions={
        <>
          <Button kind="secondary" onClick={onCancel}>
            {t("checkout.keepBuying")}
          </Button>
          <Button onClick={onConfirm}>{confirmLabel}</Button>
        </>
      }
    >
      <p>{message}</p>
    </Dialog>
  )
}
