import * as Effect from "effect/Effect"
import type { ProcessPlace } from "../../contract/booking.js"
import type { Caller } from "../../contract/endpoints/endpoint.js"
import type { bookingEndpoints, functionShopEndpoints } from "../../contract/endpoints/bookings.js"
import { applicablePromotions } from "../../rules/seatMap/promotions.js"
import { heldPositionOf } from "../../rules/cartView.js"
import { chargeInFlight, findProcess, openProcess, requireCustomer, requireVisible } from "../access.js"
import { bookingStateOf, claimOfPlace, liveBooking, positionIdOf } from "../bookings/bookings.js"
import { findPerformance, promotionsOf } from "../catalogue/performances.js"
import { conflict, fieldProblem, gone, notFound } from "../problem.js"
import { placesOf, promotionOfClaim, putClaim } from "../purchase/claims.js"
import { applyPromotion, promotionFor, startProcess } from "../purchase/take.js"
import { purchaseView } from "../purchase/view.js"
import type { MemoryStore, ProcessRecord } from "../store.js"
import type { HandlersOf } from "./handler.js"

interface BookingTake {
  readonly idReserva: number
  readonly idFuncion: number
  readonly listaIdPosicion: ReadonlyArray<number> | null
  readonly idPromocion: number | null
}

/** TomarReservaPorFuncion / PorPosicion, as the server does them (docs/bookings.md). */
const takeBooking = (store: MemoryStore, processId: number, caller: Caller, take: BookingTake) =>
  Effect.gen(function* () {
    const customer = yield* requireCustomer(store, caller)
    const booking = yield* liveBooking(store, take.idReserva, customer.id)
    if (booking.performanceId !== take.idFuncion) return yield* notFound("problems.booking.notOfPerformance")
    const booked = booking.places.flatMap((place) => {
      const claim = claimOfPlace(store, booking, place)
      return claim === null ? [] : [{ place, claim }]
    })
    const wanted =
      take.listaIdPosicion === null
        ? booked.filter(({ claim }) => claim.state === "HELD")
        : [...new Set(take.listaIdPosicion)].map((id) => booked.find(({ place }) => positionIdOf(place) === id) ?? id)
    const named = [] as Array<(typeof booked)[number]>
    for (const entry of wanted) {
      if (typeof entry === "number")
        return yield* fieldProblem("listaIdPosicion", "problems.booking.placeNotBooked", { place: entry })
      if (entry.claim.state === "SOLD") return yield* conflict("problems.booking.bought")
      named.push(entry)
    }
    const process: ProcessRecord | null = processId === 0 ? null : yield* openProcess(store, processId, caller)
    for (const { claim } of named) {
      const holder = store.processes.get(claim.processId)
      if (holder === undefined || holder === booking.holder || holder === process) continue
      if ((holder.state === "ACTIVE" && holder.expiresAt > store.now()) || chargeInFlight(holder))
        return yield* conflict("problems.booking.inAnotherPurchase")
    }
    const performance = yield* findPerformance(store, booking.performanceId)
    const promotion = yield* promotionFor(store, performance, take.idPromocion)
    const buyer = process ?? startProcess(store, customer.id)
    // A new purchase of a booking never outlives the booking.
    if (process === null) buyer.expiresAt = Math.min(buyer.expiresAt, booking.expiresAt)
    for (const { place, claim } of named)
      putClaim(store, buyer, {
        ...claim,
        processId: buyer.id,
        price: place.price,
        listPrice: place.price,
        promotionId: promotion?.idPromocion ?? null,
      })
    if (promotion !== null) applyPromotion(buyer, performance, promotion)
    return purchaseView(store, buyer)
  })

const productsShopOn = (store: MemoryStore) => store.tenant.flags.productsShop

/** Bookings into purchases, a purchase's places, and the products shop of a function. */
export const bookingHandlers = (
  store: MemoryStore,
): HandlersOf<typeof bookingEndpoints & typeof functionShopEndpoints> => ({
  takeBookingByFunction: ({ path, body, caller }) =>
    takeBooking(store, path.idProcesoDeCompra, caller, { ...body, listaIdPosicion: null }),
  takeBookingByPlaces: ({ path, body, caller }) => takeBooking(store, path.idProcesoDeCompra, caller, body),
  getBookingPromotions: ({ path, caller }) =>
    Effect.gen(function* () {
      const customer = yield* requireCustomer(store, caller)
      const booking = store.bookings.get(path.idReserva)
      if (booking === undefined || booking.customerId !== customer.id)
        return yield* notFound("problems.booking.notFound")
      const state = bookingStateOf(store, booking)
      if (state !== "VIGENTE")
        return yield* gone(state === "CONFIRMADA" ? "problems.booking.bought" : "problems.booking.lapsed")
      const places = booking.places.filter((place) => claimOfPlace(store, booking, place)?.state === "HELD")
      const performance = yield* findPerformance(store, booking.performanceId)
      const sectorIds = [...new Set(places.map((place) => place.sectorId))]
      return applicablePromotions(promotionsOf(store, performance), sectorIds, places.length)
    }),
  getProcessPlaces: ({ path, body, caller }) =>
    Effect.gen(function* () {
      const process = yield* findProcess(store, path.idProcesoDeCompra, caller)
      yield* requireVisible(process, store.now())
      return placesOf(store, process)
        .filter((claim) => body.idFuncion === undefined || claim.performanceId === body.idFuncion)
        .map((claim): ProcessPlace => {
          const seat = claim.seatId === null ? undefined : store.index.seatById(claim.seatId)
          return {
            idFuncion: claim.performanceId,
            ...heldPositionOf({
              seatId: claim.seatId,
              sectorId: claim.sectorId,
              generalSlot: claim.slot,
              sectorName: store.index.sectors.get(claim.sectorId)?.name ?? "",
              rowLabel: seat?.rowLabel ?? null,
              seatNumber: seat?.number ?? null,
              listPrice: claim.listPrice,
              price: claim.price,
              serviceCharge: claim.serviceCharge,
              promotion: promotionOfClaim(store, claim),
            }),
            cEstado: claim.state === "SOLD" ? "VENDIDA" : "RETENIDA",
            idReserva: claim.bookingId ?? null,
          }
        })
    }),
  isFunctionShopActive: ({ path }) =>
    Effect.as(findPerformance(store, path.idFuncion), { lActiva: productsShopOn(store) && store.products.length > 0 }),
  getFunctionProducts: ({ path }) =>
    Effect.as(
      findPerformance(store, path.idFuncion),
      productsShopOn(store)
        ? store.products.map(({ idProducto, cNombre, cDescripcion, fPrecio, nCantidadMaxima }) => ({
            idProducto,
            cNombre,
            cDescripcion,
            fPrecio,
            nCantidadMaxima,
          }))
        : [],
    ),
})
