import * as Effect from "effect/Effect"
import { describe, expect, it } from "vitest"
import { SandboxCard } from "../../../core/src/contract/sandboxCards.js"
import type { ApiShape } from "../../../core/src/ports/Api.js"
import { openBrowser } from "../../../core/src/testing/index.js"
import { chargeForm, signUpForm } from "../../support/forms.js"
import { fixtureBackend, fixtureCatalog } from "../../support/memoryApi.js"

/** The reference server's tests seed at this instant (a Saturday, 12:00 in Buenos Aires); the memory backend too. */
const START = Date.UTC(2026, 10, 21, 15, 0, 0)
const FUNCTION = 40101
const BANK_PROMOTION = 2

const run = <A, E>(call: Effect.Effect<A, E>) => Effect.runPromise(call)
const flip = <A, E>(call: Effect.Effect<A, E>) => Effect.runPromise(Effect.flip(call))

/** Two browsers on one memory backend: one reads the shop in English, the other in Spanish, with the same session. */
const shoppers = () => {
  const backend = fixtureBackend({ now: () => START })
  const english = openBrowser((credentials) => backend.client({ ...credentials, language: () => "en" }))
  const spanish = backend.client({ token: english.token, language: () => "es" })
  return { english: english.api, spanish }
}

const promotionFile = fixtureCatalog.promotions.find((promotion) => promotion.idPromocion === BANK_PROMOTION)!

/** Two PLATEA seats of the function with the bank promotion, box-office pickup, the credit card and the parking. */
const readyPurchase = async (api: ApiShape) => {
  const platea = (await run(api.getPerformance({ path: { idFuncion: FUNCTION } }))).listaSector.find(
    (sector) => sector.lNumerada,
  )!
  const held = await run(
    api.takeBestAvailable({
      path: { idProcesoDeCompra: 0 },
      body: { idFuncion: FUNCTION, idSector: platea.idSector, nCantidad: 2, idPromocion: BANK_PROMOTION },
    }),
  )
  const process = { path: { idProcesoDeCompra: held.idProcesoDeCompra } }
  const deliveries = await run(api.getDeliveryTypes(process))
  await run(api.selectDeliveryType({ ...process, body: { idEntregaTipo: 2, idClienteDomicilio: null } }))
  const products = await run(
    api.selectExtraProducts({ ...process, body: { listaProducto: [{ idProducto: 1, nCantidad: 1 }] } }),
  )
  const methods = await run(api.getPaymentMethods(process))
  const view = await run(api.selectPaymentMethod({ ...process, body: { nFormaDePago: 1 } }))
  return { process, deliveries, products, methods, view }
}

describe("the memory Api answers in its caller's language (Accept-Language), as the server does", () => {
  it("names show types, promotions, delivery types, extras and payment methods in English", async () => {
    const { english } = shoppers()
    await run(english.signUp({ body: signUpForm("idiomas@example.com") }))
    expect((await run(english.getShowTypes())).Lista.map((type) => type.cNombre)).toEqual(
      fixtureCatalog.showTypes.map((type) => type.cNombreEn),
    )
    const cards = await run(english.getShows())
    const englishTypes = new Set(fixtureCatalog.showTypes.map((type) => type.cNombreEn))
    for (const card of cards) expect(englishTypes).toContain(card.oEspectaculoTipo.cNombre)
    const offered = (await run(english.getPerformance({ path: { idFuncion: FUNCTION } }))).listaPromocion
    expect(offered.find((promotion) => promotion.idPromocion === BANK_PROMOTION)).toMatchObject({
      cNombre: promotionFile.cNombreEn,
      cDescripcion: promotionFile.cDescripcionEn,
    })

    const { deliveries, products, methods, view } = await readyPurchase(english)
    expect(deliveries.map((type) => type.cNombre)).toEqual(fixtureCatalog.deliveryTypes.map((type) => type.cNombreEn))
    expect(methods.map((method) => method.cNombre)).toEqual(fixtureCatalog.paymentMethods.map((type) => type.cNombreEn))
    expect(products.map((product) => product.cNombre)).toEqual(["Parking", "Printed programme"])
    expect(view.listaFuncion[0]!.listaPromocion.map((promotion) => promotion.cNombre)).toEqual([
      promotionFile.cNombreEn,
    ])
  })

  it("gives a decline's reason code, a refusal's message key, and the e-ticket in the language of the purchase", async () => {
    const { english, spanish } = shoppers()
    await run(english.signUp({ body: signUpForm("idiomas@example.com") }))
    const { process } = await readyPurchase(english)

    const declined = await run(
      english.charge({ ...process, body: chargeForm(SandboxCard.declines, { lSinPromocion: true }) }),
    )
    expect(declined).toMatchObject({ cEstado: "RECHAZADO", cMotivo: "FONDOS_INSUFICIENTES" })
    expect(
      await flip(english.charge({ ...process, body: chargeForm(SandboxCard.approves, { nCuotas: 24 }) })),
    ).toMatchObject({ nCode: 400, key: "payment.problems.installmentsNotOffered" })

    const paid = await run(english.charge({ ...process, body: chargeForm(SandboxCard.approves) }))
    expect(paid.cEstado).toBe("APROBADO")
    const idPedido = paid.idPedido!

    const inEnglish = (await run(english.getOrderHistory())).listaPedido[0]!
    expect(inEnglish.cEntregaTipo).toBe("Box office pickup")
    expect(inEnglish.listaFuncion[0]!.listaEntrada[0]!.cPromocion).toBe(promotionFile.cNombreEn)
    const inSpanish = (await run(spanish.getOrderHistory())).listaPedido[0]!
    expect(inSpanish.cEntregaTipo).toBe("Retiro en boletería")
    expect(inSpanish.listaFuncion[0]!.listaEntrada[0]!.cPromocion).toBe(promotionFile.cNombre)

    // Bought in English: the e-ticket is, whoever downloads it.
    for (const api of [english, spanish])
      expect((await run(api.getEticket({ path: { idPedido } }))).fileName).toBe(`tickets-order-${idPedido}.pdf`)
  })
})
