import { SandboxCard, type ApiShape } from "@boleteria/core"
import * as Effect from "effect/Effect"
import { expect } from "vitest"
import { chargeForm } from "../../support/forms.js"
import { TEST_CUSTOMER } from "../support/renderWithShop.js"

/** A card the test customer saves: an approving sandbox number and its expiry. */
export interface CardToSave {
  readonly number: (typeof SandboxCard)["approves" | "approvesOtherBank"]
  readonly month: number
  readonly year: number
}

/**
 * The test customer buys one ticket over the backend's own calls, paying with `card` and ticking
 * "save this card": the memory processor keeps its alias, as the reference server does.
 */
export const buySavingCard = (api: ApiShape, card: CardToSave): void => {
  const { token } = Effect.runSync(api.login({ body: { cEmail: TEST_CUSTOMER.cEmail, cClave: TEST_CUSTOMER.cClave } }))
  const performance = Effect.runSync(api.getPerformance({ path: { idFuncion: 10102 } }))
  const sector = performance.listaSector.find((candidate) => candidate.nDisponibles > 10)!
  const held = Effect.runSync(
    api.takeBestAvailable({
      path: { idProcesoDeCompra: 0 },
      body: { idFuncion: 10102, idSector: sector.idSector, nCantidad: 1, idPromocion: null },
      credentials: { token },
    }),
  )
  const credentials = { token, purchaseKey: held.cClaveProceso }
  const path = { idProcesoDeCompra: held.idProcesoDeCompra }
  const eTicket = Effect.runSync(api.getDeliveryTypes({ path, credentials })).find(
    (type) => type.cCodigo === "ETICKET",
  )!
  Effect.runSync(
    api.selectDeliveryType({
      path,
      body: { idEntregaTipo: eTicket.idEntregaTipo, idClienteDomicilio: null },
      credentials,
    }),
  )
  const credit = Effect.runSync(api.getPaymentMethods({ path, credentials })).find(
    (method) => method.cTipo === "CREDITO",
  )!
  Effect.runSync(api.selectPaymentMethod({ path, body: { nFormaDePago: credit.nFormaDePago }, credentials }))
  const body = {
    ...chargeForm(card.number),
    nMesVencimiento: card.month,
    nAnioVencimiento: card.year,
    lGuardarTarjeta: true,
  }
  expect(Effect.runSync(api.charge({ path, body, credentials })).cEstado).toBe("APROBADO")
}

/** renderWithShop's `api` option that saves `cards` on the backend before the page first asks for them. */
export const withSavedCards =
  (...cards: ReadonlyArray<CardToSave>) =>
  (backend: ApiShape): Partial<ApiShape> => {
    for (const card of cards) buySavingCard(backend, card)
    return {}
  }
