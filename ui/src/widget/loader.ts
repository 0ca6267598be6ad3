/**
 * /widget.js, the script an organiser pastes into any page (docs/widget.md): it defines
 * <boleteria-tickets funcion="…"> and, once such an element is in the page, loads the widget's
 * module from the server that served this script. Kept to a few hundred bytes: every page that
 * carries it downloads it, ticket buyer or not.
 */

/** The widget module's hashed path under the shop (ui/build.mjs writes it in when building). */
declare const WIDGET_MODULE: string

interface WidgetModule {
  readonly showTickets: (element: HTMLElement, shopOrigin: string) => void
}

// currentScript is this script only while it runs (also when async), so it is read now.
const moduleUrl = new URL(WIDGET_MODULE, (document.currentScript as HTMLScriptElement | null)?.src ?? location.href)
let widget: Promise<WidgetModule> | undefined

class BoleteriaTickets extends HTMLElement {
  static observedAttributes = ["funcion", "lang"]

  connectedCallback(): void {
    this.show()
  }

  attributeChangedCallback(): void {
    if (this.isConnected) this.show()
  }

  private show(): void {
    widget ??= import(moduleUrl.href) as Promise<WidgetModule>
    void widget.then((module) => module.showTickets(this, moduleUrl.origin))
  }
}

if (customElements.get("boleteria-tickets") === undefined) customElements.define("boleteria-tickets", BoleteriaTickets)
