import { describe, expect, it } from "vitest"
import { type Bill, type Order, billsState, eticketState, isBillReady, receiptNumber } from "@boleteria/core"

const bill: Bill = {
  idComprobante: 7,
  cTipo: "FACTURA",
  cReferencia: "Pedido 12",
  nPuntoDeVenta: 3,
  nNumeroComprobante: 12,
  cCAE: "75000000000012",
  dEmision: "2025-11-01T12:00:00.000Z",
  lProcesando: false,
}

const order: Order = {
  idPedido: 12,
  idProcesoDeCompra: 40,
  cEstado: "PAGADO",
  dCompra: "2025-11-01T12:00:00.000Z",
  listaFuncion: [],
  cEntregaTipo: "E-ticket",
  oDomicilioEntrega: null,
  fTotalEntradas: 10000,
  fTotalEntrega: 0,
  fTotalQrAntifraude: 0,
  fTotalCargoServicio: 1000,
  fTotalProductos: 0,
  fTotalPagado: 11000,
  fTotalPendiente: 0,
  nCantidadPagos: 1,
  cUltimos4: "3704",
  listaComprobante: [bill],
}

describe("an order's documents", () => {
  it("offers the e-ticket of a paid order only", () => {
    expect(eticketState(order)).toBe("available")
    expect(eticketState({ ...order, cEstado: "PENDIENTE_CONFIRMACION" })).toBe("awaitingPayment")
    expect(eticketState({ ...order, cEstado: "CANCELADO" })).toBe("void")
    expect(eticketState({ ...order, cEstado: "DEVUELTO" })).toBe("void")
  })

  it("shows the bills as processing while the payment is pending or no bill exists yet", () => {
    expect(billsState(order)).toBe("issued")
    expect(billsState({ ...order, listaComprobante: [] })).toBe("processing")
    expect(billsState({ ...order, cEstado: "PENDIENTE_CONFIRMACION" })).toBe("processing")
    expect(billsState({ ...order, fTotalPendiente: 500 })).toBe("processing")
    expect(billsState({ ...order, cEstado: "CANCELADO", listaComprobante: [] })).toBe("none")
    expect(billsState({ ...order, cEstado: "DEVUELTO" })).toBe("issued")
  })

  it("downloads a bill once it has its CAE", () => {
    expect(isBillReady(bill)).toBe(true)
    expect(isBillReady({ ...bill, lProcesando: true, cCAE: null })).toBe(false)
    expect(isBillReady({ ...bill, cCAE: null })).toBe(false)
  })

  it("writes a bill's number with its point of sale, as receipts print it", () => {
    expect(receiptNumber(bill)).toBe("0003-00000012")
    expect(receiptNumber({ ...bill, nPuntoDeVenta: 12345, nNumeroComprobante: 123456789 })).toBe("12345-123456789")
  })
})
