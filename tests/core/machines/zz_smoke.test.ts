import { it, expect } from "vitest"
import { createDriver } from "../../support/driver.js"
import { recordingIo } from "../../support/io.js"
import { takeSeats, logIn } from "../../support/flows.js"
it("smoke", () => {
  const rec = recordingIo()
  const d = createDriver({ io: rec.io })
  logIn(d)
  d.send({ type: "cart.seatsRequested", idFuncion: 10, aIdPosicion: [1] })
  console.log(rec.calls)
  takeSeats(d, { idProcesoDeCompra: 7 })
  const s = d.snapshot()
  console.log(s.purchaseTimer.value, s.checkout.value, s.cart.value, rec.calls)
})
