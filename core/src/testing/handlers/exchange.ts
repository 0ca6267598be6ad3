import * as Effect from "effect/Effect"
import type { exchangeEndpoints } from "../../contract/endpoints/exchange.js"
import type { ExchangeOptions, ExchangeQuote, ExchangeSettlement } from "../../contract/exchange.js"
import type { Bill } from "../../contract/order.js"
import { SANDBOX_DECLINE_MESSAGE, SANDBOX_DECLINE_REASON, SandboxCard } from "../../contract/sandboxCards.js"
import { firstChargeProblem } from "../../rules/chargeCheck.js"
import {
  EXCHANGE_PROBLEM_KEYS,
  exchangeBalanceOf,
  exchangeDeadline,
  exchangeInTime,
  exchangeSectorAllowed,
} from "../../rules/exchange.js"
import { TENANT_TIME_ZONE } from "../../rules/calendarDate.js"
import { zonedIsoDateTime } from "../../rules/zonedTime.js"
import { requireCustomer, requireOpen, requireVisible } from "../access.js"
import { pricedSectorOf } from "../catalogue/performances.js"
import { createOrder } from "../orders/orders.js"
import { badRequest, conflict, fieldProblem, notFound, type HttpProblem } from "../problem.js"
import { randomDigits } from "../random.js"
import { liveClaims, placesOf, releaseHolds } from "../purchase/claims.js"
import { takeBestAvailable, type Taker } from "../purchase/take.js"
import type { ChargeRecord, MemoryStore, OrderRecord, ProcessRecord } from "../store.js"
import type { HandlersOf } from "./handler.js"

const NO_ORDER = "problems.orders.notFound"
const POINT_OF_SALE = 3
const pad = (value: number, length: number) => String(value).padStart(length, "0")

/** What the memory double keeps of exchanges, by the store's process map (shared by its language views). */
interface ExchangeMemory {
  readonly orderOf: Map<number, number>
  readonly settled: Map<number, ExchangeSettlement & { readonly oldTotal: number }>
}
const memories = new WeakMap<object, ExchangeMemory>()
const memoryOf = (store: MemoryStore): ExchangeMemory => {
  const known = memories.get(store.processes)
  if (known !== undefined) return known
  const created: ExchangeMemory = { orderOf: new Map(), settled: new Map() }
  memories.set(store.processes, created)
  return created
}

const entryOf = (store: MemoryStore, orderId: number, customerId: number) =>
  store.orders.findIndex((entry) => entry.order.idPedido === orderId && entry.customerId === customerId)

const oldTotalOf = (entry: OrderRecord) => entry.order.fTotalEntradas + entry.order.fTotalCargoServicio
const ticketsOf = (entry: OrderRecord) => entry.order.listaFuncion.flatMap((line) => line.listaEntrada)

/** Why the order cannot be exchanged now (as the reference server says it), or null. */
const refusalOf = (store: MemoryStore, entry: OrderRecord): HttpProblem | null => {
  const { order } = entry
  if (order.cEstado !== "PAGADO" || order.idPedidoCambioDe !== undefined || ticketsOf(entry).length === 0)
    return conflict(EXCHANGE_PROBLEM_KEYS.notExchangeable)
  if (order.listaFuncion.length > 1) return conflict(EXCHANGE_PROBLEM_KEYS.severalFunctions)
  const startsAt = store.performances.get(order.listaFuncion[0]!.idFuncion)?.startsAt ?? 0
  if (!exchangeInTime(startsAt, store.now()))
    return badRequest(EXCHANGE_PROBLEM_KEYS.functionTooClose, {
      date: new Date(exchangeDeadline(startsAt)).toISOString(),
    })
  return null
}

const fromSectors = (store: MemoryStore, entry: OrderRecord) => {
  const performance = store.performances.get(entry.order.listaFuncion[0]!.idFuncion)!
  return ticketsOf(entry).map((ticket) => ({
    sectorId: ticket.idSector,
    listPrice: pricedSectorOf(performance, ticket.idSector)?.price ?? 0,
  }))
}

/** The customer's exchange process of this order: the token is the credential, as on the server. */
const requireExchangeProcess = (
  store: MemoryStore,
  processId: number,
  orderId: number,
  customerId: number,
): Effect.Effect<ProcessRecord, HttpProblem> => {
  const process = store.processes.get(processId)
  return process !== undefined &&
    process.customerId === customerId &&
    memoryOf(store).orderOf.get(processId) === orderId
    ? Effect.succeed(process)
    : Effect.fail(notFound(EXCHANGE_PROBLEM_KEYS.notFound))
}

const quoteOf = (store: MemoryStore, process: ProcessRecord, orderId: number, oldTotal: number): ExchangeQuote => {
  const places = placesOf(store, process)
  const performanceId = places[0]?.performanceId ?? 0
  const performance = store.performances.get(performanceId)
  const newTotal = places.reduce((total, claim) => total + claim.price + claim.serviceCharge, 0)
  const balance = exchangeBalanceOf(oldTotal, newTotal)
  return {
    idProcesoDeCompra: process.id,
    idPedido: orderId,
    idFuncion: performanceId,
    dFuncion: zonedIsoDateTime(performance?.startsAt ?? 0, TENANT_TIME_ZONE),
    dMaxima: new Date(process.expiresAt).toISOString(),
    listaPosicion: places.map((claim) => {
      const seat = claim.seatId === null ? undefined : store.index.seatById(claim.seatId)
      return {
        cSector: store.index.sectors.get(claim.sectorId)?.name ?? "",
        cFila: seat?.rowLabel ?? null,
        cButaca: seat === undefined ? null : String(seat.number),
        fPrecio: claim.price,
        fCargoServicio: claim.serviceCharge,
      }
    }),
    fTotalAnterior: oldTotal,
    fTotalNuevo: newTotal,
    fDiferencia: balance.difference,
    cTipoSaldo: balance.kind,
    fSaldo: balance.amount,
    idPedidoNuevo: memoryOf(store).settled.get(process.id)?.idPedidoNuevo ?? null,
  }
}

const documentOf = (store: MemoryStore, kind: Bill["cTipo"]): Bill => {
  const receipt = store.nextId(kind === "FACTURA" ? "receipt" : "creditNote")
  const label = kind === "FACTURA" ? "Factura B" : "Nota de crédito B"
  return {
    idComprobante: store.nextId("bill"),
    cTipo: kind,
    cReferencia: `${label} ${pad(POINT_OF_SALE, 4)}-${pad(receipt, 8)}`,
    nPuntoDeVenta: POINT_OF_SALE,
    nNumeroComprobante: receipt,
    cCAE: `7${randomDigits(13)}`,
    dEmision: new Date(store.now()).toISOString(),
    lProcesando: false,
  }
}

/** What the reference server does in one transaction: old tickets void, new order, bill or credit note. */
const settle = (store: MemoryStore, process: ProcessRecord, index: number, paidByCard: ChargeRecord | null) => {
  const entry = store.orders[index]!
  const oldTotal = oldTotalOf(entry)
  const quote = quoteOf(store, process, entry.order.idPedido, oldTotal)
  for (const claim of placesOf(store, process)) claim.state = "SOLD"
  const oldProcess = store.processes.get(entry.order.idProcesoDeCompra)
  for (const claim of [...(oldProcess?.claims ?? [])].filter((candidate) => candidate.state === "SOLD")) {
    store.claims.get(claim.performanceId)?.delete(claim.key)
    oldProcess?.claims.delete(claim)
  }
  const paid = entry.order.fTotalPagado + (quote.cTipoSaldo === "PAGAR" ? quote.fSaldo : -quote.fSaldo)
  const charge: ChargeRecord = paidByCard ?? {
    state: "APROBADO",
    message: null,
    reason: null,
    cardBin: "",
    cardLast4: entry.order.cUltimos4 ?? "",
    amount: paid,
    email: "",
    language: entry.language,
    settlesAt: null,
    orderId: null,
  }
  const newOrderId = createOrder(store, process, charge)
  const newIndex = store.orders.findIndex((candidate) => candidate.order.idPedido === newOrderId)
  const document =
    quote.cTipoSaldo === "SIN_DIFERENCIA"
      ? null
      : documentOf(store, quote.cTipoSaldo === "PAGAR" ? "FACTURA" : "NOTA_DE_CREDITO")
  const created = store.orders[newIndex]!
  store.orders[newIndex] = {
    ...created,
    order: {
      ...created.order,
      fTotalPagado: paid,
      listaComprobante: document === null ? [] : [document],
      idPedidoCambioDe: entry.order.idPedido,
    },
  }
  store.orders[index] = { ...entry, order: { ...entry.order, cEstado: "CAMBIADO", idPedidoCambiadoPor: newOrderId } }
  process.state = "PAID"
  charge.orderId = newOrderId
  process.charge = charge
  const settlement: ExchangeSettlement & { readonly oldTotal: number } = {
    idProcesoDeCompra: process.id,
    idPedido: entry.order.idPedido,
    cEstado: "APROBADO",
    cMensaje: null,
    cMotivo: null,
    cTipoSaldo: quote.cTipoSaldo,
    fSaldo: quote.fSaldo,
    idPedidoNuevo: newOrderId,
    oComprobante:
      document === null
        ? null
        : { idComprobante: document.idComprobante, cTipo: document.cTipo, cReferencia: document.cReferencia },
    cReferenciaReintegro: quote.cTipoSaldo === "REINTEGRAR" ? `SBX-R-${process.id}` : null,
    oldTotal,
  }
  memoryOf(store).settled.set(process.id, settlement)
  return settlement
}

const withoutOldTotal = ({ oldTotal: _oldTotal, ...settlement }: ExchangeSettlement & { readonly oldTotal: number }) =>
  settlement

/**
 * Exchanges as the reference server answers them (docs/exchanges.md). The memory double's card
 * processor approves the sandbox's approving cards and declines any other.
 */
export const exchangeHandlers = (store: MemoryStore): HandlersOf<typeof exchangeEndpoints> => ({
  getExchangeOptions: ({ path, caller }) =>
    Effect.gen(function* () {
      const customer = yield* requireCustomer(store, caller)
      const entry = store.orders[entryOf(store, path.idPedido, customer.id)]
      if (entry === undefined) return yield* notFound(NO_ORDER)
      const current = entry.order.listaFuncion[0]
      const startsAt = current === undefined ? null : (store.performances.get(current.idFuncion)?.startsAt ?? null)
      const refusal = refusalOf(store, entry)
      const base = {
        idPedido: entry.order.idPedido,
        dLimite: startsAt === null ? null : zonedIsoDateTime(exchangeDeadline(startsAt), TENANT_TIME_ZONE),
        idFuncionActual: current?.idFuncion ?? null,
        nCantidad: ticketsOf(entry).length,
        fTotalActual: oldTotalOf(entry),
      }
      if (refusal !== null || current === undefined)
        return {
          ...base,
          lPermitido: false,
          cClave: refusal?.key ?? null,
          cMotivo: refusal?.key ?? null,
          listaFuncion: [],
        }
      const from = fromSectors(store, entry)
      const performance = store.performances.get(current.idFuncion)!
      const listaFuncion: Array<ExchangeOptions["listaFuncion"][number]> = [...store.performances.values()]
        .filter(
          (candidate) =>
            candidate.show === performance.show && candidate.id !== performance.id && candidate.startsAt > store.now(),
        )
        .sort((a, b) => a.startsAt - b.startsAt || a.id - b.id)
        .map((candidate) => ({
          idFuncion: candidate.id,
          dFuncion: zonedIsoDateTime(candidate.startsAt, TENANT_TIME_ZONE),
          listaSector: [...candidate.show.sectors]
            .sort((a, b) => b.price - a.price || a.sector.id - b.sector.id)
            .filter((priced) => exchangeSectorAllowed(from, { sectorId: priced.sector.id, listPrice: priced.price }))
            .map((priced) => ({
              idSector: priced.sector.id,
              cNombre: priced.sector.name,
              fPrecio: priced.price,
              fCargoServicio: priced.serviceCharge,
              nDisponibles: Math.max(
                0,
                priced.sector.capacity -
                  liveClaims(store, candidate.id).filter((claim) => claim.sectorId === priced.sector.id).length,
              ),
            })),
        }))
      return { ...base, lPermitido: true, cClave: null, cMotivo: null, listaFuncion }
    }),
  takeExchange: ({ path, body, caller }) =>
    Effect.gen(function* () {
      const customer = yield* requireCustomer(store, caller)
      const entry = store.orders[entryOf(store, path.idPedido, customer.id)]
      if (entry === undefined) return yield* notFound(NO_ORDER)
      const refusal = refusalOf(store, entry)
      if (refusal !== null) return yield* Effect.fail(refusal)
      const performance = store.performances.get(body.idFuncion)
      if (performance === undefined)
        return yield* notFound("problems.take.performanceNotFound", { performance: body.idFuncion })
      if (performance.startsAt <= store.now()) return yield* badRequest("problems.take.performanceStarted")
      const current = store.performances.get(entry.order.listaFuncion[0]!.idFuncion)!
      if (performance.show !== current.show || performance.id === current.id)
        return yield* badRequest(EXCHANGE_PROBLEM_KEYS.otherShow)
      const priced = pricedSectorOf(performance, body.idSector)
      if (priced === undefined) return yield* notFound("problems.take.sectorNotFound", { sector: body.idSector })
      if (!exchangeSectorAllowed(fromSectors(store, entry), { sectorId: body.idSector, listPrice: priced.price }))
        return yield* badRequest(EXCHANGE_PROBLEM_KEYS.worseSector)
      const promotionId = body.idPromocion ?? null
      const promotion = store.index.promotions.find((candidate) => candidate.idPromocion === promotionId)
      if (promotion?.listaBin !== null && promotion?.listaBin !== undefined)
        return yield* badRequest(EXCHANGE_PROBLEM_KEYS.bankPromotion)
      let taker: Taker
      if (path.idProcesoDeCompra === 0) {
        taker = { kind: "new", customerId: customer.id }
      } else {
        const process = yield* requireExchangeProcess(store, path.idProcesoDeCompra, path.idPedido, customer.id)
        yield* requireOpen(process, store.now())
        releaseHolds(store, process)
        taker = { kind: "existing", process }
      }
      const process = yield* takeBestAvailable(store, taker, performance, {
        idSector: body.idSector,
        nCantidad: ticketsOf(entry).length,
        idPromocion: promotionId,
      })
      if (taker.kind === "new") {
        memoryOf(store).orderOf.set(process.id, entry.order.idPedido)
        process.deliveryTypeId = entry.deliveryTypeId
      }
      return quoteOf(store, process, entry.order.idPedido, oldTotalOf(entry))
    }),
  getExchangeBalance: ({ path, caller }) =>
    Effect.gen(function* () {
      const customer = yield* requireCustomer(store, caller)
      const process = yield* requireExchangeProcess(store, path.idProcesoDeCompra, path.idPedido, customer.id)
      const settled = memoryOf(store).settled.get(process.id)
      if (settled === undefined) yield* requireVisible(process, store.now())
      const entry = store.orders[entryOf(store, path.idPedido, customer.id)]!
      return quoteOf(store, process, path.idPedido, settled?.oldTotal ?? oldTotalOf(entry))
    }),
  payExchange: ({ path, body, caller }) =>
    Effect.gen(function* () {
      const customer = yield* requireCustomer(store, caller)
      const process = yield* requireExchangeProcess(store, path.idProcesoDeCompra, path.idPedido, customer.id)
      const settled = memoryOf(store).settled.get(process.id)
      if (settled !== undefined) return withoutOldTotal(settled)
      yield* requireOpen(process, store.now())
      const index = entryOf(store, path.idPedido, customer.id)
      const entry = store.orders[index]!
      const refusal = refusalOf(store, entry)
      if (refusal !== null) return yield* Effect.fail(refusal)
      const quote = quoteOf(store, process, path.idPedido, oldTotalOf(entry))
      if (quote.listaPosicion.length !== ticketsOf(entry).length)
        return yield* conflict(EXCHANGE_PROBLEM_KEYS.placesChanged)
      if (quote.cTipoSaldo !== "PAGAR") return withoutOldTotal(settle(store, process, index, null))
      const card = body.oTarjeta
      if (card === null) return yield* fieldProblem("oTarjeta", EXCHANGE_PROBLEM_KEYS.cardRequired)
      const problem = firstChargeProblem(card, store.tenant, store.now())
      if (problem !== null) return yield* fieldProblem(problem.field, problem.key)
      const approves =
        card.cNumeroTarjeta === SandboxCard.approves || card.cNumeroTarjeta === SandboxCard.approvesOtherBank
      const charge: ChargeRecord = {
        state: approves ? "APROBADO" : "RECHAZADO",
        message: approves ? null : SANDBOX_DECLINE_MESSAGE,
        reason: approves ? null : SANDBOX_DECLINE_REASON,
        cardBin: card.cNumeroTarjeta.slice(0, 6),
        cardLast4: card.cNumeroTarjeta.slice(-4),
        amount: quote.fSaldo,
        email: card.cEmail,
        language: entry.language,
        settlesAt: null,
        orderId: null,
      }
      if (approves) return withoutOldTotal(settle(store, process, index, charge))
      process.charge = charge
      return {
        idProcesoDeCompra: process.id,
        idPedido: path.idPedido,
        cEstado: charge.state,
        cMensaje: charge.message,
        cMotivo: charge.reason,
        cTipoSaldo: quote.cTipoSaldo,
        fSaldo: quote.fSaldo,
        idPedidoNuevo: null,
        oComprobante: null,
        cReferenciaReintegro: null,
      }
    }),
})
