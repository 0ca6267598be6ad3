import * as Schema from "effect/Schema"
import { Id } from "./common.js"

/**
 * A seat of a take and the promotion it is held with (docs/promotions.md). Its own module: the cart
 * machine's events read it, and importing it from requests/purchase.ts would drag the request
 * schemas' shared helpers out of the first download's chunks into a new one.
 */
export const SeatPromotion = Schema.Struct({ idPosicion: Id, idPromocion: Id }).annotate({
  identifier: "SeatPromotion",
})
export type SeatPromotion = typeof SeatPromotion.Type
