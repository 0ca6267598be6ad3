import rosetta from "rosetta"
import english from "locale-slice:en/widget"
import spanish from "locale-slice:es/widget"

export type WidgetTranslate = (key: string, params?: Record<string, string>) => string

/** The widget's languages: its own slice of locales/es.json and en.json (a few hundred bytes each, both bundled). */
const texts = rosetta({ es: spanish, en: english })

/**
 * The language the widget speaks: the element's `lang`, else the nearest one of the host page
 * (`<html lang>`), else the browser's. English when it starts with "en", Spanish otherwise (the
 * tenant's own language and the fallback).
 */
export const widgetLanguageOf = (element: HTMLElement): "es" | "en" => {
  const declared = element.closest("[lang]")?.getAttribute("lang") || navigator.language
  return declared.toLowerCase().startsWith("en") ? "en" : "es"
}

/** A translator of the widget's texts in `language`. */
export const widgetTexts =
  (language: "es" | "en"): WidgetTranslate =>
  (key, params) =>
    texts.t(`widget.${key}`, params, language)
