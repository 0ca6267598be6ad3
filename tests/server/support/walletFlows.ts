import type { PaymentStatus, PurchaseProcess } from "@boleteria/core"
import {
  chooseETicket,
  confirmationMailed,
  ok,
  onPurchase,
  takeGroup,
  type GroupPlace,
  type HeldPurchase,
} from "./flows.js"
import type { TestServer } from "./testServer.js"

/** The wallet methods of migration 017. */
export const WALLET_METHOD = { MERCADO_PAGO: 11, MODO: 12, PAYPAL: 13, TIGO_MONEY: 14, APPLE_PAY: 15 } as const

/** A tenant that takes cards and every wallet (docs/payments.md). */
export const EVERY_WALLET = {
  acceptedPayments: ["visa", "mastercard", "mercadoPago", "modo", "payPal", "tigoMoney", "applePay"],
} as const

/** What a shopper does on a sandbox wallet's page: its form's button. */
export type WalletDecision = "approve" | "decline" | "pending" | "resend"

/** `nCantidad` best places of a sector (under a promotion, if given) held by `token`'s customer, e-ticket chosen: ready for any method. */
export const readyPurchase = async (server: TestServer, place: GroupPlace, token: string): Promise<PurchaseProcess> => {
  const purchase = await ok(takeGroup(server, place, null, token))
  await chooseETicket(server, purchase, token)
  return purchase
}

/** Cobrar2 with wallet method `method`: the wallet's payment, waiting on its page. */
export const payWithWallet = (server: TestServer, purchase: HeldPurchase, method: number, token: string) =>
  onPurchase<PaymentStatus>(server, purchase, "POST", "/Cobrar2", { nFormaDePago: method }, token)

/** The shopper's choice on the sandbox wallet's page, as the browser posts its form. */
export const decideAtWallet = async (server: TestServer, actionUrl: string, decision: WalletDecision) => {
  const response = await fetch(server.url + actionUrl, {
    method: "POST",
    body: new URLSearchParams({ decision }),
    redirect: "manual",
  })
  return { status: response.status, location: response.headers.get("location"), html: await response.text() }
}

/** Pays a ready purchase with a wallet, approved on its page: answers the order it became. */
export const paidByWallet = async (server: TestServer, purchase: HeldPurchase, method: number, token: string) => {
  const started = await ok(payWithWallet(server, purchase, method, token))
  await decideAtWallet(server, started.oAccionProveedor!.cUrl, "approve")
  const { rows } = await server.db.query<{ id: number; paid_total: string }>(
    "SELECT id, paid_total FROM orders WHERE process_id = $1",
    [purchase.idProcesoDeCompra],
  )
  if (rows[0] === undefined) throw new Error(`wallet ${method} did not pay process ${purchase.idProcesoDeCompra}`)
  await confirmationMailed(server, rows[0].id)
  return { idPedido: rows[0].id, paid: Number(rows[0].paid_total) }
}
