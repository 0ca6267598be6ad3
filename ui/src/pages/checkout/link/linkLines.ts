import { PRODUCT_SHOW_TYPE, type CartLine, type CartLineView } from "@boleteria/core"

/**
 * The lines a payment link pays, as the checkout's summary and pricing read a cart's: the payer
 * can change nothing, so no line can be removed.
 */
export const linkLinesOf = (lines: ReadonlyArray<CartLine>): ReadonlyArray<CartLineView> =>
  lines.map((line) => ({
    idFuncion: line.idFuncion,
    showName: line.oEspectaculo.cEspectaculoCartelNombre,
    venueName: line.oEspectaculo.cEstablecimientoNombre,
    image:
      line.oEspectaculo.listaImagenEspectaculoCartel.find((image) => image.cTipoImagen === "WEB_DESTACADO") ?? null,
    date: line.oFuncionFecha,
    positions: line.nCantidadPosiciones,
    held: line.listaPosicion,
    promotions: line.listaPromocion,
    total: line.fPrecioTotalFinal,
    isProduct: line.oEspectaculo.idEspectaculoCartelTipo === PRODUCT_SHOW_TYPE,
    canRemove: false,
    remove: () => undefined,
  }))
