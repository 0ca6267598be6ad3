import { useCallback, useEffect, useRef, useState } from "react"
import * as styles from "./AccountPage.css.js"
import { LiveRegion } from "./LiveRegion.js"

/**
 * What the customer's last change did ("Domicilio guardado"). The message takes the focus: the
 * form or the button that was used is gone by then, and the keyboard should not fall to the page's top.
 */
export const useNotice = () => {
  const [text, setText] = useState<string | null>(null)
  const element = useRef<HTMLParagraphElement>(null)
  const [round, setRound] = useState(0)
  useEffect(() => {
    if (text !== null) element.current?.focus()
  }, [text, round])
  const show = useCallback((next: string) => {
    setText(next)
    setRound((n) => n + 1)
  }, [])
  const clear = useCallback(() => setText(null), [])
  const view = (
    <LiveRegion>
      {text !== null && (
        <p ref={element} tabIndex={-1} className={styles.notice}>
          {text}
        </p>
      )}
    </LiveRegion>
  )
  return { show, clear, view }
}
