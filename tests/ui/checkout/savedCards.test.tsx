// @vitest-environment happy-dom
import { SandboxCard, type ApiShape } from "@boleteria/core"
import { screen, waitFor } from "@testing-library/react"
import { userEvent } from "@testing-library/user-event"
import * as Effect from "effect/Effect"
import { describe, expect, it } from "vitest"
import { chargeForm } from "../../support/forms.js"
import { TEST_CUSTOMER } from "../support/renderWithShop.js"
import { checkoutOf, control, goToCardForm, holdSeats, paymentOf, renderCheckoutPage } from "./checkoutHarness.js"

/** The customer's earlier purchase, paid over the backend's own calls with "save this card" ticked. */
const buyEarlierSavingCard = (api: ApiShape): void => {
  const { token } = Effect.runSync(api.login({ body: { cEmail: TEST_CUSTOMER.cEmail, cClave: TEST_CUSTOMER.cClave } }))
  const body = { idFuncion: 10102, idSector: 0, nCantidad: 1, idPromocion: null }
  const performance = Effect.runSync(api.getPerformance({ path: { idFuncion: body.idFuncion } }))
  const sector = performance.listaSector.find((candidate) => candidate.nDisponibles > 10)!
  const held = Effect.runSync(
    api.takeBestAvailable({
      path: { idProcesoDeCompra: 0 },
      body: { ...body, idSector: sector.idSector },
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
  const saving = {
    ...chargeForm(SandboxCard.approves),
    nAnioVencimiento: 2032,
    nMesVencimiento: 10,
    lGuardarTarjeta: true,
  }
  expect(Effect.runSync(api.charge({ path, body: saving, credentials })).cEstado).toBe("APROBADO")
}

describe("saved cards in the card form", () => {
  it("offers the customer's saved card above the new-card form and pays with it, asking no card fields", async () => {
    const user = userEvent.setup()
    const harness = renderCheckoutPage("BuyTicket")
    buyEarlierSavingCard(harness.api)
    await holdSeats(harness)
    await goToCardForm(user)

    const group = await screen.findByRole("group", { name: "¿Con qué tarjeta pagás?" })
    const saved = screen.getByRole("radio", { name: "Visa terminada en 3704, vence 10/32" })
    const another = screen.getByRole("radio", { name: "Otra tarjeta" })
    expect(group.contains(saved)).toBe(true)
    expect(another).toHaveProperty("checked", true)
    expect(control("cardNumber")).toBeTruthy()

    await user.click(saved)
    expect(document.querySelector('[name="cardNumber"]')).toBeNull()
    expect(document.querySelector('[name="securityCode"]')).toBeNull()
    expect(screen.getByText("Con una tarjeta guardada no hace falta el código de seguridad.")).toBeTruthy()
    // Instalments still go by the card's BIN.
    await screen.findByText(/^Cuotas para tu tarjeta Visa/)
    await user.type(control("documentNumber"), "30123456")
    await user.type(control("birthDay"), "12")
    await user.type(control("birthMonth"), "3")
    await user.type(control("birthYear"), "1988")
    await user.click(screen.getByRole("button", { name: /^Pagar / }))

    await waitFor(() => expect(checkoutOf(harness).redirect).toBe("/payConfirm"))
    expect(paymentOf(harness)).toMatchObject({ phase: "successful" })
    const submitted = harness.tab.log.events().find((event) => event.type === "payment.submitted")
    expect(submitted).toMatchObject({ card: { cardBin: "450995", last4: "3704" } })
  })

  it("saves a new card when the signed-in shopper ticks 'save this card'", async () => {
    const user = userEvent.setup()
    const harness = renderCheckoutPage("BuyTicket")
    await holdSeats(harness)
    await goToCardForm(user)
    expect(screen.queryByRole("radio", { name: "Otra tarjeta" })).toBeNull()
    const save = screen.getByRole("checkbox", { name: "Guardar esta tarjeta para mis próximas compras" })
    expect(save).toHaveProperty("checked", false)
    await user.type(control("cardNumber"), SandboxCard.approves)
    await user.type(control("cardholderName"), "LUCIA FERNANDEZ")
    await user.type(control("expiryMonth"), "10")
    await user.type(control("expiryYear"), "32")
    await user.type(control("securityCode"), "123")
    await user.type(control("documentNumber"), "30123456")
    await user.type(control("birthDay"), "12")
    await user.type(control("birthMonth"), "3")
    await user.type(control("birthYear"), "1988")
    await screen.findByText(/^Cuotas para tu tarjeta/)
    await user.click(save)
    await user.click(screen.getByRole("button", { name: /^Pagar / }))
    await waitFor(() => expect(checkoutOf(harness).redirect).toBe("/payConfirm"))
    const { token } = Effect.runSync(
      harness.api.login({ body: { cEmail: TEST_CUSTOMER.cEmail, cClave: TEST_CUSTOMER.cClave } }),
    )
    expect(Effect.runSync(harness.api.listSavedCards({ credentials: { token } }))).toMatchObject([
      { cMarca: "Visa", cUltimos4: "3704", nMesVencimiento: 10, nAnioVencimiento: 2032 },
    ])
  })
})
