import {
  NOTIFICATION_SIGNATURE_HEADER,
  type NotifiedState,
  type PaymentNotification,
  type WalletProviderId,
} from "@boleteria/core"
import type { Hono } from "hono"
import { randomBytes } from "node:crypto"
import QRCode from "qrcode"
import type { Queryable } from "../db/database.js"
import { walletReturnPath } from "../domain/wallets/charge.js"
import { signNotification } from "./notificationSignature.js"
import { SANDBOX_WALLET_SLUG } from "./walletSandbox.js"

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

const NAME: Readonly<Record<WalletProviderId, string>> = {
  MERCADO_PAGO: "Mercado Pago",
  MODO: "MODO",
  PAYPAL: "PayPal",
  TIGO_MONEY: "Tigo Money",
  APPLE_PAY: "Apple Pay",
}

const PROVIDER_OF_SLUG = new Map(
  (Object.entries(SANDBOX_WALLET_SLUG) as Array<[WalletProviderId, string]>).map(([provider, slug]) => [
    slug,
    provider,
  ]),
)

const DECISION: Readonly<Record<string, NotifiedState>> = {
  approve: "APROBADO",
  decline: "RECHAZADO",
  pending: "PENDIENTE",
}

const STYLE = `
body{font-family:system-ui,sans-serif;margin:0;background:#eef2f7;color:#18181b}
main{max-width:28rem;margin:3rem auto;padding:2rem;background:#fff;border-radius:8px;box-shadow:0 1px 4px #0002}
h1{font-size:1.4rem;margin-top:0}.amount{font-size:2rem;font-weight:700;margin:.5rem 0}
.note{color:#3f3f46;font-size:.9rem}label{display:block;margin:1rem 0 .25rem;font-weight:600}
select{padding:.5rem;font-size:1rem}form{margin-top:1rem}
button{display:block;width:100%;margin-top:.75rem;padding:.8rem;font-size:1rem;border:0;border-radius:4px;cursor:pointer;background:#1d4ed8;color:#fff}
button.secondary{background:#e4e4e7;color:#18181b}a{color:#1d4ed8}
:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}`

const page = (title: string, body: string): string => `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body></html>`

interface SandboxPayment {
  readonly process_id: number
  readonly amount: string | number
  readonly state: string
  readonly current: boolean
}

/** What the sandbox wallet knows of a payment: here, what the server recorded of it. */
const paymentOf = async (
  db: Queryable,
  provider: WalletProviderId,
  reference: string,
): Promise<SandboxPayment | null> => {
  const { rows } = await db.query<SandboxPayment>(
    `SELECT a.process_id, a.amount, a.state, (c.provider_reference = a.reference) AS current
       FROM payment_attempts a LEFT JOIN charges c ON c.process_id = a.process_id
      WHERE a.reference = $1 AND a.provider = $2`,
    [reference, provider],
  )
  return rows[0] ?? null
}

const cuotasField = `<label for="cuotas">Cuotas</label>
<select id="cuotas" name="cuotas"><option value="1">1 pago</option><option value="3">3 cuotas</option>
<option value="6">6 cuotas</option><option value="12">12 cuotas</option></select>`

const paymentPage = (provider: WalletProviderId, reference: string, payment: SandboxPayment, resend: boolean) => {
  const name = NAME[provider]
  const amount = new Intl.NumberFormat("es-AR", { maximumFractionDigits: 0 }).format(Number(payment.amount))
  const decided = payment.state !== "PROCESANDO" && payment.state !== "PENDIENTE_CONFIRMACION"
  const button = (decision: string, label: string, secondary = false) =>
    `<button type="submit" name="decision" value="${decision}"${secondary ? ' class="secondary"' : ""}>${label}</button>`
  return page(
    `${name} (prueba)`,
    `<h1>${escapeHtml(name)}: entorno de prueba</h1>
<p>Compra ${payment.process_id} en la boletería</p>
<p class="amount">$ ${amount}</p>
<p class="note">Esta página reemplaza a la de ${escapeHtml(name)}: no se mueve dinero real. Lo que elijas acá llega a la tienda como la notificación del proveedor.</p>
${
  decided
    ? `<p role="status">Este pago ya está resuelto (${escapeHtml(payment.state)}).</p>`
    : `<form method="post">
${provider === "MERCADO_PAGO" ? cuotasField : ""}
${button("approve", "Aprobar el pago")}
${button("decline", "Rechazar el pago", true)}
${payment.state === "PROCESANDO" ? button("pending", "Dejarlo pendiente (pago en efectivo)", true) : ""}
</form>`
}
${resend ? `<form method="post">${button("resend", "Reenviar la última notificación", true)}</form>` : ""}`,
  )
}

const donePage = (provider: WalletProviderId, state: NotifiedState, backUrl: string | null) =>
  page(
    `${NAME[provider]} (prueba)`,
    `<h1>${state === "APROBADO" ? "Pago aprobado" : state === "RECHAZADO" ? "Pago rechazado" : "Pago pendiente"}</h1>
<p>La tienda ya recibió la notificación. ${backUrl === null ? "Volvé a la pestaña de la tienda: se actualiza sola." : ""}</p>
${backUrl === null ? "" : `<p><a href="${escapeHtml(backUrl)}">Volver a la tienda</a></p>`}`,
  )

/**
 * The built-in wallets' pages (docs/payments.md), served by this server as the real wallets serve
 * theirs: the shopper approves, declines or leaves the payment pending; the sandbox then notifies
 * the server exactly as a wallet's webhook does (signed, through the server's own HTTP surface) and
 * sends the shopper back to the shop. MODO's page is what its QR code holds.
 */
export const sandboxWalletPages = (app: Hono, db: Queryable, secret: string): void => {
  /** The last notification sent per payment: a real wallet retries deliveries, and so can this one. */
  const sent = new Map<string, PaymentNotification>()
  const deliver = async (provider: WalletProviderId, notification: PaymentNotification) => {
    sent.set(notification.cReferencia, notification)
    await app.request(`/v2/Pagos/Notificacion/${provider}`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        [NOTIFICATION_SIGNATURE_HEADER]: signNotification(secret, provider, notification),
      },
      body: JSON.stringify(notification),
    })
  }
  const resolve = async (slug: string, reference: string) => {
    const provider = PROVIDER_OF_SLUG.get(slug)
    if (provider === undefined) return null
    const payment = await paymentOf(db, provider, reference)
    return payment === null ? null : { provider, payment }
  }
  const missing = page("Pago inexistente", "<h1>No encontramos ese pago</h1>")

  app.get("/sandbox/:slug/:reference", async (c) => {
    const reference = c.req.param("reference")
    const found = await resolve(c.req.param("slug"), reference)
    if (found === null) return c.html(missing, 404)
    return c.html(paymentPage(found.provider, reference, found.payment, sent.has(reference)))
  })
  app.post("/sandbox/:slug/:reference", async (c) => {
    const reference = c.req.param("reference")
    const found = await resolve(c.req.param("slug"), reference)
    if (found === null) return c.html(missing, 404)
    const { provider, payment } = found
    const field = (await c.req.parseBody())["decision"]
    const decision = typeof field === "string" ? field : ""
    const last = sent.get(reference)
    if (decision === "resend" && last !== undefined) {
      await deliver(provider, last)
      return c.html(donePage(provider, last.cEstado, walletReturnPath(provider, payment.process_id)))
    }
    const state = DECISION[decision]
    if (state === undefined) return c.html(paymentPage(provider, reference, payment, last !== undefined), 400)
    await deliver(provider, {
      cIdNotificacion: randomBytes(8).toString("hex"),
      cReferencia: reference,
      cEstado: state,
      fMonto: Number(payment.amount),
    })
    const backUrl = walletReturnPath(provider, payment.process_id)
    // As Checkout Pro does, the shopper goes straight back to the shop once the wallet has decided.
    return backUrl === null ? c.html(donePage(provider, state, null)) : c.redirect(backUrl, 303)
  })
  app.get("/sandbox/:slug/:reference/qr.svg", async (c) => {
    const found = await resolve(c.req.param("slug"), c.req.param("reference"))
    if (found === null) return c.body(null, 404)
    // The code holds the payment page's full address, so a phone on the same network opens it.
    const target = new URL(`/sandbox/${c.req.param("slug")}/${c.req.param("reference")}`, c.req.url).href
    const svg = await QRCode.toString(target, { type: "svg", errorCorrectionLevel: "M", margin: 2 })
    return c.body(svg, 200, { "content-type": "image/svg+xml", "cache-control": "no-store" })
  })
}
