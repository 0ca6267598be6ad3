import { Button } from "./Button.js"
import { Dialog } from "./Dialog.js"

interface Props {
  readonly title: string
  readonly message: string
  readonly confirmLabel: string
  /** The way out that changes nothing ("Mantener", "Seguir comprando"). */
  readonly cancelLabel: string
  /** The confirmed change is under way: the confirm button waits for it. */
  readonly busy?: boolean
  readonly onConfirm: () => void
  /** Also what Escape and a click on the backdrop do. */
  readonly onCancel: () => void
}

/** Asks before something that cannot be undone: giving up the held seats, removing an address… */
export const ConfirmDialog = ({
  title,
  message,
  confirmLabel,
  cancelLabel,
  busy = false,
  onConfirm,
  onCancel,
}: Props) => (
  <Dialog
    title={title}
    onDismiss={onCancel}
    actions={
      <>
        <Button kind="secondary" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button onClick={onConfirm} busy={busy}>
          {confirmLabel}
        </Button>
      </>
    }
  >
    <p>{message}</p>
  </Dialog>
)
