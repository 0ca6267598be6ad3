import * as Effect from "effect/Effect"
import { describe, expect, it } from "vitest"
import { SandboxCard } from "../../../core/src/contract/sandboxCards.js"
import { openBrowser } from "../../../core/src/testing/index.js"
import { chargeForm, signUpForm } from "../../support/forms.js"
import { fixtureBackend } from "../../support/memoryApi.js"

/** The reference server's tests seed at this instant; the memory backend's clock stays there. */
const START = Date.UTC(2026, 10, 21, 15, 0, 0)
const MERCADO_PAGO = 11

const run = <A, E>(call: Effect.Effect<A, E>) => Effect.runPromise(call)

// As the reference server (tests/server/walletsCardTakeover.test.ts): a wallet payment left waiting does not block the card.
describe("the memory Api after a wallet payment left at the wallet's page", () => {
  it("reads the checkout's steps, lets the card take over, and pays the card", async () => {
    const { api } = openBrowser(fixtureBackend({ now: () => START }).client)
    const cEmail = "memoria-billetera@example.com"
    await run(api.signUp({ body: signUpForm(cEmail) }))
    const show = (await run(api.getShows()))[0]!
    const first = (await run(api.getShow({ path: { idEspectaculoCartel: show.idEspectaculoCartel } }))).listaFuncion[0]!
    const performance = await run(api.getPerformance({ path: { idFuncion: first.idFuncion } }))
    const sector = performance.listaSector.find((candidate) => candidate.nDisponibles > 0)!
    const held = await run(
      api.takeBestAvailable({
        path: { idProcesoDeCompra: 0 },
        body: { idFuncion: first.idFuncion, idSector: sector.idSector, nCantidad: 1, idPromocion: null },
      }),
    )
    const path = { idProcesoDeCompra: held.idProcesoDeCompra }
    const eTicket = (await run(api.getDeliveryTypes({ path }))).find((type) => type.cCodigo === "ETICKET")!
    await run(
      api.selectDeliveryType({ path, body: { idEntregaTipo: eTicket.idEntregaTipo, idClienteDomicilio: null } }),
    )
    const started = await run(api.chargeWallet({ path, body: { nFormaDePago: MERCADO_PAGO } }))
    expect(started.cEstado).toBe("PROCESANDO")

    // Back at the shop: the steps read as before, and the card pays.
    expect((await run(api.getDeliveryTypes({ path }))).length).toBeGreaterThan(0)
    expect((await run(api.getPaymentMethods2({ path }))).length).toBeGreaterThan(0)
    const paid = await run(api.charge({ path, body: chargeForm(SandboxCard.approves, { cEmail }) }))
    expect(paid).toMatchObject({ cEstado: "APROBADO", cUltimos4: SandboxCard.approves.slice(-4) })
    expect(paid.idPedido).not.toBeNull()
  })
})
