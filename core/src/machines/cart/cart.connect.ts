import type { SnapshotFrom } from "xstate"
import type { CartPromotion, FunctionDate, HeldPosition, ShowImage } from "../../contract/purchase.js"
import { PRODUCT_SHOW_TYPE } from "../../contract/literals.js"
import type { SeatPromotion } from "../../contract/seatPromotion.js"
import type { Dispatch } from "../../events/envelope.js"
import type { cartMachine } from "./cart.machine.js"
import { cartTotals, linesOf, purchaseKeyOf } from "./cart.rules.js"

export type CartSnapshot = SnapshotFrom<typeof cartMachine>

export interface CartLineView {
  readonly idFuncion: number
  readonly showName: string
  readonly venueName: string
  /** The WEB_DESTACADO image the cart menu shows, if the show has one. */
  readonly image: ShowImage | null
  readonly date: FunctionDate
  readonly positions: number
  /** The seats or general-admission places held, as the function page lists them. */
  readonly held: ReadonlyArray<HeldPosition>
  /** The promotions the places were taken with (a place names its own by idPromocion). */
  readonly promotions: ReadonlyArray<CartPromotion>
  readonly total: number
  /** Type 100 lines are products: shown with a quantity, not seats. */
  readonly isProduct: boolean
  readonly canRemove: boolean
  readonly remove: () => void
}

export interface CartView {
  readonly idProcesoDeCompra: number | null
  /**
   * Whether this browser holds the purchase: the cart's, one still to be let go of, or the last that
   * ended. A result page shows another browser's purchase as none.
   */
  readonly holdsPurchase: (idProcesoDeCompra: number) => boolean
  readonly lines: ReadonlyArray<CartLineView>
  readonly positions: number
  readonly total: number
  readonly isEmpty: boolean
  readonly isBusy: boolean
  readonly canCheckout: boolean
  readonly message: string | null
  /**
   * idPromocion: the promotion the shopper chose (or the one applied without asking); null for none;
   * or a split among promotions (multiPromotion): the seats that go with one, each with its own.
   */
  readonly takeSeats: (
    idFuncion: number,
    aIdPosicion: ReadonlyArray<number>,
    idPromocion?: number | null | ReadonlyArray<SeatPromotion>,
  ) => void
  /** `wheelchair`: one of the places must be a wheelchair space (the others beside it). */
  readonly takeBestAvailable: (
    idFuncion: number,
    idSector: number,
    nCantidad: number,
    idPromocion?: number | null,
    wheelchair?: boolean,
  ) => void
  readonly empty: () => void
  readonly dismissMessage: () => void
}

const promotionField = <P extends number | ReadonlyArray<SeatPromotion>>(idPromocion: P | null | undefined) =>
  idPromocion === null || idPromocion === undefined ? {} : { idPromocion }

export const connectCart = (snapshot: CartSnapshot, dispatch: Dispatch): CartView => {
  const { process, message } = snapshot.context
  const lines = linesOf(process)
  const totals = cartTotals(lines)
  const isBusy = !snapshot.matches("ready")
  const removable = process?.ctProcess === "CART" && lines.length > 1 && !isBusy
  return {
    idProcesoDeCompra: process?.idProcesoDeCompra ?? null,
    holdsPurchase: (idProcesoDeCompra) => purchaseKeyOf(snapshot.context, idProcesoDeCompra) !== null,
    lines: lines.map((line) => ({
      idFuncion: line.idFuncion,
      showName: line.oEspectaculo.cEspectaculoCartelNombre,
      venueName: line.oEspectaculo.cEstablecimientoNombre,
      image: line.oEspectaculo.listaImagenEspectaculoCartel.find((i) => i.cTipoImagen === "WEB_DESTACADO") ?? null,
      date: line.oFuncionFecha,
      positions: line.nCantidadPosiciones,
      held: line.listaPosicion,
      promotions: line.listaPromocion,
      total: line.fPrecioTotalFinal,
      isProduct: line.oEspectaculo.idEspectaculoCartelTipo === PRODUCT_SHOW_TYPE,
      canRemove: removable,
      remove: () => dispatch({ type: "cart.functionRemoveRequested", idFuncion: line.idFuncion }),
    })),
    positions: totals.positions,
    total: totals.amount,
    isEmpty: lines.length === 0,
    isBusy,
    canCheckout: lines.length > 0 && !isBusy,
    message,
    takeSeats: (idFuncion, aIdPosicion, idPromocion) =>
      dispatch({ type: "cart.seatsRequested", idFuncion, aIdPosicion, ...promotionField(idPromocion) }),
    takeBestAvailable: (idFuncion, idSector, nCantidad, idPromocion, wheelchair) =>
      dispatch({
        type: "cart.bestAvailableRequested",
        idFuncion,
        idSector,
        nCantidad,
        ...promotionField(idPromocion),
        ...(wheelchair === true ? { lSillaDeRuedas: true as const } : {}),
      }),
    empty: () => dispatch({ type: "cart.emptyRequested" }),
    dismissMessage: () => dispatch({ type: "cart.messageDismissed" }),
  }
}
