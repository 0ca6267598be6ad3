import type { PurchaseProcess } from "../../../contract/purchase.js"
import type { Promotion } from "../../../contract/performance.js"
import { functionDateAt } from "../../../rules/format/functionDate.js"
import { HOLD_MS, type HeldPlace, type PerformanceRecord, type ProcessRecord } from "./store.js"

export const sum = (amounts: ReadonlyArray<number>) => amounts.reduce((total, amount) => total + amount, 0)

/** Prices are whole pesos, so a discount rounds to the peso. */
export const discounted = (price: number, promotion: Promotion | null): number =>
  promotion === null ? price : Math.round((price * (100 - promotion.nPorcentajeDescuento)) / 100)

export const ticketPrice = (held: HeldPlace): number => discounted(held.place.sector.fPrecio, held.promotion)

/** What one held place costs the shopper: the ticket after its promotion, plus the service charge. */
export const finalPrice = (held: HeldPlace): number => ticketPrice(held) + held.place.sector.fCargoServicio

export interface FunctionGroup {
  readonly performance: PerformanceRecord
  readonly held: ReadonlyArray<HeldPlace>
}

/** The held places grouped by function, in the order the functions were first added to the cart. */
export const heldByFunction = (process: ProcessRecord): ReadonlyArray<FunctionGroup> => {
  const groups = new Map<number, { performance: PerformanceRecord; held: Array<HeldPlace> }>()
  for (const held of process.held) {
    const group = groups.get(held.place.idFuncion) ?? { performance: held.performance, held: [] }
    group.held.push(held)
    groups.set(held.place.idFuncion, group)
  }
  return [...groups.values()]
}

/** Tickets, delivery and extra products: what a charge of this process takes. */
export const amountDue = (process: ProcessRecord): number =>
  sum(process.held.map(finalPrice)) + (process.deliveryType?.fPrecio ?? 0) + productsTotal(process)

export const productsTotal = (process: ProcessRecord): number =>
  sum([...process.products.values()].map(({ product, quantity }) => product.fPrecio * quantity))

export const purchaseView = (process: ProcessRecord): PurchaseProcess => {
  const listaFuncion = heldByFunction(process).map(({ performance, held }) => ({
    idFuncion: performance.seed.idFuncion,
    oEspectaculo: {
      idEspectaculoCartel: performance.show.idEspectaculoCartel,
      cEspectaculoCartelNombre: performance.show.cEspectaculoCartelNombre,
      cEstablecimientoNombre: performance.venue.cNombre,
      idEspectaculoCartelTipo: performance.show.idEspectaculoCartelTipo,
      listaImagenEspectaculoCartel: performance.show.images,
    },
    oFuncionFecha: functionDateAt(performance.startsAt),
    nCantidadPosiciones: held.length,
    listaPosicion: held.map((one) => ({
      idPosicion: one.place.idPosicion,
      idSector: one.place.sector.idSector,
      cSector: one.place.sector.cNombre,
      cFila: one.place.cFila,
      cButaca: one.place.cButaca,
      fPrecio: finalPrice(one),
    })),
    fPrecioTotalFinal: sum(held.map(finalPrice)),
  }))
  return {
    idProcesoDeCompra: process.idProcesoDeCompra,
    ctProcess: "CART",
    listaFuncion,
    oCantidadTotal: { nCantidadTotal: process.held.length },
    fPrecioTotalFinal: sum(listaFuncion.map((line) => line.fPrecioTotalFinal)),
    dInicio: new Date(process.startedAt).toISOString(),
    dVencimiento: new Date(process.startedAt + HOLD_MS).toISOString(),
    lContiguas: process.lContiguas,
  }
}
