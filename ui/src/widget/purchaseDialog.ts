import { CLOSE_EMBEDDED_SHOP } from "@boleteria/core"
import { h } from "./dom.js"
import type { WidgetTranslate } from "./texts.js"

interface PurchaseDialog {
  readonly element: HTMLDialogElement
  /** Opens the shop at `url` in the dialog, modal; `show` names the purchase in its title. */
  readonly open: (url: string, show: string) => void
}

/**
 * The purchase in a native modal <dialog>: showModal moves focus in (to the close button) and makes
 * the host page inert; Escape (pressed in the shop too, which posts it) and the labelled close button
 * close it. It holds the shop itself in an iframe, made at each opening and dropped at each closing,
 * so nothing of the shop loads before the first click. Closed, focus goes back to `opener`, the host
 * page scrolls back to where it was and `onClosed` runs (the widget reloads its availability: a
 * purchase may have ended in there).
 */
export const purchaseDialog = (t: WidgetTranslate, opener: HTMLElement, onClosed: () => void): PurchaseDialog => {
  const title = h("h2", { id: "dialog-title" })
  const close = h("button", { type: "button", class: "close" }, t("close"))
  const element = h("dialog", { "aria-labelledby": "dialog-title" }, h("div", { class: "bar" }, title, close))
  let scroll = { x: 0, y: 0 }
  let pageOverflow = ""
  let frame: HTMLIFrameElement | null = null
  // Escape pressed in the shop: its keys stay in the frame, so the shop posts it (ui/src/app/embeddedEscape.ts).
  const onMessage = (event: MessageEvent<unknown>) => {
    const fromShop =
      frame !== null && event.source === frame.contentWindow && event.origin === new URL(frame.src).origin
    if (fromShop && (event.data as { type?: unknown } | null)?.type === CLOSE_EMBEDDED_SHOP) element.close()
  }
  close.addEventListener("click", () => element.close())
  element.addEventListener("close", () => {
    window.removeEventListener("message", onMessage)
    frame?.remove()
    frame = null
    document.documentElement.style.overflow = pageOverflow
    window.scrollTo(scroll.x, scroll.y)
    opener.focus()
    onClosed()
  })
  return {
    element,
    open: (url, show) => {
      scroll = { x: window.scrollX, y: window.scrollY }
      // The page behind stays still while the shop scrolls in the dialog.
      pageOverflow = document.documentElement.style.overflow
      document.documentElement.style.overflow = "hidden"
      title.textContent = t("dialogTitle", { show })
      frame = h("iframe", { src: url, title: t("frameTitle", { show }) })
      element.append(frame)
      window.addEventListener("message", onMessage)
      element.showModal()
    },
  }
}
