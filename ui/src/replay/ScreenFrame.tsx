import { useLayoutEffect, useRef, useState, type ReactNode } from "react"
import { createPortal } from "react-dom"
import * as styles from "./Viewer.css.js"

interface ScreenFrameProps {
  readonly width: number
  readonly title: string
  readonly lang: string
  readonly children: ReactNode
}

/**
 * An inert frame `width` px wide that the children are drawn into (a portal into its document):
 * the shop's media queries read the frame's width, so 375 px shows the phone's layout, and nothing
 * in it takes focus or clicks. The page's stylesheets are copied in; the frame loads nothing else.
 */
export const ScreenFrame = ({ width, title, lang, children }: ScreenFrameProps) => {
  const frame = useRef<HTMLIFrameElement>(null)
  const [body, setBody] = useState<HTMLElement | null>(null)
  useLayoutEffect(() => {
    const document = frame.current?.contentDocument
    if (document === null || document === undefined) return
    for (const sheet of window.document.querySelectorAll('link[rel="stylesheet"]'))
      document.head.append(sheet.cloneNode())
    document.documentElement.lang = lang
    // Inert inside too: a page's own focus moves (a new page's heading) must not take the viewer's focus.
    document.body.inert = true
    setBody(document.body)
  }, [lang])
  return (
    <>
      <iframe
        ref={frame}
        title={title}
        className={styles.screen}
        style={{ width }}
        tabIndex={-1}
        inert
        data-testid="shop-screen"
        data-width={width}
      />
      {body === null ? null : createPortal(children, body)}
    </>
  )
}
