import * as Schema from "effect/Schema"
import { MAX_WITHDRAWAL_REASON_LENGTH, TRACKING_CODE_PATTERN } from "../rules/withdrawal.js"
import { Id, IsoDateTime, Money } from "./common.js"
import { Email } from "./fields.js"
import { MultilineText } from "./text.js"
import { PaymentProviderId } from "./wallets.js"

/** A withdrawal's tracking code (Res. 424/2020's "código de identificación de arrepentimiento"). */
export const TrackingCode = Schema.String.check(Schema.isPattern(TRACKING_CODE_PATTERN))

/**
 * An order as a shopper names it without logging in: its number (SPEC's pedido, as "my orders" and
 * the confirmation mail show it) and the e-mail of the purchase. The two must match.
 */
export const OrderClaimFields = {
  idPedido: Id,
  cEmail: Email,
}

/** Body of POST /v2/Arrepentimiento: the order, and why. */
export const WithdrawalRequest = Schema.Struct({
  ...OrderClaimFields,
  /** Why, if the shopper wants to say: the law asks for no reason. */
  cMotivo: Schema.optionalKey(MultilineText.check(Schema.isMaxLength(MAX_WITHDRAWAL_REASON_LENGTH))),
}).annotate({ identifier: "WithdrawalRequest" })
export type WithdrawalRequest = typeof WithdrawalRequest.Type

/** The credit note that cancels the order's bill, as a receipt prints its number. */
export const WithdrawalCreditNote = Schema.Struct({
  idComprobante: Id,
  cReferencia: Schema.String,
}).annotate({ identifier: "WithdrawalCreditNote" })

/**
 * One refund of a withdrawal, through the provider that took that money: the card (by its last 4
 * digits) or the wallet's account. An order born of an exchange may have two (docs/withdrawal.md).
 */
export const WithdrawalRefund = Schema.Struct({
  cProveedor: PaymentProviderId,
  /** The card's last 4 digits; null for a wallet. */
  cUltimos4: Schema.NullOr(Schema.String),
  fImporte: Money,
}).annotate({ identifier: "WithdrawalRefund" })
export type WithdrawalRefund = typeof WithdrawalRefund.Type

/** A withdrawn order: what the revocation page shows at once and the mail repeats. */
export const Withdrawal = Schema.Struct({
  cCodigoSeguimiento: TrackingCode,
  idPedido: Id,
  /** When the withdrawal was asked for (the first time: asking again answers the same withdrawal). */
  dSolicitud: IsoDateTime,
  /** What goes back: everything that was paid. */
  fImporteReintegrado: Money,
  /** The card the refund goes to, by its last 4 digits; null when a wallet paid. */
  cUltimos4: Schema.NullOr(Schema.String),
  oNotaDeCredito: WithdrawalCreditNote,
  /** Where the money goes: each refund with its provider and amount (their sum is fImporteReintegrado). */
  listaReintegro: Schema.Array(WithdrawalRefund),
}).annotate({ identifier: "Withdrawal" })
export type Withdrawal = typeof Withdrawal.Type

/**
 * Where a refund stands: SOLICITADO while the processor has not confirmed it, REINTEGRADO once it
 * gave the money back (the bank may take a few days more to show it on the statement).
 */
export const RefundState = Schema.Literals(["SOLICITADO", "REINTEGRADO"])
export type RefundState = typeof RefundState.Type

/** One refund of a withdrawn order, as "my orders" shows it: where it goes, how much, and how it stands. */
export const OrderRefund = Schema.Struct({
  ...WithdrawalRefund.fields,
  cEstado: RefundState,
}).annotate({ identifier: "OrderRefund" })
export type OrderRefund = typeof OrderRefund.Type

/** A withdrawn (ARREPENTIDO) order's withdrawal, on the order in GET /v2/Historial2. */
export const OrderWithdrawal = Schema.Struct({
  cCodigoSeguimiento: TrackingCode,
  dSolicitud: IsoDateTime,
  fImporteReintegrado: Money,
  listaReintegro: Schema.Array(OrderRefund),
}).annotate({ identifier: "OrderWithdrawal" })
export type OrderWithdrawal = typeof OrderWithdrawal.Type
