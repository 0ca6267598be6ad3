import * as Effect from "effect/Effect"
import type { ExtraProduct } from "../../../contract/checkout.js"
import type { SelectDeliveryTypeRequest, SelectExtraProductsRequest } from "../../../contract/requests.js"
import type { ApiError } from "../../apiErrors.js"
import { badRequest, notFound } from "./failures.js"
import type { SeedProduct } from "./seed.js"
import type { MemoryStore, ProcessRecord } from "./store.js"

export const chooseDelivery = (store: MemoryStore, process: ProcessRecord, choice: SelectDeliveryTypeRequest) =>
  Effect.gen(function* () {
    const deliveryType = store.seed.deliveryTypes.find((type) => type.idEntregaTipo === choice.idEntregaTipo)
    if (deliveryType === undefined) return yield* notFound(`No existe el tipo de entrega ${choice.idEntregaTipo}`)
    if (!deliveryType.lRequiereDomicilio) {
      process.deliveryType = deliveryType
      process.deliveryAddress = null
      return
    }
    if (choice.idClienteDomicilio === null) return yield* badRequest("Elegí el domicilio de entrega")
    const address = store.customers
      .flatMap((record) => record.customer.listaDomicilio)
      .find((candidate) => candidate.idClienteDomicilio === choice.idClienteDomicilio)
    if (address === undefined) return yield* notFound(`No existe el domicilio ${choice.idClienteDomicilio}`)
    process.deliveryType = deliveryType
    process.deliveryAddress = address
  })

export const extraProductsOf = (store: MemoryStore, process: ProcessRecord): ReadonlyArray<ExtraProduct> =>
  store.seed.extraProducts.map((product) => ({
    ...product,
    nCantidadSeleccionada: process.products.get(product.idProducto)?.quantity ?? 0,
  }))

/** Replaces the whole selection: products left out of the request are no longer wanted. */
export const chooseExtraProducts = (
  store: MemoryStore,
  process: ProcessRecord,
  choice: SelectExtraProductsRequest,
): Effect.Effect<void, ApiError> =>
  Effect.gen(function* () {
    const chosen = new Map<number, { product: SeedProduct; quantity: number }>()
    for (const { idProducto, nCantidad } of choice.listaProducto) {
      const product = store.seed.extraProducts.find((candidate) => candidate.idProducto === idProducto)
      if (product === undefined) return yield* notFound(`No existe el producto ${idProducto}`)
      if (nCantidad > product.nCantidadMaxima) {
        return yield* badRequest(`Podés llevar hasta ${product.nCantidadMaxima} de ${product.cNombre}`)
      }
      if (nCantidad > 0) chosen.set(idProducto, { product, quantity: nCantidad })
    }
    process.products.clear()
    for (const [idProducto, selection] of chosen) process.products.set(idProducto, selection)
  })
