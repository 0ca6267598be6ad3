import * as Effect from "effect/Effect"
import { describe, expect, it } from "vitest"
import {
  type EventInput,
  connectCart,
  cartMachine,
  type ApiShape,
  createCardVault,
  liveIo,
  cartActors,
} from "@boleteria/core"
import { recordedMachine } from "./recordedMachine.js"
import { purchaseProcess } from "../../support/purchaseProcess.js"

const cartWithIo = () => recordedMachine((io) => cartMachine.provide({ actors: cartActors(io) }), undefined)

describe("cart: the promotion the shopper chose travels with the take", () => {
  it("passes idPromocion from the request to the I/O of Tomar and TomarGrupo", () => {
    const { driver, recorder } = cartWithIo()
    driver.send({ type: "cart.seatsRequested", idFuncion: 10, aIdPosicion: [1000], idPromocion: 7 })
    expect(recorder.callsTo("takeSeats")[0]).toMatchObject({ idFuncion: 10, aIdPosicion: [1000], idPromocion: 7 })
    driver.send({ type: "api.seatsTaken", idFuncion: 10, process: purchaseProcess({ idProcesoDeCompra: 501 }) })
    driver.send({ type: "cart.bestAvailableRequested", idFuncion: 10, idSector: 3, nCantidad: 2, idPromocion: 8 })
    expect(recorder.callsTo("takeBestAvailable")[0]).toMatchObject({
      idProcesoDeCompra: 501,
      nCantidad: 2,
      idPromocion: 8,
    })
  })

  it("leaves the field out when there is no promotion", () => {
    const { driver, recorder } = cartWithIo()
    driver.send({ type: "cart.seatsRequested", idFuncion: 10, aIdPosicion: [1000] })
    expect(recorder.callsTo("takeSeats")[0]).not.toHaveProperty("idPromocion")
  })

  it("the view's commands dispatch idPromocion only when one was chosen", () => {
    const sent: Array<EventInput> = []
    const { driver } = cartWithIo()
    const cart = connectCart(driver.snapshot(), (event) => void sent.push(event))
    cart.takeSeats(10, [1, 2], 7)
    cart.takeSeats(10, [1, 2], null)
    cart.takeBestAvailable(10, 3, 4, 9)
    cart.takeBestAvailable(10, 3, 4)
    expect(sent).toEqual([
      { type: "cart.seatsRequested", idFuncion: 10, aIdPosicion: [1, 2], idPromocion: 7 },
      { type: "cart.seatsRequested", idFuncion: 10, aIdPosicion: [1, 2] },
      { type: "cart.bestAvailableRequested", idFuncion: 10, idSector: 3, nCantidad: 4, idPromocion: 9 },
      { type: "cart.bestAvailableRequested", idFuncion: 10, idSector: 3, nCantidad: 4 },
    ])
  })

  it("the live tab sends it to the API, and null when none was chosen", () => {
    const bodies: Array<unknown> = []
    const answer = Effect.succeed(purchaseProcess({ idProcesoDeCompra: 501 }))
    const api = {
      takeSeats: (request: { readonly body: unknown }) => (bodies.push(request.body), answer),
      takeBestAvailable: (request: { readonly body: unknown }) => (bodies.push(request.body), answer),
    } as unknown as ApiShape
    const io = liveIo({
      api,
      ownTab: 1,
      vault: createCardVault(() => "ref"),
      credentials: () => ({ token: null, purchaseKey: null }),
      dispatch: () => undefined,
    })
    io.takeSeats({ requestedBy: 1, idProcesoDeCompra: 0, idFuncion: 10, aIdPosicion: [1], idPromocion: 7 })
    io.takeBestAvailable({ requestedBy: 1, idProcesoDeCompra: 0, idFuncion: 10, idSector: 3, nCantidad: 2 })
    expect(bodies).toEqual([
      { idFuncion: 10, listaIdPosicion: [1], idPromocion: 7 },
      { idFuncion: 10, idSector: 3, nCantidad: 2, idPromocion: null },
    ])
  })
})
