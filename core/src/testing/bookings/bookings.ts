import * as Effect from "effect/Effect"
import type { DemoBooking, DemoCustomer } from "../../contract/demoCustomers.js"
import type { Booking, BookingState } from "../../contract/order.js"
import { generalAdmissionPlaceId } from "../../rules/catalogue/seatLayout.js"
import { heldPositionOf } from "../../rules/cartView.js"
import { functionDateAt } from "../../rules/format/functionDate.js"
import { conflict, gone, notFound, type HttpProblem } from "../problem.js"
import { newSecret } from "../random.js"
import type { BookedPlace, BookingRecord, Claim, MemoryStore } from "../store.js"
import { claimsOf, isLive, putClaim } from "../purchase/claims.js"

const DAY_MS = 24 * 60 * 60_000

/** The places a demo booking names, at its show's prices, as the server's seed finds them. */
const placesOf = (store: MemoryStore, booking: DemoBooking): ReadonlyArray<BookedPlace> => {
  const performance = store.performances.get(booking.idFuncion)
  const venue = store.index.catalog.venues.find(
    (file) => file.idEstablecimiento === performance?.show.venue.idEstablecimiento,
  )
  const map = store.index.catalog.seatMaps.find((file) => file.cMapa === venue?.cMapa)
  const name = map?.listaSector.find((sector) => sector.cCodigo === booking.cCodigoSector)?.cNombre
  const priced = performance?.show.sectors.find((candidate) => candidate.sector.name === name)
  if (performance === undefined || priced === undefined)
    throw new Error(`demo customers: function ${booking.idFuncion} sells no sector ${booking.cCodigoSector}`)
  const base = { sectorId: priced.sector.id, price: priced.price, serviceCharge: priced.serviceCharge }
  if (!priced.sector.numbered)
    return Array.from({ length: booking.nCantidad ?? 0 }, (_, index) => ({
      ...base,
      key: `g${priced.sector.id}:${index + 1}`,
      seatId: null,
      slot: index + 1,
    }))
  const seats = store.index.seatsOf(priced.sector)
  return (booking.listaButaca ?? []).map(({ cFila, nButaca }) => {
    const seat = seats.find((candidate) => candidate.rowLabel === cFila && candidate.number === nButaca)
    if (seat === undefined) throw new Error(`demo customers: no seat ${cFila} ${nButaca} in ${booking.cCodigoSector}`)
    return { ...base, key: `s${seat.id}`, seatId: seat.id, slot: null }
  })
}

/** Signs the demo customers up and gives them their bookings, as the server's seed does (docs/bookings.md). */
export const seedDemoCustomers = (store: MemoryStore, customers: ReadonlyArray<DemoCustomer>, seededAt: number) => {
  for (const { oAlta, listaReserva } of customers) {
    const customerId = store.nextId("customer")
    const {
      cEmail,
      cClave,
      cEmailConfirmacion: _email,
      cClaveConfirmacion: _password,
      lAceptaTerminos: _terms,
      ...personal
    } = oAlta
    store.customers.set(customerId, {
      id: customerId,
      email: cEmail,
      password: cClave,
      personal,
      addresses: [],
      phones: [],
    })
    for (const demo of listaReserva) {
      const performance = store.performances.get(demo.idFuncion)
      if (performance === undefined) throw new Error(`demo customers: no function ${demo.idFuncion}`)
      const expiresAt = Math.min(seededAt + demo.nDiasVigencia * DAY_MS, performance.startsAt)
      const holder = {
        id: store.nextId("process"),
        key: newSecret(),
        processType: "BOX" as const,
        customerId,
        startedAt: seededAt,
        expiresAt,
        extensions: 0,
        state: "ACTIVE" as const,
        contiguous: true,
        deliveryTypeId: null,
        addressId: null,
        paymentMethod: null,
        products: [],
        claims: new Set<Claim>(),
        charge: null,
      }
      store.processes.set(holder.id, holder)
      const booking: BookingRecord = {
        id: store.nextId("booking"),
        customerId,
        performanceId: demo.idFuncion,
        holder,
        createdAt: seededAt,
        expiresAt,
        places: placesOf(store, demo),
      }
      store.bookings.set(booking.id, booking)
      for (const place of booking.places)
        putClaim(store, holder, {
          performanceId: demo.idFuncion,
          key: place.key,
          sectorId: place.sectorId,
          seatId: place.seatId,
          slot: place.slot,
          processId: holder.id,
          state: "HELD",
          listPrice: place.price,
          price: place.price,
          serviceCharge: place.serviceCharge,
          promotionId: null,
          bookingId: booking.id,
        })
    }
  }
}

/** The claim of a booked place while it is still the booking's (held for it, or bought through it). */
export const claimOfPlace = (store: MemoryStore, booking: BookingRecord, place: BookedPlace): Claim | null => {
  const claim = claimsOf(store, booking.performanceId).get(place.key)
  return claim !== undefined && claim.bookingId === booking.id && isLive(store, claim) ? claim : null
}

export const positionIdOf = (place: BookedPlace): number =>
  place.seatId ?? generalAdmissionPlaceId(place.sectorId, place.slot ?? 0)

/** VIGENTE while places are set aside; CONFIRMADA once some were bought and none are left; else VENCIDA. */
export const bookingStateOf = (store: MemoryStore, booking: BookingRecord): BookingState => {
  const claims = booking.places.map((place) => claimOfPlace(store, booking, place))
  if (booking.expiresAt > store.now() && claims.some((claim) => claim?.state === "HELD")) return "VIGENTE"
  return claims.some((claim) => claim?.state === "SOLD") ? "CONFIRMADA" : "VENCIDA"
}

export const bookingView = (store: MemoryStore, booking: BookingRecord): Booking => {
  const performance = store.performances.get(booking.performanceId)!
  const state = bookingStateOf(store, booking)
  const shown =
    state === "VIGENTE"
      ? booking.places.filter((place) => claimOfPlace(store, booking, place)?.state === "HELD")
      : booking.places
  return {
    idReserva: booking.id,
    idFuncion: booking.performanceId,
    cEspectaculo: performance.show.file.cNombre,
    cEstablecimiento: performance.show.venue.cNombre,
    oFuncionFecha: functionDateAt(performance.startsAt),
    cEstado: state,
    dVencimiento: new Date(booking.expiresAt).toISOString(),
    nCantidadPosiciones: shown.length,
    listaPosicion: shown.map((place) => {
      const seat = place.seatId === null ? undefined : store.index.seatById(place.seatId)
      return heldPositionOf({
        seatId: place.seatId,
        sectorId: place.sectorId,
        generalSlot: place.slot,
        sectorName: store.index.sectors.get(place.sectorId)?.name ?? "",
        rowLabel: seat?.rowLabel ?? null,
        seatNumber: seat?.number ?? null,
        listPrice: place.price,
        price: place.price,
        serviceCharge: place.serviceCharge,
        promotion: null,
      })
    }),
  }
}

/** The customer's own booking, still set aside; someone else's is a 404 like a missing one. */
export const liveBooking = (
  store: MemoryStore,
  bookingId: number,
  customerId: number,
): Effect.Effect<BookingRecord, HttpProblem> => {
  const booking = store.bookings.get(bookingId)
  if (booking === undefined || booking.customerId !== customerId)
    return Effect.fail(notFound("problems.booking.notFound"))
  const state = bookingStateOf(store, booking)
  if (state === "CONFIRMADA") return Effect.fail(conflict("problems.booking.bought"))
  if (state === "VENCIDA" || store.performances.get(booking.performanceId)!.startsAt <= store.now())
    return Effect.fail(gone("problems.booking.lapsed"))
  return Effect.succeed(booking)
}
