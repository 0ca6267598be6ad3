// The reference identity provider's few pages, in Spanish.
import { escapeHtml, PLAIN_STYLE, plainPage } from "../http/plainPage.js"

const STYLE = `${PLAIN_STYLE}
button,a.button{display:inline-block;margin-top:1.5rem;padding:.7rem 1.2rem;font-size:1rem;border:0;border-radius:4px;background:#18181b;color:#fff;text-decoration:none;cursor:pointer}`

const page = (title: string, body: string): string => plainPage("es", title, STYLE, body)

export const loginFormPage = (redirectUri: string, email: string, error: string | null): string =>
  page(
    "Ingresá con tu cuenta",
    `<h1>Ingresá con tu cuenta</h1>
<p>Usá el e-mail y la contraseña de tu cuenta de la boletería.</p>
${error === null ? "" : `<p class="error" role="alert">${escapeHtml(error)}</p>`}
<form method="post" action="/idp/login">
<input type="hidden" name="redirect_uri" value="${escapeHtml(redirectUri)}">
<label for="email">E-mail</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(email)}">
<label for="password">Contraseña</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Ingresar</button>
</form>`,
  )

export const problemPage = (message: string): string =>
  page("No pudimos seguir", `<h1>No pudimos seguir</h1><p class="error" role="alert">${escapeHtml(message)}</p>`)

export const loggedOutPage = (): string => page("Sesión cerrada", "<h1>Sesión cerrada</h1><p>Cerraste tu sesión.</p>")

/** The "update your data" page the shop links to; its data lives in the shop's account here. */
export const accountPage = (
  customer: { readonly name: string; readonly email: string } | null,
  backUrl: string | null,
): string =>
  page(
    "Tus datos",
    `<h1>Tus datos</h1>
${
  customer === null
    ? "<p>No hay una sesión abierta en este proveedor de identidad.</p>"
    : `<p>${escapeHtml(customer.name)}<br>${escapeHtml(customer.email)}</p>
<p>Este proveedor de identidad de prueba guarda tus datos en tu cuenta de la boletería.</p>`
}
${backUrl === null ? "" : `<a class="button" href="${escapeHtml(backUrl)}">Volver a la tienda</a>`}`,
  )
