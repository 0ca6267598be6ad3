// @vitest-environment happy-dom
import { ApiError, NetworkError, type Withdrawal, type WithdrawalRequest } from "@boleteria/core"
import { screen } from "@testing-library/react"
import { userEvent } from "@testing-library/user-event"
import * as Effect from "effect/Effect"
import { describe, expect, it } from "vitest"
import { renderInfoPage, switchToEnglish } from "./infoHarness.js"

const WITHDRAWN: Withdrawal = {
  cCodigoSeguimiento: "K7QD2MZ4TA",
  idPedido: 12,
  dSolicitud: "2026-11-22T15:00:00.000Z",
  fImporteReintegrado: 53000,
  cUltimos4: "3704",
  oNotaDeCredito: { idComprobante: 78, cReferencia: "Nota de crédito B 0003-00000001" },
  listaReintegro: [{ cProveedor: "TARJETA", cUltimos4: "3704", fImporte: 53000 }],
}

type User = ReturnType<typeof userEvent.setup>

const fillIn = async (user: User, orderNumber: string, email: string) => {
  await user.type(screen.getByLabelText("Número de pedido"), orderNumber)
  await user.clear(screen.getByLabelText("E-mail de la compra"))
  await user.type(screen.getByLabelText("E-mail de la compra"), email)
}

const submit = (user: User) => user.click(screen.getByRole("button", { name: "Arrepentirme de la compra" }))

describe("the revocation page (/arrepentimiento)", () => {
  it("explains when a purchase may be withdrawn, with no login", () => {
    renderInfoPage("arrepentimiento")
    expect(screen.getByRole("heading", { level: 1, name: "Botón de arrepentimiento" })).toBeTruthy()
    expect(screen.getByText(/10 días corridos/)).toBeTruthy()
    expect(screen.getByText(/24 horas antes de la función/)).toBeTruthy()
  })

  it("ties each problem to its field, sends nothing and takes focus to the first one", async () => {
    const user = userEvent.setup()
    const sent: Array<WithdrawalRequest> = []
    renderInfoPage("arrepentimiento", {
      api: { requestWithdrawal: ({ body }) => (sent.push(body), Effect.succeed(WITHDRAWN)) },
    })
    await submit(user)
    const orderNumber = screen.getByLabelText("Número de pedido")
    expect(orderNumber.getAttribute("aria-invalid")).toBe("true")
    const described = orderNumber.getAttribute("aria-describedby")?.split(" ") ?? []
    expect(described.map((id) => document.getElementById(id)?.textContent)).toContain("Este campo es obligatorio")
    expect(screen.getByText("El e-mail es obligatorio")).toBeTruthy()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(document.activeElement).toBe(orderNumber)

    await fillIn(user, "doce", "ana@correo")
    await submit(user)
    expect(screen.getByText("Ingresá el número de pedido, solo con números.")).toBeTruthy()
    expect(screen.getByText("El e-mail debe ser válido")).toBeTruthy()
    expect(sent).toEqual([])
  })

  it("says, under a focused heading, that no order has that number and e-mail (the memory backend's answer)", async () => {
    const user = userEvent.setup()
    renderInfoPage("arrepentimiento")
    await fillIn(user, "4321", "ana@example.com")
    await submit(user)
    const heading = await screen.findByRole("heading", { name: "No pudimos anular la compra" })
    expect(document.activeElement).toBe(heading)
    expect(heading.getAttribute("aria-describedby")).toBe("withdrawal-failure-reason")
    expect(document.getElementById("withdrawal-failure-reason")?.textContent).toMatch(/No encontramos un pedido/)
  })

  it("withdraws: the tracking code at once under a focused heading, the refund and the credit note", async () => {
    const user = userEvent.setup()
    const sent: Array<WithdrawalRequest> = []
    renderInfoPage("arrepentimiento", {
      api: { requestWithdrawal: ({ body }) => (sent.push(body), Effect.succeed(WITHDRAWN)) },
    })
    await fillIn(user, "N° 12", "ana@example.com")
    await user.type(screen.getByLabelText("Motivo (opcional)"), "Cambié de planes")
    await submit(user)
    const heading = await screen.findByRole("heading", { name: "Anulamos tu compra" })
    expect(document.activeElement).toBe(heading)
    expect(sent).toEqual([{ idPedido: 12, cEmail: "ana@example.com", cMotivo: "Cambié de planes" }])
    expect(screen.getByText("Tu código de seguimiento: K7QD2MZ4TA")).toBeTruthy()
    expect(screen.getByText(/Te devolvemos 53\.000 a la misma tarjeta terminada en 3704/)).toBeTruthy()
    expect(screen.getByText(/Nota de crédito B 0003-00000001/)).toBeTruthy()
    expect(screen.getByRole("link", { name: "Ir a Mis compras" }).getAttribute("href")).toBe("/myOrders")
  })

  it("says where each refund goes: the wallet's account, and the card that paid an exchange's difference", async () => {
    const user = userEvent.setup()
    const byWallet: Withdrawal = {
      ...WITHDRAWN,
      fImporteReintegrado: 76000,
      cUltimos4: null,
      listaReintegro: [
        { cProveedor: "MERCADO_PAGO", cUltimos4: null, fImporte: 53000 },
        { cProveedor: "TARJETA", cUltimos4: "7899", fImporte: 23000 },
      ],
    }
    renderInfoPage("arrepentimiento", { api: { requestWithdrawal: () => Effect.succeed(byWallet) } })
    await fillIn(user, "12", "ana@example.com")
    await submit(user)
    await screen.findByRole("heading", { name: "Anulamos tu compra" })
    expect(screen.getByText(/Te devolvemos 53\.000 a tu cuenta de Mercado Pago\./)).toBeTruthy()
    expect(screen.getByText(/Te devolvemos 23\.000 a la misma tarjeta terminada en 7899/)).toBeTruthy()
    expect(screen.queryByText(/tarjeta terminada en 3704/)).toBeNull()
  })

  it("shows the server's refusal as the server wrote it, with the date the limit passed", async () => {
    const user = userEvent.setup()
    const message =
      "Pasaron más de 10 días desde que recibiste las entradas: el plazo para arrepentirte terminó el 2 de diciembre de 2026 a las 00:00."
    renderInfoPage("arrepentimiento", {
      api: {
        requestWithdrawal: () =>
          Effect.fail(new ApiError({ nCode: 400, message, key: "problems.withdrawal.receiptWindowOver" })),
      },
    })
    await fillIn(user, "12", "ana@example.com")
    await submit(user)
    const heading = await screen.findByRole("heading", { name: "No pudimos anular la compra" })
    expect(document.activeElement).toBe(heading)
    expect(document.getElementById("withdrawal-failure-reason")?.textContent).toBe(message)
  })

  it("raises the attention dialog when the server cannot be reached, and reads in English", async () => {
    const user = userEvent.setup()
    const harness = renderInfoPage("arrepentimiento", {
      api: { requestWithdrawal: () => Effect.fail(new NetworkError({ message: "offline" })) },
    })
    await fillIn(user, "12", "ana@example.com")
    await submit(user)
    expect(await screen.findByRole("dialog")).toBeTruthy()
    switchToEnglish(harness)
    expect(screen.getByRole("button", { name: "Withdraw from the purchase" })).toBeTruthy()
    expect(screen.getByLabelText("Order number")).toBeTruthy()
  })
})
