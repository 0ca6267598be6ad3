// @vitest-environment happy-dom
import {
  ApiError,
  formatMoney,
  NetworkError,
  type ApiShape,
  type Withdrawal,
  type WithdrawalPreview,
  type WithdrawalRequest,
} from "@boleteria/core"
import { screen, waitFor, within } from "@testing-library/react"
import { userEvent } from "@testing-library/user-event"
import * as Effect from "effect/Effect"
import { describe, expect, it } from "vitest"
import { TEST_CUSTOMER, TEST_TENANT } from "../support/renderWithShop.js"
import { renderInfoPage, switchToEnglish } from "./infoHarness.js"

/** An amount as the page reads once testing-library folds its no-break space; `pattern` the same, for a RegExp. */
const price = (amount: number) => formatMoney(amount, TEST_TENANT.price, "es").replace(/\s/gu, " ")
const pattern = (amount: number) => price(amount).replace(/[$.]/gu, "\\$&")

const PREVIEW: WithdrawalPreview = {
  idPedido: 12,
  dCompra: "2025-11-01T12:00:00.000Z",
  listaFuncion: [
    {
      idFuncion: 1001,
      cEspectaculo: "Tango Argentino",
      cEstablecimiento: "Teatro Ópera",
      dFuncion: "2025-11-20T21:00:00.000-03:00",
      listaEntrada: [
        {
          idEntrada: 501,
          cNumeroEntrada: "0000000501",
          idSector: 3,
          cSector: "Platea",
          cFila: "F",
          cButaca: "12",
          cPromocion: null,
          fPrecio: 24000,
          fCargoServicio: 0,
        },
        {
          idEntrada: 502,
          cNumeroEntrada: "0000000502",
          idSector: 4,
          cSector: "Campo",
          cFila: null,
          cButaca: null,
          cPromocion: null,
          fPrecio: 18000,
          fCargoServicio: 0,
        },
      ],
    },
  ],
  fTotalProductos: 0,
  fImporteReintegrado: 53000,
  listaReintegro: [{ cProveedor: "TARJETA", cUltimos4: "3704", fImporte: 53000 }],
  dLimite: "2025-11-12T03:00:00.000Z",
}

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

/** A preview and a withdrawal that record what they were asked. */
const recording = (preview: WithdrawalPreview = PREVIEW, withdrawal: Withdrawal = WITHDRAWN) => {
  const previewed: Array<unknown> = []
  const sent: Array<WithdrawalRequest> = []
  const api: Partial<ApiShape> = {
    previewWithdrawal: ({ body }) => (previewed.push(body), Effect.succeed(preview)),
    requestWithdrawal: ({ body }) => (sent.push(body), Effect.succeed(withdrawal)),
  }
  return { previewed, sent, api }
}

const summaryDialog = async () => within(await screen.findByRole("dialog", { name: "¿Anulamos el pedido N° 12?" }))

describe("the revocation page (/arrepentimiento)", () => {
  it("explains when a purchase may be withdrawn, with no login", async () => {
    await renderInfoPage("arrepentimiento")
    expect(screen.getByRole("heading", { level: 1, name: "Botón de arrepentimiento" })).toBeTruthy()
    expect(screen.getByText(/10 días corridos/)).toBeTruthy()
    expect(screen.getByText(/24 horas antes de la función/)).toBeTruthy()
  })

  it("ties each problem to its field, sends nothing and takes focus to the first one", async () => {
    const user = userEvent.setup()
    const { previewed, sent, api } = recording()
    await renderInfoPage("arrepentimiento", { api })
    await submit(user)
    const orderNumber = screen.getByLabelText("Número de pedido")
    expect(orderNumber.getAttribute("aria-invalid")).toBe("true")
    const described = orderNumber.getAttribute("aria-describedby")?.split(" ") ?? []
    expect(described.map((id) => document.getElementById(id)?.textContent)).toContain("Este campo es obligatorio")
    expect(screen.getByText("El e-mail es obligatorio")).toBeTruthy()
    await waitFor(() => expect(document.activeElement).toBe(orderNumber))

    await fillIn(user, "doce", "ana@correo")
    await submit(user)
    expect(screen.getByText("Ingresá el número de pedido, solo con números.")).toBeTruthy()
    expect(screen.getByText("El e-mail debe ser válido")).toBeTruthy()
    expect([previewed, sent]).toEqual([[], []])
  })

  it("says, under a focused heading, that no order has that number and e-mail (the server's answer)", async () => {
    const user = userEvent.setup()
    await renderInfoPage("arrepentimiento")
    await fillIn(user, "4321", "ana@example.com")
    await submit(user)
    const heading = await screen.findByRole("heading", { name: "No pudimos anular la compra" })
    expect(document.activeElement).toBe(heading)
    expect(heading.getAttribute("aria-describedby")).toBe("withdrawal-failure-reason")
    expect(document.getElementById("withdrawal-failure-reason")?.textContent).toMatch(/No encontramos un pedido/)
    expect(screen.queryByRole("dialog")).toBeNull()
  })

  it("shows what is cancelled and what comes back where, cancels nothing until confirmed, then the tracking code", async () => {
    const user = userEvent.setup()
    const { previewed, sent, api } = recording()
    await renderInfoPage("arrepentimiento", { api })
    await fillIn(user, "N° 12", "ana@example.com")
    await user.type(screen.getByLabelText("Motivo (opcional)"), "Cambié de planes")
    await submit(user)

    const summary = await summaryDialog()
    expect(previewed).toEqual([{ idPedido: 12, cEmail: "ana@example.com" }])
    expect(summary.getByText(/^Tango Argentino: Teatro Ópera, /)).toBeTruthy()
    expect(summary.getByText("Platea, fila F, butaca 12")).toBeTruthy()
    expect(summary.getByText("Campo, sin ubicación numerada")).toBeTruthy()
    expect(summary.getByText(`${price(53000)} a la misma tarjeta terminada en 3704`)).toBeTruthy()
    expect(summary.getByText(/^Podés anularla hasta el /)).toBeTruthy()
    expect(sent).toEqual([])

    await user.click(summary.getByRole("button", { name: "Confirmar y anular la compra" }))
    const heading = await screen.findByRole("heading", { name: "Anulamos tu compra" })
    await waitFor(() => expect(document.activeElement).toBe(heading))
    expect(sent).toEqual([{ idPedido: 12, cEmail: "ana@example.com", cMotivo: "Cambié de planes" }])
    expect(screen.queryByRole("dialog")).toBeNull()
    expect(screen.getByText("Tu código de seguimiento: K7QD2MZ4TA")).toBeTruthy()
    expect(
      screen.getByText(new RegExp(`Te devolvemos ${pattern(53000)} a la misma tarjeta terminada en 3704`)),
    ).toBeTruthy()
    expect(screen.getByText(/Nota de crédito B 0003-00000001/)).toBeTruthy()
    expect(screen.getByRole("link", { name: "Ir a Mis compras" }).getAttribute("href")).toBe("/myOrders")
  })

  it("keeps the purchase when the shopper says no: nothing sent, focus back on the button", async () => {
    const user = userEvent.setup()
    const { sent, api } = recording()
    await renderInfoPage("arrepentimiento", { api })
    await fillIn(user, "12", "ana@example.com")
    await submit(user)
    const summary = await summaryDialog()
    await user.click(summary.getByRole("button", { name: "No, mantener la compra" }))
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull())
    expect(sent).toEqual([])
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Arrepentirme de la compra" }))
  })

  it("says where each refund goes: the wallet's account, and the card that paid an exchange's difference", async () => {
    const user = userEvent.setup()
    const listaReintegro = [
      { cProveedor: "MERCADO_PAGO", cUltimos4: null, fImporte: 53000 },
      { cProveedor: "TARJETA", cUltimos4: "7899", fImporte: 23000 },
    ] as const
    const { api } = recording(
      { ...PREVIEW, fImporteReintegrado: 76000, listaReintegro },
      { ...WITHDRAWN, fImporteReintegrado: 76000, cUltimos4: null, listaReintegro },
    )
    await renderInfoPage("arrepentimiento", { api })
    await fillIn(user, "12", "ana@example.com")
    await submit(user)
    const summary = await summaryDialog()
    expect(summary.getByText(`${price(53000)} a tu cuenta de Mercado Pago`)).toBeTruthy()
    expect(summary.getByText(`${price(23000)} a la misma tarjeta terminada en 7899`)).toBeTruthy()
    expect(summary.getByText(`En total, ${price(76000)}`)).toBeTruthy()
    await user.click(summary.getByRole("button", { name: "Confirmar y anular la compra" }))
    await screen.findByRole("heading", { name: "Anulamos tu compra" })
    expect(screen.getByText(new RegExp(`Te devolvemos ${pattern(53000)} a tu cuenta de Mercado Pago\\.`))).toBeTruthy()
    expect(
      screen.getByText(new RegExp(`Te devolvemos ${pattern(23000)} a la misma tarjeta terminada en 7899`)),
    ).toBeTruthy()
    expect(screen.queryByText(/tarjeta terminada en 3704/)).toBeNull()
  })

  it("shows the server's refusal as the server wrote it; a field's message then replaces it, and a refusal the field's", async () => {
    const user = userEvent.setup()
    const message =
      "Pasaron más de 10 días desde que recibiste las entradas: el plazo para arrepentirte terminó el 2 de diciembre de 2026 a las 00:00."
    await renderInfoPage("arrepentimiento", {
      api: {
        previewWithdrawal: () =>
          Effect.fail(new ApiError({ nCode: 400, message, key: "problems.withdrawal.receiptWindowOver" })),
      },
    })
    await fillIn(user, "12", "ana@example.com")
    await submit(user)
    const heading = await screen.findByRole("heading", { name: "No pudimos anular la compra" })
    expect(document.activeElement).toBe(heading)
    expect(document.getElementById("withdrawal-failure-reason")?.textContent).toBe(message)

    // A field's message is newer: the refusal goes.
    await user.clear(screen.getByLabelText("E-mail de la compra"))
    await submit(user)
    expect(screen.getByText("El e-mail es obligatorio")).toBeTruthy()
    expect(screen.queryByText(message)).toBeNull()
    expect(screen.queryByRole("heading", { name: "No pudimos anular la compra" })).toBeNull()

    // And a refusal is newer than the field's message of before.
    await user.type(screen.getByLabelText("E-mail de la compra"), "ana@example.com")
    await user.click(screen.getByLabelText("Número de pedido"))
    await user.clear(screen.getByLabelText("Número de pedido"))
    await user.type(screen.getByLabelText("Número de pedido"), "12")
    await submit(user)
    await screen.findByText(message)
    expect(screen.queryByText("El e-mail es obligatorio")).toBeNull()
    expect(screen.queryByText("Este campo es obligatorio")).toBeNull()
  })

  it("lets a signed-in customer pick one of their own orders (the newest chosen), review and confirm it", async () => {
    const user = userEvent.setup()
    const older: WithdrawalPreview = { ...PREVIEW, idPedido: 9, fImporteReintegrado: 18000 }
    const sent: Array<WithdrawalRequest> = []
    await renderInfoPage("arrepentimiento", {
      session: "customer",
      api: {
        getWithdrawableOrders: () => Effect.succeed({ listaPedido: [PREVIEW, older] }),
        requestWithdrawal: ({ body }) => (sent.push(body), Effect.succeed(WITHDRAWN)),
      },
    })
    const choices = within(await screen.findByRole("group", { name: "Elegí la compra que querés anular" }))
    const [newest, second] = choices.getAllByRole<HTMLInputElement>("radio")
    expect(newest!.checked).toBe(true)
    expect(second!.checked).toBe(false)
    expect(choices.getByText(/^Pedido N° 12: Tango Argentino/)).toBeTruthy()
    expect(choices.getByText(new RegExp(`Pagaste ${pattern(53000)}`))).toBeTruthy()
    // No order number or e-mail to type.
    expect(screen.queryByLabelText("Número de pedido")).toBeNull()

    await user.click(screen.getByRole("button", { name: "Revisar y anular" }))
    const summary = await summaryDialog()
    await user.click(summary.getByRole("button", { name: "Confirmar y anular la compra" }))
    await screen.findByRole("heading", { name: "Anulamos tu compra" })
    expect(sent).toEqual([{ idPedido: 12, cEmail: TEST_CUSTOMER.cEmail }])
  })

  it("lets a signed-in customer with nothing to withdraw type another order's number instead", async () => {
    const user = userEvent.setup()
    await renderInfoPage("arrepentimiento", {
      session: "customer",
      api: { getWithdrawableOrders: () => Effect.succeed({ listaPedido: [] }) },
    })
    expect(await screen.findByText(/^No tenés compras que puedas anular ahora/)).toBeTruthy()
    await user.click(screen.getByRole("button", { name: "Anular una compra con su número de pedido y e-mail" }))
    expect(screen.getByLabelText<HTMLInputElement>("E-mail de la compra").value).toBe(TEST_CUSTOMER.cEmail)
  })

  it("raises the attention dialog when the server cannot be reached, and reads in English", async () => {
    const user = userEvent.setup()
    const harness = await renderInfoPage("arrepentimiento", {
      api: { previewWithdrawal: () => Effect.fail(new NetworkError({ message: "offline" })) },
    })
    await fillIn(user, "12", "ana@example.com")
    await submit(user)
    expect(await screen.findByRole("dialog")).toBeTruthy()
    switchToEnglish(harness)
    expect(screen.getByRole("button", { name: "Withdraw from the purchase" })).toBeTruthy()
    expect(screen.getByLabelText("Order number")).toBeTruthy()
  })
})
