import type { ApiShape, ChargeRequest, PaymentStatus, Sector } from "@boleteria/core"
import * as Effect from "effect/Effect"
import { TEST_CUSTOMER } from "../support/renderWithShop.js"

interface CardPurchase {
  readonly idFuncion: number
  /** The sector to take from, among the function's. */
  readonly sector: (sectors: ReadonlyArray<Sector>) => Sector | undefined
  readonly nCantidad: number
  /** The Cobrar form. */
  readonly card: ChargeRequest
}

/**
 * The test customer buys over the server's own calls, as the shop would: the best places of a
 * sector, sent by e-ticket, paid by credit card. Answers the charge's result.
 */
export const buyByCard = (api: ApiShape, purchase: CardPurchase): Promise<PaymentStatus> =>
  Effect.runPromise(
    Effect.gen(function* () {
      const { token } = yield* api.login({ body: { cEmail: TEST_CUSTOMER.cEmail, cClave: TEST_CUSTOMER.cClave } })
      const { idFuncion } = purchase
      const performance = yield* api.getPerformance({ path: { idFuncion } })
      const sector = purchase.sector(performance.listaSector)
      if (sector === undefined) throw new Error(`no such sector at function ${idFuncion}`)
      const held = yield* api.takeBestAvailable({
        path: { idProcesoDeCompra: 0 },
        body: { idFuncion, idSector: sector.idSector, nCantidad: purchase.nCantidad, idPromocion: null },
        credentials: { token },
      })
      const path = { idProcesoDeCompra: held.idProcesoDeCompra }
      const credentials = { token, purchaseKey: held.cClaveProceso }
      const deliveries = yield* api.getDeliveryTypes({ path, credentials })
      const eTicket = deliveries.find((type) => type.cCodigo === "ETICKET")!
      yield* api.selectDeliveryType({
        path,
        body: { idEntregaTipo: eTicket.idEntregaTipo, idClienteDomicilio: null },
        credentials,
      })
      const methods = yield* api.getPaymentMethods({ path, credentials })
      const credit = methods.find((method) => method.cTipo === "CREDITO")!
      yield* api.selectPaymentMethod({ path, body: { nFormaDePago: credit.nFormaDePago }, credentials })
      return yield* api.charge({ path, body: purchase.card, credentials })
    }),
  )
