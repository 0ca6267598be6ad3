import * as Schema from "effect/Schema"
import { Id } from "../common.js"
import {
  ExchangeOptions,
  ExchangePaymentRequest,
  ExchangeQuote,
  ExchangeSettlement,
  ExchangeTakeRequest,
} from "../exchange.js"
import { endpoint } from "./endpoint.js"
import {
  CheckoutChoiceNotFound,
  ExchangeConflict,
  ExchangeNotFound,
  ExchangeRefused,
  OrderNotFound,
  PaymentRefused,
  PerformanceNotFound,
  PlacesTaken,
  PromotionRefused,
  PurchaseClosed,
  PurchaseLocked,
  SavedCardRefused,
  SectorNotFound,
  TakeRefused,
} from "../refusals.js"

/** The exchange's process and the order it exchanges. */
const ExchangePath = Schema.Struct({ idProcesoDeCompra: Id, idPedido: Id })

const NOT_FOUND = [OrderNotFound, ExchangeNotFound] as const
const CLOSED = [ExchangeConflict, PurchaseLocked, PurchaseClosed] as const

/**
 * Exchanges (SPEC §7 operacion/cambio; docs/exchanges.md): a paid order's tickets move to another
 * function of the same show, in the same sector or a better one, while the function starts in more
 * than 24 hours. The new places are held by a purchase process of its own (the 12-minute clock);
 * settling it pays the difference by card, or gives it back, once. An exchange is never anonymous:
 * the order's customer (by token) is its credential, so its calls need no purchase key.
 */
export const exchangeEndpoints = {
  getExchangeOptions: endpoint({
    method: "GET",
    path: "/v2/Pedido/{idPedido}/operacion/cambio",
    summary:
      "Whether the order may be exchanged and for what: the other functions of its show, with the sectors its tickets may go to and their free places",
    access: "customer",
    params: Schema.Struct({ idPedido: Id }),
    answer: ExchangeOptions,
    errors: [OrderNotFound],
  }),
  takeExchange: endpoint({
    method: "POST",
    path: "/v2/Proceso/{idProcesoDeCompra}/operacion/cambio/{idPedido}",
    summary:
      "Hold, for the order's exchange, as many places as it has tickets: the best of a sector of another function of its show; id 0 starts the exchange's process, the exchange's own id chooses again",
    access: "customer",
    params: ExchangePath,
    body: ExchangeTakeRequest,
    answer: ExchangeQuote,
    errors: [
      ...CLOSED,
      ...NOT_FOUND,
      ExchangeRefused,
      TakeRefused,
      PromotionRefused,
      PerformanceNotFound,
      SectorNotFound,
      PlacesTaken,
    ],
  }),
  getExchangeBalance: endpoint({
    method: "GET",
    path: "/v2/Proceso/{idProcesoDeCompra}/operacion/cambio/pago/{idPedido}",
    summary: "The exchange's balance: the places held, the old and new totals, and what is to pay or to give back",
    access: "customer",
    params: ExchangePath,
    answer: ExchangeQuote,
    errors: [...NOT_FOUND, PurchaseClosed, ExchangeConflict],
  }),
  payExchange: endpoint({
    method: "POST",
    path: "/v2/Proceso/{idProcesoDeCompra}/operacion/cambio/{idPedido}/pagar",
    summary:
      "Settle the exchange: the difference is charged by card under Cobrar's rules, or given back to the order's card; then the old tickets are void, their places on sale again, new tickets and a bill or credit note issued. Asked again, it answers the same settlement (one charge, one refund)",
    access: "customer",
    params: ExchangePath,
    body: ExchangePaymentRequest,
    answer: ExchangeSettlement,
    errors: [...CLOSED, ...NOT_FOUND, ExchangeRefused, PaymentRefused, SavedCardRefused, CheckoutChoiceNotFound],
  }),
}
