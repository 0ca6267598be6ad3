import * as Schema from "effect/Schema"
import { MAX_WITHDRAWAL_REASON_LENGTH, TRACKING_CODE_PATTERN } from "../rules/withdrawal.js"
import { Id, IsoDateTime, Money } from "./common.js"
import { Email } from "./fields.js"
import { MultilineText } from "./text.js"

/** A withdrawal's tracking code (Res. 424/2020's "código de identificación de arrepentimiento"). */
export const TrackingCode = Schema.String.check(Schema.isPattern(TRACKING_CODE_PATTERN))

/**
 * Body of POST /v2/Arrepentimiento: the order number (SPEC's pedido, as "my orders" and the
 * confirmation mail show it) and the e-mail of the purchase. No login: the two must match.
 */
export const WithdrawalRequest = Schema.Struct({
  idPedido: Id,
  cEmail: Email,
  /** Why, if the shopper wants to say: the law asks for no reason. */
  cMotivo: Schema.optionalKey(MultilineText.check(Schema.isMaxLength(MAX_WITHDRAWAL_REASON_LENGTH))),
}).annotate({ identifier: "WithdrawalRequest" })
export type WithdrawalRequest = typeof WithdrawalRequest.Type

/** The credit note that cancels the order's bill, as a receipt prints its number. */
export const WithdrawalCreditNote = Schema.Struct({
  idComprobante: Id,
  cReferencia: Schema.String,
}).annotate({ identifier: "WithdrawalCreditNote" })

/** A withdrawn order: what the revocation page shows at once and the mail repeats. */
export const Withdrawal = Schema.Struct({
  cCodigoSeguimiento: TrackingCode,
  idPedido: Id,
  /** When the withdrawal was asked for (the first time: asking again answers the same withdrawal). */
  dSolicitud: IsoDateTime,
  /** What goes back to the card: everything that was paid. */
  fImporteReintegrado: Money,
  /** The card the refund goes to, by its last 4 digits. */
  cUltimos4: Schema.NullOr(Schema.String),
  oNotaDeCredito: WithdrawalCreditNote,
}).annotate({ identifier: "Withdrawal" })
export type Withdrawal = typeof Withdrawal.Type
