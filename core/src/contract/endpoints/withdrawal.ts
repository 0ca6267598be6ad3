import * as Schema from "effect/Schema"
import { TrackingCode, Withdrawal, WithdrawalRequest } from "../withdrawal.js"
import { WithdrawableOrders, WithdrawalPreview, WithdrawalPreviewRequest } from "../withdrawalPreview.js"
import { endpoint } from "./endpoint.js"
import { NotWithdrawable, TooManyAttempts, WithdrawalNotFound, WithdrawalTooLate } from "../refusals.js"

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
    errors: [WithdrawalTooLate, WithdrawalNotFound, NotWithdrawable, TooManyAttempts],
  }),
  previewWithdrawal: endpoint({
    method: "POST",
    path: "/v2/Arrepentimiento/Previa",
    summary:
      "What withdrawing a paid order would do, before the shopper confirms it (no login; order number and e-mail must match): its functions and tickets, how much comes back and where, until when. Changes nothing",
    access: "public",
    body: WithdrawalPreviewRequest,
    answer: WithdrawalPreview,
    errors: [WithdrawalTooLate, WithdrawalNotFound, NotWithdrawable, TooManyAttempts],
  }),
  getWithdrawableOrders: endpoint({
    method: "GET",
    path: "/v2/PedidosArrepentibles",
    summary:
      "The signed-in customer's orders that may be withdrawn now, each with what withdrawing it would do (the preview), newest first",
    access: "customer",
    answer: WithdrawableOrders,
    errors: [],
  }),
  getWithdrawal: endpoint({
    method: "GET",
    path: "/v2/Arrepentimiento/{cCodigoSeguimiento}",
    summary: "A withdrawal by its tracking code (the code is the credential: no login)",
    access: "public",
    params: Schema.Struct({ cCodigoSeguimiento: TrackingCode }),
    answer: Withdrawal,
    errors: [WithdrawalNotFound],
  }),
}
