import type { Address } from "../../contract/customer.js"
import type { AnswerLanguage } from "../../contract/language.js"
import type { Bill, Order, OrderHistory, OrderPerformance, Ticket } from "../../contract/order.js"
import { TENANT_TIME_ZONE } from "../../rules/calendarDate.js"
import { zonedIsoDateTime } from "../../rules/zonedTime.js"
import { addressOf } from "../customers/contacts.js"
import { amountsOf } from "../purchase/checkout.js"
import { randomDigits, ticketCode } from "../random.js"
import type { ChargeRecord, Claim, MemoryStore, OrderRecord, ProcessRecord } from "../store.js"
import { bookingView } from "../bookings/bookings.js"

/** The sandbox's point of sale on its bills. */
const POINT_OF_SALE = 3

const pad = (value: number, length: number) => String(value).padStart(length, "0")

const deliveryAddress = (store: MemoryStore, process: ProcessRecord): Address | null => {
  const customer = process.customerId === null ? undefined : store.customers.get(process.customerId)
  const entry = customer?.addresses.find((candidate) => candidate.id === process.addressId)
  return entry === undefined ? null : addressOf(entry)
}

const ticketOf = (store: MemoryStore, claim: Claim, promotions: Map<number, number>): Ticket => {
  const seat = claim.seatId === null ? undefined : store.index.seatById(claim.seatId)
  const promotion = store.index.promotions.find((candidate) => candidate.idPromocion === claim.promotionId)
  const id = store.nextId("ticket")
  if (promotion !== undefined) promotions.set(id, promotion.idPromocion)
  return {
    idEntrada: id,
    cNumeroEntrada: ticketCode(),
    idSector: claim.sectorId,
    cSector: store.index.sectors.get(claim.sectorId)?.name ?? "",
    cFila: seat?.rowLabel ?? null,
    cButaca: seat === undefined ? null : String(seat.number),
    cPromocion: promotion?.cNombre ?? null,
    fPrecio: claim.price,
    fCargoServicio: claim.serviceCharge,
  }
}

/** One line per function, by date; the tickets in the order they were issued. */
const performancesOf = (
  store: MemoryStore,
  sold: ReadonlyArray<Claim>,
  promotions: Map<number, number>,
): ReadonlyArray<OrderPerformance> => {
  const byPerformance = new Map<number, Array<Ticket>>()
  for (const claim of sold)
    byPerformance.set(claim.performanceId, [
      ...(byPerformance.get(claim.performanceId) ?? []),
      ticketOf(store, claim, promotions),
    ])
  return [...byPerformance]
    .flatMap(([performanceId, listaEntrada]) => {
      const performance = store.performances.get(performanceId)
      if (performance === undefined) return []
      return [
        {
          idFuncion: performanceId,
          cEspectaculo: performance.show.file.cNombre,
          cEstablecimiento: performance.show.venue.cNombre,
          dFuncion: zonedIsoDateTime(performance.startsAt, TENANT_TIME_ZONE),
          listaEntrada,
          startsAt: performance.startsAt,
        },
      ]
    })
    .sort((a, b) => a.startsAt - b.startsAt)
    .map(({ startsAt: _startsAt, ...line }) => line)
}

const billOf = (store: MemoryStore, issuedAt: string): Bill => {
  const receipt = store.nextId("receipt")
  return {
    idComprobante: store.nextId("bill"),
    cTipo: "FACTURA",
    cReferencia: `Factura B ${pad(POINT_OF_SALE, 4)}-${pad(receipt, 8)}`,
    nPuntoDeVenta: POINT_OF_SALE,
    nNumeroComprobante: receipt,
    // A made-up CAE: the 14 digits the tax authority would send back.
    cCAE: `7${randomDigits(13)}`,
    dEmision: issuedAt,
    lProcesando: false,
  }
}

/**
 * The order of a process whose places were just sold: its totals, one ticket per place with a
 * unique code, and its bill. It belongs to the process's customer. Answers the order's id.
 */
export const createOrder = (store: MemoryStore, process: ProcessRecord, charge: ChargeRecord): number => {
  const amounts = amountsOf(store, process)
  const sold = [...process.claims]
    .filter((claim) => claim.state === "SOLD")
    .sort((a, b) => a.performanceId - b.performanceId || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
  const createdAt = new Date(store.now()).toISOString()
  const delivery = store.index.catalog.deliveryTypes.find((type) => type.idEntregaTipo === process.deliveryTypeId)
  const ticketPromotions = new Map<number, number>()
  const order: Order = {
    idPedido: store.nextId("order"),
    idProcesoDeCompra: process.id,
    cEstado: "PAGADO",
    dCompra: createdAt,
    listaFuncion: performancesOf(store, sold, ticketPromotions),
    cEntregaTipo: delivery?.cNombre ?? "",
    oDomicilioEntrega: deliveryAddress(store, process),
    fTotalEntradas: amounts.tickets,
    fTotalEntrega: amounts.delivery,
    fTotalQrAntifraude: amounts.qr,
    fTotalCargoServicio: amounts.service,
    fTotalProductos: amounts.products,
    fTotalPagado: charge.amount,
    fTotalPendiente: 0,
    nCantidadPagos: 1,
    cUltimos4: charge.cardLast4,
    listaComprobante: [billOf(store, createdAt)],
  }
  store.orders.push({
    order,
    customerId: process.customerId,
    language: charge.language,
    deliveryTypeId: process.deliveryTypeId,
    ticketPromotions,
  })
  return order.idPedido
}

/** An order with its delivery and promotion names as the catalogue reads in this store's language. */
export const orderIn = (store: MemoryStore, entry: OrderRecord): Order => {
  const delivery = store.index.catalog.deliveryTypes.find((type) => type.idEntregaTipo === entry.deliveryTypeId)
  const promotionName = (id: number | undefined) =>
    store.index.promotions.find((promotion) => promotion.idPromocion === id)?.cNombre ?? null
  return {
    ...entry.order,
    cEntregaTipo: delivery?.cNombre ?? entry.order.cEntregaTipo,
    listaFuncion: entry.order.listaFuncion.map((line) => ({
      ...line,
      listaEntrada: line.listaEntrada.map((ticket) => ({
        ...ticket,
        cPromocion: promotionName(entry.ticketPromotions.get(ticket.idEntrada)),
      })),
    })),
  }
}

/** GET /v2/Historial2: the customer's orders and bookings, newest first. */
export const orderHistoryOf = (store: MemoryStore, customerId: number): OrderHistory => ({
  listaPedido: store.orders
    .filter((entry) => entry.customerId === customerId)
    .map((entry) => orderIn(store, entry))
    .reverse(),
  listaReserva: [...store.bookings.values()]
    .filter((booking) => booking.customerId === customerId)
    .map((booking) => bookingView(store, booking))
    .reverse(),
})

/**
 * One order of this customer with the language it was bought in; undefined when it does not exist or
 * is someone else's (both answer 404).
 */
export const customerOrder = (
  store: MemoryStore,
  customerId: number,
  orderId: number,
): { readonly order: Order; readonly language: AnswerLanguage } | undefined => {
  const entry = store.orders.find(
    (candidate) => candidate.customerId === customerId && candidate.order.idPedido === orderId,
  )
  return entry === undefined ? undefined : { order: orderIn(store, entry), language: entry.language }
}
