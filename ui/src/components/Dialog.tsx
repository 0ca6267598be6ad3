import { useEffect, useId, useRef, type ReactNode } from "react"
import * as styles from "./Dialog.css.js"

interface Props {
  readonly title: string
  readonly children: ReactNode
  readonly actions: ReactNode
  /** Escape and a click outside close it, unless the shopper must answer. */
  readonly onDismiss?: () => void
}

/** A modal dialog: focus moves in and stays in, Escape closes it, the page behind is inert. */
export const Dialog = ({ title, children, actions, onDismiss }: Props) => {
  const titleId = useId()
  const panel = useRef<HTMLDivElement>(null)
  // The latest handler, so a parent that re-renders every clock tick does not move the focus again.
  const dismiss = useRef(onDismiss)
  dismiss.current = onDismiss
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null
    panel.current?.querySelector<HTMLElement>("button, [href], input, select, textarea")?.focus()
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") dismiss.current?.()
    }
    document.addEventListener("keydown", onKey)
    return () => {
      document.removeEventListener("keydown", onKey)
      previous?.focus()
    }
  }, [])
  return (
    <div className={styles.backdrop} onClick={(event) => event.target === event.currentTarget && onDismiss?.()}>
      <div ref={panel} className={styles.dialog} role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {children}
        <div className={styles.actions}>{actions}</div>
      </div>
    </div>
  )
}
