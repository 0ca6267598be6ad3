import type { DeliveryType, PaymentState, PaymentStatus, ProcessType, CartLine, PurchaseProcess } from "@boleteria/core"

/** Builders of the v2 contract values the machines hold, with readable defaults a test overrides. */

export interface CartLineOptions {
  readonly idFuncion: number
  readonly positions?: number
  readonly unitPrice?: number
  readonly showName?: string
  readonly idEspectaculoCartelTipo?: number
}

export const cartLine = (options: CartLineOptions): CartLine => {
  const positions = options.positions ?? 2
  const unitPrice = options.unitPrice ?? 15_000
  return {
    idFuncion: options.idFuncion,
    oEspectaculo: {
      idEspectaculoCartel: 900 + options.idFuncion,
      cEspectaculoCartelNombre: options.showName ?? `Show ${options.idFuncion}`,
      cEstablecimientoNombre: "Teatro Gran Rex",
      idEspectaculoCartelTipo: options.idEspectaculoCartelTipo ?? 1,
      listaImagenEspectaculoCartel: [{ cTipoImagen: "WEB_DESTACADO", cUrl: `/img/${options.idFuncion}.svg` }],
    },
    oFuncionFecha: {
      dFuncion: "2025-11-21T21:00:00-03:00",
      oFuncionDiaDeLaSemana: { nDia: 5, cNombre: "Viernes" },
      nFuncionDia: 21,
      nFuncionMes: 11,
      nFuncionAnio: 2025,
      nFuncionHora: 21,
      nFuncionMinuto: 0,
    },
    nCantidadPosiciones: positions,
    listaPosicion: Array.from({ length: positions }, (_, index) => ({
      idPosicion: options.idFuncion * 100 + index,
      idSector: 1,
      cSector: "Platea",
      cFila: "F",
      cButaca: String(index + 1),
      fPrecio: unitPrice,
      fPrecioLista: unitPrice,
      fDescuento: 0,
      fCargoServicio: 0,
      idPromocion: null,
    })),
    listaPromocion: [],
    fPrecioTotalFinal: positions * unitPrice,
  }
}

export interface PurchaseProcessOptions {
  readonly idProcesoDeCompra: number
  readonly ctProcess?: ProcessType
  readonly lines?: ReadonlyArray<CartLine>
  readonly lContiguas?: boolean
}

/** The key a test server hands out with a purchase: one per id, shaped like the real ones (PurchaseKey). */
export const purchaseKeyFor = (idProcesoDeCompra: number): string =>
  `clave-${String(idProcesoDeCompra).padStart(20, "0")}`

/** A procesoCompra whose totals are the sums of its lines, as the server answers it. */
export const purchaseProcess = (options: PurchaseProcessOptions): PurchaseProcess => {
  const lines = options.lines ?? [cartLine({ idFuncion: 10 })]
  return {
    idProcesoDeCompra: options.idProcesoDeCompra,
    cClaveProceso: purchaseKeyFor(options.idProcesoDeCompra),
    ctProcess: options.ctProcess ?? "CART",
    listaFuncion: lines,
    oCantidadTotal: { nCantidadTotal: lines.reduce((sum, line) => sum + line.nCantidadPosiciones, 0) },
    fPrecioTotalFinal: lines.reduce((sum, line) => sum + line.fPrecioTotalFinal, 0),
    dInicio: "2025-11-01T12:00:00Z",
    dVencimiento: "2025-11-01T12:12:00Z",
    lContiguas: options.lContiguas ?? true,
  }
}

export const paymentStatus = (
  idProcesoDeCompra: number,
  cEstado: PaymentState,
  overrides: Partial<PaymentStatus> = {},
): PaymentStatus => ({
  idProcesoDeCompra,
  cEstado,
  cMensaje: null,
  cUltimos4: "4242",
  cUrl3DS: cEstado === "REQUIERE_3DS" ? "https://3ds.example/challenge" : null,
  idPedido: cEstado === "APROBADO" ? 5001 : null,
  ...overrides,
})

export const ETICKET: DeliveryType = {
  idEntregaTipo: 1,
  cNombre: "E-ticket",
  cCodigo: "ETICKET",
  fPrecio: 0,
  lRequiereDomicilio: false,
}

export const HOME_DELIVERY: DeliveryType = {
  idEntregaTipo: 3,
  cNombre: "Envío a domicilio",
  cCodigo: "DOMICILIO",
  fPrecio: 4_500,
  lRequiereDomicilio: true,
}
