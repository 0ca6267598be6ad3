import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from "react"
import * as styles from "./Dialog.css.js"

const CONTROLS = "a[href],button:enabled,input:enabled,select:enabled,textarea:enabled"

/**
 * Tab from the last control goes back to the first (Shift+Tab the other way): the platform's modal
 * dialog would hand the focus to the browser's own toolbar in between.
 */
const keepTabInside = (event: KeyboardEvent<HTMLDialogElement>) => {
  const controls = event.currentTarget.querySelectorAll<HTMLElement>(CONTROLS)
  const [first, last] = [controls[0], controls[controls.length - 1]]
  if (event.key !== "Tab" || document.activeElement !== (event.shiftKey ? first : last)) return
  event.preventDefault()
  ;(event.shiftKey ? last : first)?.focus()
}

/**
 * The props of a `<dialog>` shown as the platform's modal while it is mounted: `showModal()` puts
 * it in the top layer (above the sticky header), makes the page behind it inert and focuses its
 * first control. Escape and a click on the backdrop call `onDismiss`; without one the shopper must
 * answer. When it goes, focus returns to where it was. Its content must fill its box, so that only
 * a click on the backdrop reaches the dialog itself.
 */
export const useModalDialog = (onDismiss?: () => void) => {
  const dialog = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null
    if (dialog.current?.open === false) dialog.current.showModal()
    return () => opener?.focus()
  }, [])
  return {
    ref: dialog,
    onKeyDown: keepTabInside,
    onCancel: (event: { preventDefault: () => void }) => {
      if (onDismiss === undefined) event.preventDefault()
    },
    // The platform closes it after repeated Escapes even when told not to: dismissed, or shown again.
    onClose: () => (onDismiss ? onDismiss() : dialog.current?.showModal()),
    onClick: (event: { target: unknown; currentTarget: unknown }) => {
      if (event.target === event.currentTarget) onDismiss?.()
    },
  }
}

interface Props {
  readonly title: string
  readonly children: ReactNode
  readonly actions: ReactNode
  /** Escape and a click outside close it, unless the shopper must answer. */
  readonly onDismiss?: () => void
}

/** A modal dialog with a title, a message and its answers (see `useModalDialog`). */
export const Dialog = ({ title, children, actions, onDismiss }: Props) => {
  const titleId = useId()
  return (
    <dialog className={styles.dialog} aria-labelledby={titleId} {...useModalDialog(onDismiss)}>
      <div className={styles.panel}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {children}
        <div className={styles.actions}>{actions}</div>
      </div>
    </dialog>
  )
}
