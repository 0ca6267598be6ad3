import type { PurchaseProcess } from "../../contract/purchase.js"
import type { SeatPromotion } from "../../contract/seatPromotion.js"
import type { BusinessProcess } from "../../contract/timer.js"
import type { Stamped } from "../../events/envelope.js"
import type { SessionEmitted } from "../session/session.types.js"
import type { ApiFailed, InputOf, IoRequest, PurchaseCancelled, PurchaseCompleted } from "../shared/events.js"
import type { CART_EVENTS, CartEmptyRequested, LastPurchase } from "./cart.events.js"

export interface CartContext {
  readonly process: PurchaseProcess | null
  /** A cancelled CART process the server must still forget (businessProcess); kept until invalidar answers. */
  readonly pendingInvalidation: BusinessProcess
  /** The last purchase the cart let go of (paid or left), with its key: the pages that show how it ended still read it. */
  readonly lastPurchase: LastPurchase | null
  /** The function whose seats are being taken, so the outcome can name it. */
  readonly requestedFunction: number | null
  readonly message: string | null
}

export type CartEvent =
  // Emptying the cart is the checkout's to do (it cancels the whole purchase).
  | Stamped<Exclude<InputOf<typeof CART_EVENTS>, CartEmptyRequested> | ApiFailed>
  | PurchaseCancelled
  | PurchaseCompleted
  | SessionEmitted

export type CartEmitted = Stamped<{
  type: "purchase.started"
  idProcesoDeCompra: number
  idFuncion: number
  ctProcess: PurchaseProcess["ctProcess"]
}>

export interface TakeSeatsInput extends IoRequest {
  readonly idProcesoDeCompra: number
  readonly idFuncion: number
  readonly aIdPosicion: ReadonlyArray<number>
  /** The promotion the shopper chose for these places, if any. */
  readonly idPromocion?: number
  /** A split among promotions (multiPromotion): each listed seat held with its own. */
  readonly listaPosicionPromocion?: ReadonlyArray<SeatPromotion>
}

export interface TakeBestAvailableInput extends IoRequest {
  readonly idProcesoDeCompra: number
  readonly idFuncion: number
  readonly idSector: number
  readonly nCantidad: number
  readonly idPromocion?: number
  /** One of the places must be a wheelchair space. */
  readonly lSillaDeRuedas?: true
}

export interface FunctionInput extends IoRequest {
  readonly idProcesoDeCompra: number
  readonly idFuncion: number
}

export interface ProcessInput extends IoRequest {
  readonly idProcesoDeCompra: number
}

export interface InvalidateInput extends ProcessInput {
  readonly cOrigen: PurchaseCancelled["origin"]
}
