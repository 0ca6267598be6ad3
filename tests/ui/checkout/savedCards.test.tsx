// @vitest-environment happy-dom
import { SandboxCard } from "@boleteria/core"
import { screen, waitFor } from "@testing-library/react"
import { userEvent } from "@testing-library/user-event"
import * as Effect from "effect/Effect"
import { describe, expect, it } from "vitest"
import { buySavingCard } from "../account/savedCardFixtures.js"
import { TEST_CUSTOMER } from "../support/renderWithShop.js"
import { checkoutOf, fillCardForm, goToCardForm, holdSeats, paymentOf, renderCheckoutPage } from "./checkoutHarness.js"
import { control } from "../support/formFields.js"

/** The customer's earlier purchase, paid with "save this card" ticked. */
const EARLIER_CARD = { number: SandboxCard.approves, month: 10, year: 2032 } as const

describe("saved cards in the card form", () => {
  it("offers the customer's saved card above the new-card form, chosen already, and pays with it, asking no card fields", async () => {
    const user = userEvent.setup()
    const harness = await renderCheckoutPage("BuyTicket", {
      api: async (server) => {
        await buySavingCard(server, EARLIER_CARD)
        return {}
      },
    })
    await holdSeats(harness)
    await goToCardForm(user)

    const group = await screen.findByRole("group", { name: "¿Con qué tarjeta pagás?" })
    const saved = screen.getByRole("radio", { name: "Visa terminada en 3704, vence 10/32" })
    const another = screen.getByRole("radio", { name: "Otra tarjeta" })
    expect(group.contains(saved)).toBe(true)
    await waitFor(() => expect(saved).toHaveProperty("checked", true))
    expect(another).toHaveProperty("checked", false)
    // Another card is still the shopper's choice, and stays chosen.
    await user.click(another)
    expect(control("cardNumber")).toBeTruthy()
    expect(saved).toHaveProperty("checked", false)

    await user.click(saved)
    expect(document.querySelector('[name="cardNumber"]')).toBeNull()
    expect(document.querySelector('[name="securityCode"]')).toBeNull()
    expect(screen.getByText("Con una tarjeta guardada no hace falta el código de seguridad.")).toBeTruthy()
    // Instalments still go by the card's BIN; the card paid before, so the server remembers its holder.
    await screen.findByText(/^Cuotas para tu tarjeta Visa/)
    expect(screen.getByText(/^Titular de la tarjeta: DNI 35111222/u)).toBeTruthy()
    expect(document.querySelector('[name="documentNumber"]')).toBeNull()
    await user.click(screen.getByRole("button", { name: /^Pagar / }))

    await waitFor(() => expect(checkoutOf(harness).redirect).toBe("/payConfirm"))
    expect(paymentOf(harness)).toMatchObject({ phase: "successful" })
    const submitted = harness.tab.log.events().find((event) => event.type === "payment.submitted")
    expect(submitted).toMatchObject({ card: { cardBin: "450995", last4: "3704" } })
  })

  it("a saved card that remembers its holder fills the holder's part in: document and birth date are not asked again", async () => {
    const user = userEvent.setup()
    // The card paid the earlier purchase, so the server lists it with its holder (migration 024).
    const harness = await renderCheckoutPage("BuyTicket", {
      api: async (server) => {
        await buySavingCard(server, EARLIER_CARD)
        return {}
      },
    })
    await holdSeats(harness)
    await goToCardForm(user)

    const holder = await screen.findByText(
      /^Titular de la tarjeta: DNI 35111222, fecha de nacimiento 2 de julio de 1994\.$/u,
    )
    expect(screen.getByRole("radio", { name: "Visa terminada en 3704, vence 10/32" })).toHaveProperty("checked", true)
    expect(document.querySelector('[name="documentNumber"]')).toBeNull()
    expect(document.querySelector('[name="birthDay"]')).toBeNull()
    await screen.findByText(/^Cuotas para tu tarjeta Visa/)

    // The shopper may still change it: the fields come back filled in, focus on the first.
    await user.click(screen.getByRole("button", { name: "Cambiar los datos del titular" }))
    await waitFor(() => expect(document.activeElement).toBe(control("documentType")))
    expect(control("documentNumber")).toHaveProperty("value", "35111222")
    expect(control("birthYear")).toHaveProperty("value", "1994")
    expect(holder.isConnected).toBe(false)

    await user.click(screen.getByRole("button", { name: /^Pagar / }))
    await waitFor(() => expect(checkoutOf(harness).redirect).toBe("/payConfirm"))
  })

  it("saves a new card when the signed-in shopper ticks 'save this card'", async () => {
    const user = userEvent.setup()
    const harness = await renderCheckoutPage("BuyTicket")
    await holdSeats(harness)
    await goToCardForm(user)
    expect(screen.queryByRole("radio", { name: "Otra tarjeta" })).toBeNull()
    const save = screen.getByRole("checkbox", { name: "Guardar esta tarjeta para mis próximas compras" })
    expect(save).toHaveProperty("checked", false)
    await fillCardForm(user, SandboxCard.approves, { expiryMonth: "10", expiryYear: "32" })
    await user.click(save)
    await user.click(screen.getByRole("button", { name: /^Pagar / }))
    await waitFor(() => expect(checkoutOf(harness).redirect).toBe("/payConfirm"))
    const { token } = await Effect.runPromise(
      harness.api.login({ body: { cEmail: TEST_CUSTOMER.cEmail, cClave: TEST_CUSTOMER.cClave } }),
    )
    expect(await Effect.runPromise(harness.api.listSavedCards({ credentials: { token } }))).toMatchObject([
      { cMarca: "Visa", cUltimos4: "3704", nMesVencimiento: 10, nAnioVencimiento: 2032 },
    ])
  })
})
