// @vitest-environment happy-dom
import { SandboxCard, type PaymentState, type PaymentStatus } from "@boleteria/core"
import { screen, waitFor, within } from "@testing-library/react"
import { userEvent, type UserEvent } from "@testing-library/user-event"
import * as Effect from "effect/Effect"
import { describe, expect, it } from "vitest"
import { checkoutOf, fillCardForm, goToCardForm, holdSeats, paymentOf, renderCheckoutPage } from "./checkoutHarness.js"
import { control } from "../support/formFields.js"
import type { RenderWithShopOptions } from "../support/renderWithShop.js"

const status = (
  idProcesoDeCompra: number,
  cEstado: PaymentState,
  extra: Partial<PaymentStatus> = {},
): PaymentStatus => ({
  idProcesoDeCompra,
  cEstado,
  cMensaje: null,
  cUltimos4: "3704",
  cUrl3DS: null,
  idPedido: null,
  ...extra,
})

const atCardForm = async (options: RenderWithShopOptions = {}) => {
  const user = userEvent.setup()
  const harness = await renderCheckoutPage("BuyTicket", options)
  const idProcesoDeCompra = await holdSeats(harness)
  await goToCardForm(user)
  return { user, harness, idProcesoDeCompra }
}

const fillValidForm = (user: UserEvent, cardNumber: string) => fillCardForm(user, cardNumber, { expiryYear: "28" })

const pay = (user: UserEvent) => user.click(screen.getByRole("button", { name: /^Pagar / }))

describe("installments by BIN", () => {
  it("are looked up once six digits are typed, and the first is chosen", async () => {
    const { user } = await atCardForm()
    const installments = control("installments") as HTMLSelectElement
    await user.type(control("cardNumber"), "4509 9")
    expect(screen.getByText("Ingresá los primeros 6 dígitos de la tarjeta para ver las cuotas.")).toBeTruthy()
    expect(installments.options).toHaveLength(1)
    await user.type(control("cardNumber"), "5")
    expect(await screen.findByText("Cuotas para tu tarjeta Visa")).toBeTruthy()
    const labels = [...installments.options].map((option) => option.textContent)
    expect(labels.slice(1)).toEqual([
      expect.stringMatching(/^1 x \$\s[\d.]+ sin interés \(total \$\s[\d.]+\)$/),
      expect.stringMatching(/^3 x \$\s[\d.]+ sin interés \(total \$\s[\d.]+\)$/),
      expect.stringMatching(/^6 x \$\s[\d.]+ sin interés \(total \$\s[\d.]+\)$/),
      expect.stringMatching(/^12 x \$\s[\d.]+ con 38% de recargo \(total \$\s[\d.]+\)$/),
    ])
    expect(installments.value).toBe("1")
  })

  it("says so when the processor does not know the card", async () => {
    const { user } = await atCardForm()
    await user.type(control("cardNumber"), "9999 99")
    expect(await screen.findByText("No reconocemos esa tarjeta: probá con otra.")).toBeTruthy()
  })
})

describe("paying", () => {
  it("sends payment.submitted with a form reference, the BIN and the last 4 digits, never the card number", async () => {
    const { user, harness, idProcesoDeCompra } = await atCardForm()
    await fillValidForm(user, "4509 9535 6623 3704")
    await user.selectOptions(control("installments"), "3")
    await pay(user)
    await waitFor(() => expect(checkoutOf(harness).redirect).toBe("/payConfirm"))
    const events = harness.tab.log.events()
    expect(events.find((event) => event.type === "payment.submitted")).toMatchObject({
      idProcesoDeCompra,
      formRef: expect.any(String) as string,
      nFormaDePago: 1,
      nCuotas: 3,
      card: { cardBin: "450995", last4: "3704" },
    })
    const written = JSON.stringify(events)
    expect(written).not.toContain(SandboxCard.approves)
    expect(written).not.toMatch(/\d{16}/)
    expect(paymentOf(harness)).toMatchObject({ phase: "successful", orderId: expect.any(Number) as number })
  })

  it("shows a declined card's message, keeps the hold and the form, and lets the shopper pay again", async () => {
    const { user, harness } = await atCardForm()
    await fillValidForm(user, SandboxCard.declines)
    await pay(user)
    expect(await screen.findByText("El pago fue rechazado")).toBeTruthy()
    // The processor's reason, by its code, in the shop's words.
    expect(screen.getByText("Fondos insuficientes: el banco rechazó el pago. Probá con otra tarjeta.")).toBeTruthy()
    expect(screen.getByText("Pago con la tarjeta terminada en 0002")).toBeTruthy()
    expect(checkoutOf(harness)).toMatchObject({ hasPurchase: true, step: "payment" })
    expect((control("cardholderName") as HTMLInputElement).value).toBe("LUCIA FERNANDEZ")
    await user.clear(control("cardNumber"))
    await user.type(control("cardNumber"), SandboxCard.approves)
    await screen.findByText("Cuotas para tu tarjeta Visa")
    await pay(user)
    await waitFor(() => expect(checkoutOf(harness).redirect).toBe("/payConfirm"))
  })
})

describe("the verification's phases (SPEC §4 payment outcomes)", () => {
  it("shows processing with its polls, then delayed with a retry after 60 polls", async () => {
    const { user, harness } = await atCardForm({
      api: {
        charge: ({ path: { idProcesoDeCompra: id } }) => Effect.succeed(status(id, "PROCESANDO")),
        getPaymentStatus: ({ path: { idProcesoDeCompra: id } }) => Effect.succeed(status(id, "PROCESANDO")),
      },
    })
    await fillValidForm(user, SandboxCard.settlesLater)
    await pay(user)
    expect(await screen.findByText("El pago se está procesando")).toBeTruthy()
    expect(screen.getByText("Consulta 0 de 60")).toBeTruthy()
    harness.advance(2000)
    await harness.settle()
    expect(screen.getByText("Consulta 1 de 60")).toBeTruthy()
    for (let poll = 2; poll <= 60; poll += 1) {
      harness.advance(2000)
      await harness.settle()
    }
    expect(screen.getByText("La confirmación del pago está demorando más de lo habitual")).toBeTruthy()
    await user.click(screen.getByRole("button", { name: "Reintentar" }))
    expect(screen.getByText("Consulta 0 de 60")).toBeTruthy()
  })

  it("asks for 3-D Secure, then verifies again when the shopper is done, and confirms", async () => {
    let approved = false
    const { user, harness, idProcesoDeCompra } = await atCardForm({
      api: {
        charge: ({ path: { idProcesoDeCompra: id } }) =>
          Effect.succeed(status(id, "REQUIERE_3DS", { cUrl3DS: `/bancard/finish3ds/${id}` })),
        getPaymentStatus: ({ path: { idProcesoDeCompra: id } }) =>
          Effect.sync(() => status(id, approved ? "APROBADO" : "REQUIERE_3DS", { idPedido: 77 })),
      },
    })
    await fillValidForm(user, SandboxCard.asksForThreeDs)
    await pay(user)
    expect(await screen.findByText("Tu banco pide una verificación adicional")).toBeTruthy()
    const link = screen.getByRole("link", { name: "Abrir la verificación del banco" })
    expect(link.getAttribute("href")).toBe(`/bancard/finish3ds/${idProcesoDeCompra}`)
    expect(link.getAttribute("target")).toBe("_blank")
    approved = true
    await user.click(screen.getByRole("button", { name: "Ya completé la verificación" }))
    expect(screen.getByText("Verificando el pago…")).toBeTruthy()
    harness.advance(2000)
    await waitFor(() => expect(checkoutOf(harness).redirect).toBe("/payConfirm"))
    expect(paymentOf(harness).orderId).toBe(77)
  })

  it("sends a payment pending confirmation to payConfirmPool", async () => {
    const { user, harness } = await atCardForm({
      api: { charge: ({ path: { idProcesoDeCompra: id } }) => Effect.succeed(status(id, "PENDIENTE_CONFIRMACION")) },
    })
    await fillValidForm(user, SandboxCard.pendingConfirmation)
    await pay(user)
    await waitFor(() => expect(checkoutOf(harness).redirect).toBe("/payConfirmPool"))
  })

  it("cancels a payment still processing, and the shopper may pay again", async () => {
    const { user } = await atCardForm({
      api: { charge: ({ path: { idProcesoDeCompra: id } }) => Effect.succeed(status(id, "PROCESANDO")) },
    })
    await fillValidForm(user, SandboxCard.settlesLater)
    await pay(user)
    await user.click(await screen.findByRole("button", { name: "Cancelar el pago" }))
    const panel = (await screen.findByText("El pago fue cancelado")).parentElement
    expect(within(panel ?? document.body).getByText(/podés pagar de nuevo/)).toBeTruthy()
    expect(screen.getByRole("button", { name: /^Pagar / })).toBeTruthy()
  })
})
