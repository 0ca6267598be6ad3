import {
  answerLanguageOf,
  formatMoney,
  NOTIFICATION_SIGNATURE_HEADER,
  type AnswerLanguage,
  type NotifiedState,
  type PaymentNotification,
  type TenantConfig,
  type WalletProviderId,
} from "@boleteria/core"
import type { Hono } from "hono"
import { randomBytes } from "node:crypto"
import QRCode from "qrcode"
import type { Queryable } from "../db/database.js"
import { walletReturnPath } from "./wallet.js"
import { textsIn, type Texts } from "../i18n/texts.js"
import { escapeHtml, plainPage } from "../http/plainPage.js"
import { SANDBOX_WALLET_SLUG, type SandboxSigner } from "./walletSandbox.js"
import { sandboxPaymentRow, type SandboxPaymentRow } from "../store/payments/paymentAttempts.js"

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

const page = (language: AnswerLanguage, title: string, body: string): string => plainPage(language, title, STYLE, body)

const INSTALMENTS = [1, 3, 6, 12] as const

const cuotasField = (t: Texts) => `<label for="cuotas">${escapeHtml(t("payment.walletSandbox.instalments"))}</label>
<select id="cuotas" name="cuotas">${INSTALMENTS.map(
  (count) =>
    `<option value="${count}">${escapeHtml(
      count === 1 ? t("payment.walletSandbox.onePayment") : t("payment.walletSandbox.instalmentCount", { count }),
    )}</option>`,
).join("")}</select>`

/** What the wallet's page says and asks, in the purchase's language. */
interface PageContext {
  readonly tenant: Pick<TenantConfig, "name" | "price">
  readonly language: AnswerLanguage
}

const paymentPage = (
  { tenant, language }: PageContext,
  provider: WalletProviderId,
  payment: SandboxPaymentRow,
  resend: boolean,
) => {
  const t = textsIn(language)
  const provided = { provider: NAME[provider] }
  const decided = payment.state !== "PROCESANDO" && payment.state !== "PENDIENTE_CONFIRMACION"
  const button = (decision: string, label: string, secondary = false) =>
    `<button type="submit" name="decision" value="${decision}"${secondary ? ' class="secondary"' : ""}>${escapeHtml(label)}</button>`
  // No number of its own: the order's number is the shop's (the confirmation), so the shopper sees one.
  return page(
    language,
    t("payment.walletSandbox.title", provided),
    `<h1>${escapeHtml(t("payment.walletSandbox.heading", provided))}</h1>
<p>${escapeHtml(t("payment.walletSandbox.purchase", { shop: tenant.name }))}</p>
<p class="amount" data-testid="wallet-amount">${escapeHtml(formatMoney(Number(payment.amount), tenant.price, language))}</p>
<p class="note">${escapeHtml(t("payment.walletSandbox.note", provided))}</p>
${
  decided
    ? `<p role="status">${escapeHtml(t("payment.walletSandbox.settled"))}</p>`
    : `<form method="post">
${provider === "MERCADO_PAGO" ? cuotasField(t) : ""}
${button("approve", t("payment.walletSandbox.approve"))}
${button("decline", t("payment.walletSandbox.decline"), true)}
${payment.state === "PROCESANDO" ? button("pending", t("payment.walletSandbox.pending"), true) : ""}
</form>`
}
${resend ? `<form method="post">${button("resend", t("payment.walletSandbox.resend"), true)}</form>` : ""}`,
  )
}

const donePage = (
  language: AnswerLanguage,
  provider: WalletProviderId,
  state: NotifiedState,
  backUrl: string | null,
) => {
  const t = textsIn(language)
  return page(
    language,
    t("payment.walletSandbox.title", { provider: NAME[provider] }),
    `<h1>${escapeHtml(t(`payment.walletSandbox.done.${state}`))}</h1>
<p>${escapeHtml(t("payment.walletSandbox.received"))} ${backUrl === null ? escapeHtml(t("payment.walletSandbox.backToTab")) : ""}</p>
${backUrl === null ? "" : `<p><a href="${escapeHtml(backUrl)}">${escapeHtml(t("payment.walletSandbox.back"))}</a></p>`}`,
  )
}

const missingPage = (language: AnswerLanguage) => {
  const t = textsIn(language)
  return page(
    language,
    t("payment.walletSandbox.missingTitle"),
    `<h1>${escapeHtml(t("payment.walletSandbox.missing"))}</h1>`,
  )
}

/**
 * The built-in wallets' pages (docs/payments.md), served by this server as the real wallets serve
 * theirs: the shopper approves, declines or leaves the payment pending; the sandbox then notifies
 * the server exactly as a wallet's webhook does (signed, through the server's own HTTP surface) and
 * sends the shopper back to the shop. MODO's page is what its QR code holds.
 */
export const sandboxWalletPages = (
  app: Hono,
  db: Queryable,
  sign: SandboxSigner,
  tenant: Pick<TenantConfig, "name" | "price">,
): void => {
  /** The last notification sent per payment: a real wallet retries deliveries, and so can this one. */
  const sent = new Map<string, PaymentNotification>()
  const deliver = async (provider: WalletProviderId, notification: PaymentNotification) => {
    sent.set(notification.cReferencia, notification)
    await app.request(`/v2/Pagos/Notificacion/${provider}`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        [NOTIFICATION_SIGNATURE_HEADER]: sign(provider, notification),
      },
      body: JSON.stringify(notification),
    })
  }
  const resolve = async (slug: string, reference: string) => {
    const provider = PROVIDER_OF_SLUG.get(slug)
    if (provider === undefined) return null
    const payment = await sandboxPaymentRow(db, provider, reference)
    return payment === null ? null : { provider, payment }
  }
  /** The purchase's language; a payment it does not know, the browser's (Accept-Language). */
  const languageOf = (payment: SandboxPaymentRow | null, acceptLanguage: string | undefined): AnswerLanguage =>
    payment?.language ?? answerLanguageOf(acceptLanguage)

  app.get("/sandbox/:slug/:reference", async (c) => {
    const reference = c.req.param("reference")
    const found = await resolve(c.req.param("slug"), reference)
    const language = languageOf(found?.payment ?? null, c.req.header("accept-language"))
    if (found === null) return c.html(missingPage(language), 404)
    return c.html(paymentPage({ tenant, language }, found.provider, found.payment, sent.has(reference)))
  })
  app.post("/sandbox/:slug/:reference", async (c) => {
    const reference = c.req.param("reference")
    const found = await resolve(c.req.param("slug"), reference)
    const language = languageOf(found?.payment ?? null, c.req.header("accept-language"))
    if (found === null) return c.html(missingPage(language), 404)
    const { provider, payment } = found
    const field = (await c.req.parseBody())["decision"]
    const decision = typeof field === "string" ? field : ""
    const last = sent.get(reference)
    if (decision === "resend" && last !== undefined) {
      await deliver(provider, last)
      return c.html(donePage(language, provider, last.cEstado, walletReturnPath(provider, payment.process_id)))
    }
    const state = DECISION[decision]
    if (state === undefined)
      return c.html(paymentPage({ tenant, language }, provider, payment, last !== undefined), 400)
    await deliver(provider, {
      cIdNotificacion: randomBytes(8).toString("hex"),
      cReferencia: reference,
      cEstado: state,
      fMonto: Number(payment.amount),
      cMoneda: tenant.price.currency,
    })
    const backUrl = walletReturnPath(provider, payment.process_id)
    // As Checkout Pro does, the shopper goes straight back to the shop once the wallet has decided.
    return backUrl === null ? c.html(donePage(language, provider, state, null)) : c.redirect(backUrl, 303)
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
