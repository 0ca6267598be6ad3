import {
  isRefusal,
  type bookingEndpoints,
  type Caller,
  type functionShopEndpoints,
  type PurchaseProcess,
  type Refusal,
} from "@boleteria/core"
import type { ServerDeps } from "../deps.js"
import { bookingPromotions } from "../domain/bookings/bookingPromotions.js"
import { functionProducts } from "../domain/bookings/functionProducts.js"
import { processPlaces } from "../domain/bookings/processPlaces.js"
import { takeBooking } from "../domain/bookings/takeBooking.js"
import { performanceOrNotFound } from "../domain/catalogue/performanceRecord.js"
import { purchaseCallerOf, visibleProcess } from "../domain/process/access.js"
import type { TakeContext } from "../domain/process/take.js"
import { viewInLanguage } from "../domain/process/viewLanguage.js"
import { requireCustomer } from "../http/auth.js"
import type { ServerHandlers } from "../http/endpointRoutes.js"

type Handlers = Pick<ServerHandlers, keyof typeof bookingEndpoints | keyof typeof functionShopEndpoints>

/** Bookings into purchases, a purchase's places, and the products shop of a function (docs/bookings.md, docs/products.md). */
export const bookingHandlers = (deps: ServerDeps): Handlers => {
  const { db } = deps
  const takeContext = async (caller: Caller): Promise<TakeContext> => ({
    now: deps.now(),
    holdMs: deps.tenant.purchase.clockMinutes * 60_000,
    processType: deps.tenant.processType,
    language: caller.language,
    caller: await purchaseCallerOf(db, caller, deps.now()),
  })
  /** The purchase's view in the caller's language, or the refusal. */
  const answered = (view: PurchaseProcess | Refusal, caller: Caller) =>
    isRefusal(view) ? view : viewInLanguage(db, view, caller.language)
  return {
    takeBookingByFunction: async ({ path, body, caller }) =>
      answered(
        await takeBooking(db, path.idProcesoDeCompra, { ...body, listaIdPosicion: null }, await takeContext(caller)),
        caller,
      ),
    takeBookingByPlaces: async ({ path, body, caller }) =>
      answered(await takeBooking(db, path.idProcesoDeCompra, body, await takeContext(caller)), caller),
    getBookingPromotions: async ({ path, caller }) => {
      const now = deps.now()
      const customerId = await requireCustomer(db, caller.token, now)
      return bookingPromotions(db, path.idReserva, customerId, now, caller.language)
    },
    getProcessPlaces: async ({ path, body, caller }) => {
      const now = deps.now()
      const process = await visibleProcess(db, path.idProcesoDeCompra, await purchaseCallerOf(db, caller, now), now)
      if (isRefusal(process)) return process
      return processPlaces(db, process.id, body.idFuncion ?? null, now, caller.language)
    },
    isFunctionShopActive: async ({ path }) => {
      const performance = await performanceOrNotFound(db, path.idFuncion)
      if (isRefusal(performance)) return performance
      const products = await functionProducts(db, deps.tenant.flags.productsShop, "es")
      return { lActiva: products.length > 0 }
    },
    getFunctionProducts: async ({ path, caller }) => {
      const performance = await performanceOrNotFound(db, path.idFuncion)
      if (isRefusal(performance)) return performance
      return functionProducts(db, deps.tenant.flags.productsShop, caller.language)
    },
  }
}
