import { useCallback, useEffect, useId, useRef, useState, type FocusEvent, type ReactNode } from "react"
import * as styles from "./MenuButton.css.js"

interface Props {
  /** What the button shows (an icon, a name). */
  readonly label: ReactNode
  /** The button's accessible name when `label` alone does not say it. */
  readonly ariaLabel?: string
  readonly buttonClassName?: string
  readonly align?: "start" | "end"
  /** The panel's content; `close` hides it and refocuses the button (after an action, before navigating). */
  readonly children: (close: () => void) => ReactNode
}

/**
 * A top-bar menu as a disclosure: the button says whether its panel is open; Escape, a click
 * elsewhere or focus leaving close it, and Escape gives focus back to the button.
 */
export const MenuButton = ({ label, ariaLabel, buttonClassName, align = "end", children }: Props) => {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  // After an action the panel's content is gone; focus goes back to the button, not to the page's top.
  const close = useCallback(() => {
    setOpen(false)
    button.current?.focus()
  }, [])

  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return
      setOpen(false)
      button.current?.focus()
    }
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener("keydown", onKey)
    document.addEventListener("pointerdown", onPointer)
    return () => {
      document.removeEventListener("keydown", onKey)
      document.removeEventListener("pointerdown", onPointer)
    }
  }, [open])

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget as Node | null
    if (next !== null && !event.currentTarget.contains(next)) setOpen(false)
  }

  return (
    <div ref={root} className={styles.root} onBlur={onBlur}>
      <button
        ref={button}
        type="button"
        className={[styles.button, buttonClassName].filter(Boolean).join(" ")}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={ariaLabel}
        onClick={() => setOpen((was) => !was)}
      >
        {label}
      </button>
      <div id={panelId} className={styles.panel({ align })} hidden={!open}>
        {open && children(close)}
      </div>
    </div>
  )
}
