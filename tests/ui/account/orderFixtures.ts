import type { Booking, Order, OrderHistory } from "@boleteria/core"
import { addressForm } from "../../support/forms.js"

/** Every field of SPEC §3's order, each with a value that reads differently from the others. */
export const PAID_ORDER: Order = {
  idPedido: 12,
  idProcesoDeCompra: 40,
  cEstado: "PAGADO",
  dCompra: "2025-10-20T18:30:00.000Z",
  listaFuncion: [
    {
      idFuncion: 1001,
      cEspectaculo: "Tango Argentino",
      cEstablecimiento: "Teatro Ópera",
      dFuncion: "2025-12-06T00:30:00.000Z",
      listaEntrada: [
        {
          idEntrada: 501,
          cNumeroEntrada: "0000000501",
          idSector: 3,
          cSector: "Platea",
          cFila: "F",
          cButaca: "12",
          cPromocion: "2x1 Socios",
          fPrecio: 24000,
          fCargoServicio: 0,
        },
        {
          idEntrada: 502,
          cNumeroEntrada: "0000000502",
          idSector: 9,
          cSector: "Campo",
          cFila: null,
          cButaca: null,
          cPromocion: null,
          fPrecio: 18000,
          fCargoServicio: 0,
        },
      ],
    },
  ],
  cEntregaTipo: "Envío a domicilio",
  oDomicilioEntrega: { idClienteDomicilio: 1, ...addressForm({ cCodigoPostal: "C1425ABC" }) },
  fTotalEntradas: 42000,
  fTotalEntrega: 3500,
  fTotalQrAntifraude: 700,
  fTotalCargoServicio: 4200,
  fTotalProductos: 2600,
  fTotalPagado: 53000,
  fTotalPendiente: 0,
  nCantidadPagos: 2,
  cUltimos4: "3704",
  listaComprobante: [
    {
      idComprobante: 77,
      cTipo: "FACTURA",
      cReferencia: "Pedido 12",
      nPuntoDeVenta: 3,
      nNumeroComprobante: 1520,
      cCAE: "75000000000012",
      dEmision: "2025-10-20T18:31:00.000Z",
      lProcesando: false,
    },
    {
      idComprobante: 78,
      cTipo: "NOTA_DE_CREDITO",
      cReferencia: "Devolución envío",
      nPuntoDeVenta: 3,
      nNumeroComprobante: 88,
      cCAE: null,
      dEmision: "2025-10-21T10:00:00.000Z",
      lProcesando: true,
    },
  ],
}

/** A payment not yet settled: no tickets to download, no bill yet. */
export const PENDING_ORDER: Order = {
  ...PAID_ORDER,
  idPedido: 13,
  idProcesoDeCompra: 41,
  cEstado: "PENDIENTE_CONFIRMACION",
  fTotalPagado: 0,
  fTotalPendiente: 53000,
  nCantidadPagos: 0,
  cUltimos4: null,
  listaComprobante: [],
}

export const CANCELLED_ORDER: Order = {
  ...PENDING_ORDER,
  idPedido: 14,
  idProcesoDeCompra: 42,
  cEstado: "CANCELADO",
  fTotalPendiente: 0,
}

/** Withdrawn (the Botón de arrepentimiento): paid partly by Mercado Pago, partly by a card (an exchange's difference). */
export const WITHDRAWN_ORDER: Order = {
  ...PAID_ORDER,
  idPedido: 15,
  idProcesoDeCompra: 43,
  cEstado: "ARREPENTIDO",
  oArrepentimiento: {
    cCodigoSeguimiento: "K7QD2MZ4TA",
    dSolicitud: "2025-11-22T15:00:00.000Z",
    fImporteReintegrado: 53000,
    listaReintegro: [
      { cProveedor: "MERCADO_PAGO", cUltimos4: null, fImporte: 30000, cEstado: "REINTEGRADO" },
      { cProveedor: "TARJETA", cUltimos4: "7899", fImporte: 23000, cEstado: "SOLICITADO" },
    ],
  },
}

/** A held place's price parts: no promotion, no service charge. */
const heldAt = (price: number) => ({
  fPrecio: price,
  fPrecioLista: price,
  fDescuento: 0,
  fCargoServicio: 0,
  idPromocion: null,
})

export const BOOKING: Booking = {
  idReserva: 9001,
  idFuncion: 1001,
  cEspectaculo: "Tango Argentino",
  cEstablecimiento: "Teatro Ópera",
  oFuncionFecha: {
    dFuncion: "2025-12-05T21:30:00-03:00",
    oFuncionDiaDeLaSemana: { nDia: 5, cNombre: "Viernes" },
    nFuncionDia: 5,
    nFuncionMes: 12,
    nFuncionAnio: 2025,
    nFuncionHora: 21,
    nFuncionMinuto: 30,
  },
  cEstado: "VIGENTE",
  dVencimiento: "2025-11-03T02:59:00.000Z",
  nCantidadPosiciones: 2,
  listaPosicion: [
    { ...heldAt(24000), idPosicion: 1, idSector: 3, cSector: "Platea", cFila: "F", cButaca: "13" },
    { ...heldAt(18000), idPosicion: 2, idSector: 9, cSector: "Campo", cFila: null, cButaca: null },
  ],
}

export const historyOf = (history: Partial<OrderHistory>): OrderHistory => ({
  listaPedido: [],
  listaReserva: [],
  ...history,
})
