import * as Schema from "effect/Schema"
import { TrackingCode, Withdrawal, WithdrawalRequest } from "../withdrawal.js"
import { WithdrawableOrders, WithdrawalPreview, WithdrawalPreviewRequest } from "../withdrawalPreview.js"
import { endpoint } from "./endpoint.js"

/**
 * The "Botón de arrepentimiento" (Ley 24.240 art. 34, Res. 424/2020): a purchase withdrawn with
 * no login, by order number and e-mail; its tracking code tells how it went. docs/withdrawal.md.
 */
export const withdrawalEndpoints = {
  requestWithdrawal: endpoint({
    method: "POST",
    path: "/v2/Arrepentimiento",
    summary:
      "Withdraw a paid order (no login; order number and e-mail must match): its tickets are voided, its places go back on sale, the payment is refunded once, a credit note is issued and a tracking code mailed. Asking again answers the same withdrawal",
    access: "public",
    body: WithdrawalRequest,
    answer: Withdrawal,
    errors: {
      400: "Too late: more than 10 days since the tickets were received, or less than 24 hours before the function (cClave says which; the text says when the limit passed)",
      404: "No order with that number and that e-mail (which of the two is wrong is not said)",
      409: "The order cannot be withdrawn: its payment is not approved yet, or it was already cancelled or refunded",
      429: "Too many wrong attempts from this address or on this order: wait (Retry-After)",
    },
  }),
  previewWithdrawal: endpoint({
    method: "POST",
    path: "/v2/Arrepentimiento/Previa",
    summary:
      "What withdrawing a paid order would do, before the shopper confirms it (no login; order number and e-mail must match): its functions and tickets, how much comes back and where, until when. Changes nothing",
    access: "public",
    body: WithdrawalPreviewRequest,
    answer: WithdrawalPreview,
    errors: {
      400: "Too late: more than 10 days since the tickets were received, or less than 24 hours before the function (cClave says which; the text says when the limit passed)",
      404: "No order with that number and that e-mail (which of the two is wrong is not said)",
      409: "The order cannot be withdrawn: its payment is not approved yet, or it was already cancelled, refunded or withdrawn",
      429: "Too many wrong attempts from this address: wait (Retry-After)",
    },
  }),
  getWithdrawableOrders: endpoint({
    method: "GET",
    path: "/v2/PedidosArrepentibles",
    summary:
      "The signed-in customer's orders that may be withdrawn now, each with what withdrawing it would do (the preview), newest first",
    access: "customer",
    answer: WithdrawableOrders,
    errors: {},
  }),
  getWithdrawal: endpoint({
    method: "GET",
    path: "/v2/Arrepentimiento/{cCodigoSeguimiento}",
    summary: "A withdrawal by its tracking code (the code is the credential: no login)",
    access: "public",
    params: Schema.Struct({ cCodigoSeguimiento: TrackingCode }),
    answer: Withdrawal,
    errors: { 404: "No withdrawal has that tracking code" },
  }),
}
