import { CLOSE_EMBEDDED_SHOP } from "@boleteria/core"

/*
 * Loaded only when the shop is framed (main.tsx), as in the widget's dialog (docs/widget.md): an
 * Escape the shop has no use for asks the organiser's page to close the dialog, as Escape does with
 * focus outside the frame. One the shop uses first is left alone: one a handler took
 * (defaultPrevented: a tooltip dismissed), or while a dialog or menu of its own is open.
 */
window.addEventListener("keydown", (event) => {
  if (event.key !== "Escape" || event.defaultPrevented) return
  if (document.querySelector("dialog[open], [aria-expanded='true']") !== null) return
  window.parent.postMessage({ type: CLOSE_EMBEDDED_SHOP }, "*")
})
