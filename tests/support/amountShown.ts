import * as Effect from "effect/Effect"
import fc from "fast-check"
import { expect } from "vitest"
import {
  type Performance,
  SandboxCard,
  type ApiShape,
  type ApiFailure,
  checkoutAmountsOf,
  linesToPriceOf,
  applicablePromotions,
} from "@boleteria/core"
import { openBrowser, type BrowserCredentials } from "./browser.js"
import { addressForm, chargeForm, signUpForm } from "./forms.js"

// The property of issue 13: for any cart, promotion and card, the amount the shop shows before
// Pagar (core's checkoutAmountsOf over what the Api answered, as the checkout computes it) is the
// amount charged, and the order records the same parts. A card that a bank promotion does not hold
// is charged the full price only once the shopper agreed (lSinPromocion); without it, nothing is.

const run = <A>(call: Effect.Effect<A, ApiFailure>): Promise<A> => Effect.runPromise(call)

/** Cards that approve at once: Banco Pampa's Visa (the bank promotion's), and another bank's Mastercard. */
const CARDS = [SandboxCard.approves, SandboxCard.approvesOtherBank] as const

/** A few functions with their promotions, found through the Api: one offering each promotion, as far as any does. */
const findFunctions = async (api: ApiShape, wanted = 5): Promise<ReadonlyArray<Performance>> => {
  const found: Array<Performance> = []
  const covered = new Set<number>()
  for (const show of await run(api.getShows())) {
    const detail = await run(api.getShow({ path: { idEspectaculoCartel: show.idEspectaculoCartel } }))
    for (const { idFuncion } of detail.listaFuncion) {
      const performance = await run(api.getPerformance({ path: { idFuncion } }))
      if (performance.listaPromocion.some((promotion) => !covered.has(promotion.idPromocion))) {
        performance.listaPromocion.forEach((promotion) => covered.add(promotion.idPromocion))
        found.push(performance)
      }
      if (found.length >= wanted) return found
    }
  }
  return found
}

/** One purchase as fast-check draws it: indices, resolved against what the function offers. */
const purchaseArbitrary = fc.record({
  performance: fc.nat(),
  sector: fc.nat(),
  quantity: fc.integer({ min: 1, max: 4 }),
  promotion: fc.nat(),
  delivery: fc.nat(),
  extras: fc.array(fc.nat({ max: 2 }), { maxLength: 2 }),
  method: fc.nat(),
  card: fc.constantFrom(...CARDS),
  installments: fc.nat(),
})

type Drawn = typeof purchaseArbitrary extends fc.Arbitrary<infer T> ? T : never

const pick = <A>(items: ReadonlyArray<A>, index: number): A => items[index % items.length]!

/** Which case a purchase was: the runs must cover each. */
type Case = "noPromotion" | "promotionHeld" | "promotionDropped"

/** Holds, chooses, shows and pays one drawn purchase; checks shown against charged. */
const buyAndCompare = async (
  client: (credentials: BrowserCredentials) => ApiShape,
  performances: ReadonlyArray<Performance>,
  drawn: Drawn,
): Promise<Case> => {
  const { api } = openBrowser(client)
  await run(api.signUp({ body: signUpForm(`prop-${Math.random().toString(36).slice(2, 12)}@example.com`) }))
  const performance = pick(performances, drawn.performance)
  const sectors = performance.listaSector.filter((sector) => sector.nDisponibles >= 8)
  const sector = pick(sectors, drawn.sector)
  // "No promotion" is always a choice; then each promotion that applies to these places.
  const offers = [null, ...applicablePromotions(performance.listaPromocion, [sector.idSector], drawn.quantity)]
  const promotion = pick(offers, drawn.promotion)
  const taken = await run(
    api.takeBestAvailable({
      path: { idProcesoDeCompra: 0 },
      body: {
        idFuncion: performance.idFuncion,
        idSector: sector.idSector,
        nCantidad: drawn.quantity,
        idPromocion: promotion?.idPromocion ?? null,
      },
    }),
  )
  const path = { idProcesoDeCompra: taken.idProcesoDeCompra }

  const delivery = pick(await run(api.getDeliveryTypes({ path })), drawn.delivery)
  const address = delivery.lRequiereDomicilio ? await run(api.addAddress({ body: addressForm() })) : null
  await run(
    api.selectDeliveryType({
      path,
      body: { idEntregaTipo: delivery.idEntregaTipo, idClienteDomicilio: address?.idClienteDomicilio ?? null },
    }),
  )
  const offered = await run(api.getExtraProducts({ path }))
  const products = await run(
    api.selectExtraProducts({
      path,
      body: {
        listaProducto: offered.map((product, index) => ({
          idProducto: product.idProducto,
          nCantidad: Math.min(drawn.extras[index] ?? 0, product.nCantidadMaxima),
        })),
      },
    }),
  )
  const method = pick(await run(api.getPaymentMethods({ path })), drawn.method)
  await run(api.selectPaymentMethod({ path, body: { nFormaDePago: method.nFormaDePago } }))
  const cardBin = drawn.card.slice(0, 6)
  const plan = await run(api.getCardInstallments({ path: { ...path, nFormaDePago: method.nFormaDePago, cardBin } }))
  const option = pick(plan.listaCuota, drawn.installments)

  // What the checkout shows before Pagar, from what the Api answered, by core's rule.
  const process = await run(api.getProcess({ path }))
  const shown = checkoutAmountsOf(linesToPriceOf(process), {
    delivery,
    products,
    cardBin,
    installments: { count: option.nCuotas, surchargePercent: option.nRecargoPorcentaje },
  })
  // The processor's plan for this card is priced by the same rule.
  expect(option.fMontoTotal).toBe(shown.toPay)

  const form = chargeForm(drawn.card, { nCuotas: option.nCuotas })
  if (shown.droppedPromotions.length > 0) {
    // Full price without the shopper's word: refused, nothing charged.
    const refused = await Effect.runPromise(Effect.flip(api.charge({ path, body: form })))
    expect(refused).toMatchObject({ _tag: "ApiError", nCode: 400 })
  }
  const status = await run(
    api.charge({ path, body: shown.droppedPromotions.length > 0 ? { ...form, lSinPromocion: true } : form }),
  )
  expect(status.cEstado).toBe("APROBADO")

  const order = (await run(api.getOrderHistory())).listaPedido.find(
    (candidate) => candidate.idPedido === status.idPedido,
  )
  expect(order).toBeDefined()
  expect({
    paid: order!.fTotalPagado,
    tickets: order!.fTotalEntradas,
    service: order!.fTotalCargoServicio,
    delivery: order!.fTotalEntrega,
    qr: order!.fTotalQrAntifraude,
    products: order!.fTotalProductos,
  }).toEqual({
    paid: shown.toPay,
    tickets: shown.tickets,
    service: shown.service,
    delivery: shown.delivery,
    qr: shown.qr,
    products: shown.products,
  })
  // The tickets say what was paid for them: a dropped promotion is not printed on them.
  const tickets = order!.listaFuncion.flatMap((line) => line.listaEntrada)
  expect(tickets.reduce((total, ticket) => total + ticket.fPrecio, 0)).toBe(shown.tickets)
  const dropped = new Set(shown.droppedPromotions.map((dropped) => dropped.cNombre))
  expect(tickets.filter((ticket) => ticket.cPromocion !== null && dropped.has(ticket.cPromocion))).toEqual([])
  return promotion === null ? "noPromotion" : dropped.size > 0 ? "promotionDropped" : "promotionHeld"
}

/** Runs the property against the server: `client` makes a browser's Api (the HTTP adapter, in process or on a port). */
export const expectAmountShownIsCharged = async (
  client: (credentials: BrowserCredentials) => ApiShape,
  numRuns: number,
): Promise<void> => {
  const performances = await findFunctions(openBrowser(client).api)
  expect(performances.length).toBeGreaterThan(1)
  const seen = new Set<Case>()
  await fc.assert(
    fc.asyncProperty(
      purchaseArbitrary,
      async (drawn) => void seen.add(await buyAndCompare(client, performances, drawn)),
    ),
    { numRuns },
  )
  expect([...seen].sort()).toEqual(["noPromotion", "promotionDropped", "promotionHeld"])
}
