import { postersOf } from "../contract/catalogFiles.js"
import type { ProcessType } from "../contract/common.js"
import type { CartLine, CartPromotion, FunctionDate, HeldPosition, PurchaseProcess } from "../contract/purchase.js"
import { generalAdmissionPlaceId } from "./catalogue/seatLayout.js"
import { functionDateAt } from "./format/functionDate.js"

// How a purchase process reads as procesoCompra, whoever keeps its places (the server's tables, the
// memory Api's records): one order, one grouping, one price per place.

/** A place a process holds (or bought), with what the cart shows of it. */
export interface CartPlace {
  readonly idFuncion: number
  /** The function's start, in epoch ms: the cart lists functions by date. */
  readonly startsAt: number
  readonly show: {
    readonly id: number
    readonly name: string
    readonly seo: string
    readonly cartelType: number
    readonly venueName: string
  }
  readonly sectorId: number
  readonly sectorName: string
  /** The seat; null for a general-admission place, which has a slot instead. */
  readonly seatId: number | null
  readonly generalSlot: number | null
  readonly rowLabel: string | null
  readonly rowIndex: number | null
  readonly seatNumber: number | null
  /** The ticket's full price; the ticket after its promotion; the service charge on it. */
  readonly listPrice: number
  readonly price: number
  readonly serviceCharge: number
  /** The promotion the place was taken with, if any. */
  readonly promotion: {
    readonly id: number
    readonly name: string
    /** The card BINs it holds with; null for any card. */
    readonly bins: ReadonlyArray<string> | null
  } | null
}

/** The process itself, as the cart shows it. */
export interface CartHead {
  readonly idProcesoDeCompra: number
  readonly purchaseKey: string
  readonly processType: ProcessType
  readonly startedAt: number
  readonly expiresAt: number
  readonly contiguous: boolean
}

const sum = (amounts: ReadonlyArray<number>) => amounts.reduce((total, amount) => total + amount, 0)

/** Functions by date, then sector, row, seat, general-admission slot. */
const cartOrder = (a: CartPlace, b: CartPlace): number =>
  a.startsAt - b.startsAt ||
  a.idFuncion - b.idFuncion ||
  a.sectorId - b.sectorId ||
  (a.rowIndex ?? 0) - (b.rowIndex ?? 0) ||
  (a.seatNumber ?? 0) - (b.seatNumber ?? 0) ||
  (a.generalSlot ?? 0) - (b.generalSlot ?? 0)

/** The parts of a place its listing needs (a booking's places are listed as the cart lists its own). */
export type ListedPlace = Pick<
  CartPlace,
  | "seatId"
  | "sectorId"
  | "generalSlot"
  | "sectorName"
  | "rowLabel"
  | "seatNumber"
  | "listPrice"
  | "price"
  | "serviceCharge"
  | "promotion"
>

/** A place as the cart, a booking and POST …/Posiciones list it, priced in parts. */
export const heldPositionOf = (place: ListedPlace): HeldPosition => {
  // A ticket never costs more than its full price (a price raised while held is not a discount).
  const listPrice = place.promotion === null ? place.price : Math.max(place.listPrice, place.price)
  return {
    idPosicion: place.seatId ?? generalAdmissionPlaceId(place.sectorId, place.generalSlot ?? 0),
    idSector: place.sectorId,
    cSector: place.sectorName,
    cFila: place.rowLabel,
    cButaca: place.seatNumber === null ? null : String(place.seatNumber),
    // What the place costs the shopper: the ticket after its promotion, plus the service charge.
    fPrecio: place.price + place.serviceCharge,
    fPrecioLista: listPrice,
    fDescuento: listPrice - place.price,
    fCargoServicio: place.serviceCharge,
    idPromocion: place.promotion?.id ?? null,
  }
}

/** The promotions of a line's places, each once, in the order they first appear. */
const promotionsOf = (group: ReadonlyArray<CartPlace>): ReadonlyArray<CartPromotion> => {
  const byId = new Map<number, CartPromotion>()
  for (const { promotion } of group) {
    if (promotion !== null && !byId.has(promotion.id))
      byId.set(promotion.id, { idPromocion: promotion.id, cNombre: promotion.name, listaBin: promotion.bins })
  }
  return [...byId.values()]
}

// functionDateAt reads the instant through Intl three times (≈ 30 µs, a tenth of the server's time
// on a seat hold), and carts show the same few functions over and over: each start is read once.
// A catalogue has a few thousand start times; past that many, the memo starts over.
const functionDates = new Map<number, FunctionDate>()

const functionDateOf = (startsAt: number): FunctionDate => {
  const known = functionDates.get(startsAt)
  if (known !== undefined) return known
  if (functionDates.size >= 4096) functionDates.clear()
  const date = functionDateAt(startsAt)
  functionDates.set(startsAt, date)
  return date
}

/** The cart lines of these places, one per function, in the order of the functions' dates. */
const cartLines = (places: ReadonlyArray<CartPlace>): ReadonlyArray<CartLine> => {
  const byFunction = new Map<number, Array<CartPlace>>()
  for (const place of [...places].sort(cartOrder)) {
    const group = byFunction.get(place.idFuncion)
    if (group === undefined) byFunction.set(place.idFuncion, [place])
    else group.push(place)
  }
  return [...byFunction.values()].map((group) => {
    const { idFuncion, show, startsAt } = group[0]!
    const listaPosicion = group.map(heldPositionOf)
    return {
      idFuncion,
      oEspectaculo: {
        idEspectaculoCartel: show.id,
        cEspectaculoCartelNombre: show.name,
        cEstablecimientoNombre: show.venueName,
        idEspectaculoCartelTipo: show.cartelType,
        listaImagenEspectaculoCartel: postersOf(show.seo),
      },
      oFuncionFecha: functionDateOf(startsAt),
      nCantidadPosiciones: listaPosicion.length,
      listaPosicion,
      listaPromocion: promotionsOf(group),
      fPrecioTotalFinal: sum(listaPosicion.map((position) => position.fPrecio)),
    }
  })
}

/** procesoCompra as the contract sends it: the cart, its total, its clock, and the key that opened it. */
export const purchaseProcessOf = (head: CartHead, places: ReadonlyArray<CartPlace>): PurchaseProcess => {
  const listaFuncion = cartLines(places)
  return {
    idProcesoDeCompra: head.idProcesoDeCompra,
    cClaveProceso: head.purchaseKey,
    ctProcess: head.processType,
    listaFuncion,
    oCantidadTotal: { nCantidadTotal: sum(listaFuncion.map((line) => line.nCantidadPosiciones)) },
    fPrecioTotalFinal: sum(listaFuncion.map((line) => line.fPrecioTotalFinal)),
    dInicio: new Date(head.startedAt).toISOString(),
    dVencimiento: new Date(head.expiresAt).toISOString(),
    lContiguas: head.contiguous,
  }
}
