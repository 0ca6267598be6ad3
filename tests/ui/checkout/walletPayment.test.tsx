// @vitest-environment happy-dom
import type { ServerClock, TestServer } from "@boleteria/server/testing"
import { screen, waitFor, within } from "@testing-library/react"
import { userEvent } from "@testing-library/user-event"
import * as Effect from "effect/Effect"
import { describe, expect, it } from "vitest"
import { useLocation } from "wouter"
import { ROUTES } from "../../../ui/src/app/routes.js"
import CheckoutPages from "../../../ui/src/pages/checkout/CheckoutPages.js"
import { WalletNavigationProvider } from "../../../ui/src/pages/checkout/payment/walletNavigation.js"
import { renderWithShop, type RenderWithShopOptions } from "../support/renderWithShop.js"
import { checkoutOf, goToCardForm, holdSeats } from "./checkoutHarness.js"

/** Where the shop sent the browser, and a way to follow the wallet's return as the browser would. */
interface Browser {
  readonly visited: Array<string>
  go: (path: string) => void
}

/** The checkout chunk's page for the address shown now, as RouteView picks it (the return page by its path). */
const Routed = ({ browser }: { readonly browser: Browser }) => {
  const [path, navigate] = useLocation()
  browser.go = (to) => navigate(to, { replace: true })
  const name = path.startsWith("/BuyTicket/ok/") ? "BuyTicketOk" : "BuyTicket"
  const route = ROUTES.find((candidate) => candidate.name === name)!
  const params = name === "BuyTicketOk" ? { idProcesoDeCompra: path.split("/")[3] ?? "" } : {}
  return (
    <WalletNavigationProvider value={(url) => void browser.visited.push(url)}>
      <CheckoutPages route={route} params={params} />
    </WalletNavigationProvider>
  )
}

const atPaymentStep = async (options: RenderWithShopOptions = {}) => {
  const user = userEvent.setup()
  const browser: Browser = { visited: [], go: () => undefined }
  const harness = await renderWithShop(<Routed browser={browser} />, {
    session: "customer",
    route: "/BuyTicket",
    ...options,
  })
  const idProcesoDeCompra = await holdSeats(harness)
  await goToCardForm(user)
  return { user, harness, browser, idProcesoDeCompra }
}

/**
 * The shopper decides on the wallet's page (the server's sandbox wallet, docs/payments.md): the
 * sandbox notifies the server as the wallet's webhook does, signed, and answers where the browser goes next.
 */
const decideOnWalletPage = async (
  server: TestServer<ServerClock>,
  pageUrl: string,
  decision: "approve" | "decline",
) => {
  const response = await server.fetch(`${server.url}${pageUrl}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: `decision=${decision}`,
    redirect: "manual",
  })
  return { status: response.status, location: response.headers.get("location") }
}

const methodGroup = () => screen.getByRole("group", { name: "Forma de pago" })

/** A wallet's pay button names the amount it charges: "Pagar $ 99.000 con Mercado Pago". */
const PAY_WITH = (provider: string) => new RegExp(`^Pagar \\$\\s[\\d.]+ con ${provider}$`, "u")

describe("paying with a wallet (FormasDePago2, Cobrar2)", () => {
  it("offers the cards and this shop's wallets as one radio group, the card form first", async () => {
    await atPaymentStep()
    const radios = within(methodGroup()).getAllByRole("radio")
    expect(radios.map((radio) => radio.getAttribute("aria-labelledby") && radio.closest("label")?.textContent)).toEqual(
      [
        "Tarjeta de crédito",
        "Tarjeta de débito",
        "Mercado PagoHasta 12 cuotas, elegidas en Mercado Pago",
        "MODOEscaneás un código QR con la app de MODO o la de tu banco",
      ],
    )
    // Chosen once the server has taken the first method (selectPaymentMethod's answer).
    await waitFor(() =>
      expect(within(methodGroup()).getByRole("radio", { name: "Tarjeta de crédito" })).toHaveProperty("checked", true),
    )
    expect(screen.getByRole("form", { name: "Datos de pago" })).toBeTruthy()
    const mercadoPago = within(methodGroup()).getByRole("radio", { name: "Mercado Pago" })
    expect(mercadoPago.getAttribute("aria-describedby")).toBeTruthy()
    expect(document.getElementById(mercadoPago.getAttribute("aria-describedby")!)?.textContent).toBe(
      "Hasta 12 cuotas, elegidas en Mercado Pago",
    )
  })

  it("Mercado Pago: choosing it keeps focus on its radio and shows its panel; paying sends the browser to the wallet's page; back, approved, the checkout ends at payConfirm", async () => {
    const { user, harness, browser, idProcesoDeCompra } = await atPaymentStep()
    await user.click(within(methodGroup()).getByRole("radio", { name: "Mercado Pago" }))
    // Choosing is not moving: focus stays on the radio (WCAG 3.2.2), the panel comes next in the Tab order.
    expect(document.activeElement).toBe(within(methodGroup()).getByRole("radio", { name: "Mercado Pago" }))
    screen.getByRole("heading", { level: 3, name: "Pagá con Mercado Pago" })
    expect(screen.queryByRole("form", { name: "Datos de pago" })).toBeNull()

    await user.click(screen.getByRole("button", { name: PAY_WITH("Mercado Pago") }))
    await waitFor(() => expect(browser.visited).toHaveLength(1))
    expect(browser.visited[0]).toMatch(new RegExp(`^/sandbox/mercadopago/MP-${idProcesoDeCompra}-\\d+-\\w+$`, "u"))
    expect(screen.getByRole("status").textContent).toBe("Te estamos llevando a Mercado Pago…")
    expect(methodGroup()).toHaveProperty("disabled", true)

    // The shopper approves on the wallet's page; the wallet notifies and sends the browser back.
    const back = await decideOnWalletPage(harness.server, browser.visited[0]!, "approve")
    expect(back).toEqual({ status: 303, location: `/BuyTicket/ok/${idProcesoDeCompra}` })
    browser.go(back.location!)
    await waitFor(() => expect(checkoutOf(harness).redirect).toBe("/payConfirm"), { timeout: 5000 })
    expect(checkoutOf(harness).hasPurchase).toBe(false)
  })

  it("Mercado Pago declined: the return page says why, and leads back to paying another way", async () => {
    const { user, harness, browser, idProcesoDeCompra } = await atPaymentStep()
    await user.click(within(methodGroup()).getByRole("radio", { name: "Mercado Pago" }))
    await user.click(screen.getByRole("button", { name: PAY_WITH("Mercado Pago") }))
    await waitFor(() => expect(browser.visited).toHaveLength(1))
    const { location } = await decideOnWalletPage(harness.server, browser.visited[0]!, "decline")
    expect(location).toBe(`/BuyTicket/ok/${idProcesoDeCompra}`)
    browser.go(location!)
    expect(await screen.findByText("La billetera rechazó el pago. Probá con otro medio de pago.")).toBeTruthy()
    expect(screen.getByText("El pago fue rechazado")).toBeTruthy()
    const back = screen.getByRole("link", { name: "Elegir otro medio de pago" })
    expect(back.getAttribute("href")).toBe(`/BuyTicket/${idProcesoDeCompra}`)
    await user.click(back)
    // Back on the purchase, still held: the shopper confirms the delivery and chooses again.
    expect(await screen.findByRole("heading", { level: 2, name: "¿Cómo querés recibir tus entradas?" })).toBeTruthy()
    expect(checkoutOf(harness).idProcesoDeCompra).toBe(idProcesoDeCompra)
  })

  it("MODO: shows the QR code and the sandbox's page; approved there, the checkout ends at payConfirm", async () => {
    const { user, harness } = await atPaymentStep()
    await user.click(within(methodGroup()).getByRole("radio", { name: "MODO" }))
    screen.getByRole("heading", { level: 3, name: "Pagá con MODO" })
    await user.click(screen.getByRole("button", { name: PAY_WITH("MODO") }))

    const qr = await screen.findByRole("img", { name: "Código QR para pagar esta compra con MODO" })
    expect(qr.getAttribute("src")).toMatch(/^\/sandbox\/modo\/MODO-\d+-\d+-\w+\/qr\.svg$/u)
    const sandbox = screen.getByRole("link", { name: "Abrir MODO (sandbox)" })
    expect(sandbox.getAttribute("target")).toBe("_blank")
    expect(`${sandbox.getAttribute("href")}/qr.svg`).toBe(qr.getAttribute("src"))
    expect(screen.getByRole("status").textContent).toBe("Esperando que apruebes el pago en MODO…")
    expect(methodGroup()).toHaveProperty("disabled", true)

    await decideOnWalletPage(harness.server, sandbox.getAttribute("href")!, "approve")
    await waitFor(() => expect(checkoutOf(harness).redirect).toBe("/payConfirm"), { timeout: 5000 })
  })

  it("MODO declined: back to the method choice with the reason; cancelling a QR frees the choice too", async () => {
    const { user, harness } = await atPaymentStep()
    await user.click(within(methodGroup()).getByRole("radio", { name: "MODO" }))
    await user.click(screen.getByRole("button", { name: PAY_WITH("MODO") }))
    const sandbox = await screen.findByRole("link", { name: "Abrir MODO (sandbox)" })
    await decideOnWalletPage(harness.server, sandbox.getAttribute("href")!, "decline")
    const alert = await screen.findByRole("alert", {}, { timeout: 5000 })
    expect(alert.textContent).toContain("La billetera rechazó el pago. Probá con otro medio de pago.")
    expect(screen.queryByRole("img", { name: /Código QR/u })).toBeNull()
    // The choice comes back once the panel has told its waiting is over (the render after the alert).
    await waitFor(() => expect(methodGroup()).toHaveProperty("disabled", false))

    // Again with MODO, then the shopper goes for another method: the QR's payment is cancelled first.
    await user.click(screen.getByRole("button", { name: PAY_WITH("MODO") }))
    await user.click(await screen.findByRole("button", { name: "Elegir otro medio de pago" }))
    expect((await screen.findByRole("alert")).textContent).toContain("Cancelaste el pago.")
    await user.click(within(methodGroup()).getByRole("radio", { name: "Tarjeta de crédito" }))
    screen.getByRole("heading", { level: 3, name: "Pagá con tarjeta" })
    expect(screen.getByRole("form", { name: "Datos de pago" })).toBeTruthy()
  })

  it("a wallet that cannot take this total is shown off, with its limits", async () => {
    await atPaymentStep({
      api: (server) => ({
        // The server's answer for a purchase above MODO's limit.
        getPaymentMethods2: (request) =>
          Effect.map(server.getPaymentMethods2(request), (groups) =>
            groups.map((group) =>
              group.cProveedor === "MODO" ? { ...group, fMontoMaximo: 1_000, lDisponible: false } : group,
            ),
          ),
      }),
    })
    const modo = within(methodGroup()).getByRole("radio", { name: "MODO" })
    expect(modo).toHaveProperty("disabled", true)
    expect(document.getElementById(modo.getAttribute("aria-describedby")!)?.textContent).toMatch(
      /^MODO acepta pagos de \$\s100 a \$\s1\.000: no puede cobrar el total de esta compra\.$/u,
    )
  })
})
