import type { Order } from "../../../contract/order.js"
import { functionDateAt } from "../../../rules/format/functionDate.js"
import { heldByFunction, productsTotal, sum, ticketPrice } from "./purchaseView.js"
import type { Charge, MemoryStore, ProcessRecord } from "./store.js"

/** The sandbox's point of sale on its bills. */
const POINT_OF_SALE = 3

/** A 14-digit CAE; the sandbox makes one up from the order number. */
const sandboxCae = (idPedido: number) => String(75_000_000_000_000 + idPedido)

/**
 * Turns an approved charge into an order: the held places become sold and the order goes to the
 * customer who paid with that e-mail, if one exists. Answers the new order's id.
 */
export const recordOrder = (store: MemoryStore, process: ProcessRecord, charge: Charge): number => {
  const idPedido = store.nextId("order")
  const paidAt = new Date(store.now()).toISOString()
  const fTotalEntradas = sum(process.held.map(ticketPrice))
  const fTotalCargoServicio = sum(process.held.map((held) => held.place.sector.fCargoServicio))
  const fTotalEntrega = process.deliveryType?.fPrecio ?? 0
  const fTotalProductos = productsTotal(process)
  const order: Order = {
    idPedido,
    idProcesoDeCompra: process.idProcesoDeCompra,
    cEstado: "PAGADO",
    dCompra: paidAt,
    listaFuncion: heldByFunction(process).map(({ performance, held }) => ({
      idFuncion: performance.seed.idFuncion,
      cEspectaculo: performance.show.cEspectaculoCartelNombre,
      cEstablecimiento: performance.venue.cNombre,
      dFuncion: functionDateAt(performance.startsAt).dFuncion,
      listaEntrada: held.map((one) => {
        const idEntrada = store.nextId("ticket")
        return {
          idEntrada,
          cNumeroEntrada: String(idEntrada).padStart(10, "0"),
          idSector: one.place.sector.idSector,
          cSector: one.place.sector.cNombre,
          cFila: one.place.cFila,
          cButaca: one.place.cButaca,
          cPromocion: one.promotion?.cNombre ?? null,
          fPrecio: ticketPrice(one),
        }
      }),
    })),
    cEntregaTipo: process.deliveryType?.cNombre ?? "",
    oDomicilioEntrega: process.deliveryAddress,
    fTotalEntradas,
    fTotalEntrega,
    // The demo tenant charges no anti-fraud QR fee.
    fTotalQrAntifraude: 0,
    fTotalCargoServicio,
    fTotalProductos,
    fTotalPagado: charge.fMonto,
    fTotalPendiente: 0,
    nCantidadPagos: 1,
    cUltimos4: charge.cUltimos4,
    listaComprobante: [
      {
        idComprobante: idPedido,
        cTipo: "FACTURA",
        cReferencia: `Pedido ${idPedido}`,
        nPuntoDeVenta: POINT_OF_SALE,
        nNumeroComprobante: idPedido,
        cCAE: sandboxCae(idPedido),
        dEmision: paidAt,
        lProcesando: false,
      },
    ],
  }
  for (const held of process.held) {
    store.holders.delete(held.place.idPosicion)
    store.sold.add(held.place.idPosicion)
  }
  const buyer = store.customers.find((record) => record.customer.cEmail.toLowerCase() === charge.cEmail.toLowerCase())
  store.orders.push({ order, idCliente: buyer?.customer.idCliente ?? null })
  return idPedido
}
