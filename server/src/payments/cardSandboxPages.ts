// The card sandbox's own pages (the provider's iFrame that saves a card, the bank's 3-D Secure 2
// device-data page and challenge), in Spanish like the reference identity provider's.
import { escapeHtml, PLAIN_STYLE, plainPage } from "../http/plainPage.js"

const STYLE = `${PLAIN_STYLE}
button{display:inline-block;margin:1.5rem .5rem 0 0;padding:.7rem 1.2rem;font-size:1rem;border:0;border-radius:4px;background:#18181b;color:#fff;cursor:pointer}`

const page = (title: string, body: string): string => plainPage("es", title, STYLE, body)

const field = (name: string, label: string, autocomplete: string) =>
  `<label for="${name}">${label}</label>
<input id="${name}" name="${name}" inputmode="${name === "holder" ? "text" : "numeric"}" autocomplete="${autocomplete}" required>`

/** card/BancardiFrame's page: takes the card to save and posts it to itself. */
export const cardRegistrationPage = (action: string, error: string | null): string =>
  page(
    "Guardá tu tarjeta",
    `<h1>Guardá tu tarjeta</h1>
<p>Entorno de pruebas del procesador: la tienda recibe solo un alias de la tarjeta, nunca su número.</p>
${error === null ? "" : `<p class="error" role="alert">${escapeHtml(error)}</p>`}
<form method="post" action="${escapeHtml(action)}">
${field("number", "Número de tarjeta", "cc-number")}
${field("holder", "Nombre como figura en la tarjeta", "cc-name")}
${field("month", "Mes de vencimiento (MM)", "cc-exp-month")}
${field("year", "Año de vencimiento (AAAA)", "cc-exp-year")}
${field("code", "Código de seguridad", "cc-csc")}
<button type="submit">Guardar tarjeta</button>
</form>`,
  )

/** The bank's 3-D Secure 2 challenge: the shopper approves or refuses it. */
export const challengePage = (action: string, last4: string): string =>
  page(
    "Verificación de tu banco",
    `<h1>Verificación de tu banco</h1>
<p>Entorno de pruebas: confirmá que sos vos quien paga con la tarjeta terminada en ${escapeHtml(last4)}.</p>
<form method="post" action="${escapeHtml(action)}">
<button type="submit" name="resultado" value="aprobar">Confirmar</button>
<button type="submit" name="resultado" value="rechazar">No fui yo</button>
</form>`,
  )

/** The device-data page the shop loads hidden before authenticating: the sandbox collects nothing. */
export const deviceDataPage = (): string => page("Datos del dispositivo", "<h1>Datos del dispositivo</h1><p>Listo.</p>")

export const expiredPage = (): string =>
  page(
    "Este paso ya no está disponible",
    `<h1>Este paso ya no está disponible</h1><p class="error" role="alert">Volvé a la tienda y empezá de nuevo.</p>`,
  )
