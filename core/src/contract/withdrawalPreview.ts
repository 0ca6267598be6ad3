import * as Schema from "effect/Schema"
import { Id, IsoDateTime, Money } from "./common.js"
import { OrderPerformance } from "./order.js"
import { OrderClaimFields, WithdrawalRefund } from "./withdrawal.js"

/** Body of POST /v2/Arrepentimiento/Previa: the same pair that withdraws, without the reason. */
export const WithdrawalPreviewRequest = Schema.Struct(OrderClaimFields).annotate({
  identifier: "WithdrawalPreviewRequest",
})
export type WithdrawalPreviewRequest = typeof WithdrawalPreviewRequest.Type

/**
 * What a withdrawal would do, shown before the shopper confirms it: the order, its functions and
 * the tickets that would be voided, how much comes back and where (split as the withdrawal splits
 * it), and until when it may be asked for. Nothing is changed by reading it.
 */
export const WithdrawalPreview = Schema.Struct({
  idPedido: Id,
  dCompra: IsoDateTime,
  listaFuncion: Schema.Array(OrderPerformance),
  /** Extra products bought with the tickets: cancelled with them. */
  fTotalProductos: Money,
  fImporteReintegrado: Money,
  listaReintegro: Schema.Array(WithdrawalRefund),
  /** The last instant the withdrawal is taken (the earlier of the ten days and the day's notice). */
  dLimite: IsoDateTime,
}).annotate({ identifier: "WithdrawalPreview" })
export type WithdrawalPreview = typeof WithdrawalPreview.Type

/** oData of GET /v2/PedidosArrepentibles: the signed-in customer's orders that may be withdrawn now, newest first. */
export const WithdrawableOrders = Schema.Struct({
  listaPedido: Schema.Array(WithdrawalPreview),
}).annotate({ identifier: "WithdrawableOrders" })
export type WithdrawableOrders = typeof WithdrawableOrders.Type
