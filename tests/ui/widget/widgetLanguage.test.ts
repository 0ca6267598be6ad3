// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest"
import { widgetLanguageOf, widgetTexts } from "../../../ui/src/widget/texts.js"

/** Which language <boleteria-tickets> speaks in an organiser's page (docs/widget.md). */
describe("the widget's language", () => {
  afterEach(() => {
    document.documentElement.removeAttribute("lang")
    document.body.replaceChildren()
  })

  const element = (html: string): HTMLElement => {
    document.body.innerHTML = html
    return document.querySelector("boleteria-tickets")!
  }

  it("is the element's lang, else the page's, in either of the shop's languages", () => {
    document.documentElement.lang = "es-AR"
    expect(widgetLanguageOf(element('<boleteria-tickets lang="en-GB" funcion="1"></boleteria-tickets>'))).toBe("en")
    expect(widgetLanguageOf(element('<boleteria-tickets funcion="1"></boleteria-tickets>'))).toBe("es")
    document.documentElement.lang = "en"
    expect(widgetLanguageOf(element('<div lang="fr"><boleteria-tickets funcion="1"></boleteria-tickets></div>'))).toBe(
      "es",
    )
    expect(widgetLanguageOf(element('<boleteria-tickets funcion="1"></boleteria-tickets>'))).toBe("en")
  })

  it("says its texts from the widget section of the locale files", () => {
    expect(widgetTexts("es")("buy")).toBe("Comprar entradas")
    expect(widgetTexts("en")("dialogTitle", { show: "Hamlet" })).toBe("Buy tickets: Hamlet")
  })
})
