import { functionPath, loadFunctionAvailability, type FunctionAvailability } from "@boleteria/core"
import { availabilityView } from "./availabilityView.js"
import { h } from "./dom.js"
import { purchaseDialog } from "./purchaseDialog.js"
import { widgetLanguageOf, widgetTexts } from "./texts.js"
import { WIDGET_STYLE } from "./widgetStyle.js"

/** What each element shows now (its function and language): the loader asks again on every attribute it is given. */
const showing = new WeakMap<HTMLElement, string>()

/**
 * Fills a <boleteria-tickets> element (the loader, /widget.js, calls it): in its shadow root, the
 * function's show, date, venue and sectors with prices from `shopOrigin`'s API, by core's rules
 * (loadFunctionAvailability), and a button that opens the purchase in the shop, in a modal dialog.
 */
export const showTickets = (element: HTMLElement, shopOrigin: string): void => {
  const idFuncion = Number(element.getAttribute("funcion"))
  const language = widgetLanguageOf(element)
  if (showing.get(element) === `${idFuncion}/${language}`) return
  showing.set(element, `${idFuncion}/${language}`)
  const t = widgetTexts(language)
  const info = h("div", {}, h("p", {}, t("loading")))
  const buy = h("button", { type: "button", class: "buy", hidden: "" }, t("buy"))
  let shown: FunctionAvailability | null = null
  const refresh = () =>
    loadFunctionAvailability({ origin: shopOrigin, idFuncion, language }).then(
      (availability) => {
        shown = availability
        info.replaceChildren(...availabilityView(availability, t))
        buy.hidden = false
        buy.disabled = availability.soldOut
      },
      () => {
        info.replaceChildren(h("p", { class: "sold-out" }, t("failed")))
        buy.hidden = true
      },
    )
  const dialog = purchaseDialog(t, buy, () => void refresh())
  buy.addEventListener("click", () => {
    if (shown !== null) dialog.open(shopOrigin + functionPath(idFuncion), shown.show)
  })
  const root = element.shadowRoot ?? element.attachShadow({ mode: "open" })
  root.replaceChildren(
    h("style", {}, WIDGET_STYLE),
    h("section", { class: "card", lang: language }, info, buy),
    dialog.element,
  )
  void refresh()
}
