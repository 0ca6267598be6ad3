import { applicablePromotions, type bookingEndpoints, type Caller, type functionShopEndpoints } from "@boleteria/core"
import type { ServerDeps } from "../deps.js"
import { bookedPlaces, customerBooking, bookingStateOf } from "../domain/bookings/bookingRecord.js"
import { functionProducts } from "../domain/bookings/functionProducts.js"
import { processPlaces } from "../domain/bookings/processPlaces.js"
import { BOOKING_BOUGHT, BOOKING_LAPSED, NO_BOOKING, takeBooking } from "../domain/bookings/takeBooking.js"
import { findPerformance } from "../domain/catalogue/performanceRecord.js"
import { promotionsOf } from "../domain/catalogue/promotions.js"
import { findProcess, purchaseCallerOf, requireVisible } from "../domain/process/access.js"
import type { TakeContext } from "../domain/process/take.js"
import { viewInLanguage } from "../domain/process/viewLanguage.js"
import { requireCustomer } from "../http/auth.js"
import type { ServerHandlers } from "../http/endpointRoutes.js"
import { gone, notFound } from "../http/problems.js"

const NO_PERFORMANCE = "problems.catalogue.noPerformance"

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
  /** A function on sale (started ones too: a shop asks about a function it shows), or 404. */
  const requirePerformance = async (id: number) => {
    const performance = await findPerformance(db, id)
    if (performance === null) throw notFound(NO_PERFORMANCE)
    return performance
  }
  return {
    takeBookingByFunction: async ({ path, body, caller }) =>
      viewInLanguage(
        db,
        await takeBooking(db, path.idProcesoDeCompra, { ...body, listaIdPosicion: null }, await takeContext(caller)),
        caller.language,
      ),
    takeBookingByPlaces: async ({ path, body, caller }) =>
      viewInLanguage(
        db,
        await takeBooking(db, path.idProcesoDeCompra, body, await takeContext(caller)),
        caller.language,
      ),
    getBookingPromotions: async ({ path, caller }) => {
      const now = deps.now()
      const customerId = await requireCustomer(db, caller.token, now)
      const booking = await customerBooking(db, path.idReserva, customerId, now)
      if (booking === null) throw notFound(NO_BOOKING)
      const state = bookingStateOf(booking, now)
      if (state !== "VIGENTE") throw gone(state === "CONFIRMADA" ? BOOKING_BOUGHT : BOOKING_LAPSED)
      const places = (await bookedPlaces(db, booking.id, now)).filter((place) => place.claim_state === "HELD")
      const performance = await requirePerformance(booking.performance_id)
      const sectorIds = [...new Set(places.map((place) => place.sector_id))]
      return applicablePromotions(await promotionsOf(db, performance, caller.language), sectorIds, places.length)
    },
    getProcessPlaces: async ({ path, body, caller }) => {
      const now = deps.now()
      const process = await findProcess(db, path.idProcesoDeCompra, await purchaseCallerOf(db, caller, now))
      requireVisible(process, now)
      return processPlaces(db, process.id, body.idFuncion ?? null, now, caller.language)
    },
    isFunctionShopActive: async ({ path }) => {
      await requirePerformance(path.idFuncion)
      const products = await functionProducts(db, deps.tenant.flags.productsShop, "es")
      return { lActiva: products.length > 0 }
    },
    getFunctionProducts: async ({ path, caller }) => {
      await requirePerformance(path.idFuncion)
      return functionProducts(db, deps.tenant.flags.productsShop, caller.language)
    },
  }
}
