// @vitest-environment happy-dom
import {
  ApiError,
  formatFunctionDate,
  formatMoney,
  functionDateParts,
  NetworkError,
  Unauthorized,
  type ApiFailure,
  type ApiShape,
} from "@boleteria/core"
import { screen, waitFor, within, type BoundFunctions, type queries } from "@testing-library/react"
import { userEvent } from "@testing-library/user-event"
import * as Effect from "effect/Effect"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { MyOrdersPage } from "../../../ui/src/pages/account/orders/MyOrdersPage.js"
import { renderWithShop, TEST_TENANT, type RenderWithShopOptions } from "../support/renderWithShop.js"
import { CANCELLED_ORDER, historyOf, PAID_ORDER, PENDING_ORDER, WITHDRAWN_ORDER } from "./orderFixtures.js"
import { inLocale, translate } from "./accountHarness.js"

const price = (amount: number) => formatMoney(amount, TEST_TENANT.price, "es")
const when = (iso: string, locale = "es") => formatFunctionDate(functionDateParts(iso), locale)

const renderOrders = (options: RenderWithShopOptions = {}) =>
  renderWithShop(<MyOrdersPage />, {
    route: "/myOrders",
    session: "customer",
    api: {
      getOrderHistory: () => Effect.succeed(historyOf({ listaPedido: [PAID_ORDER, PENDING_ORDER, CANCELLED_ORDER] })),
    },
    ...options,
  })

const orderCard = async (title: string) => {
  const article = (await screen.findByRole("heading", { name: title })).closest("article")
  if (article === null) throw new Error(`no card ${title}`)
  return within(article)
}

/** The value the first description list in `scope` that has `term` gives it. */
const valueOf = (scope: BoundFunctions<typeof queries>, term: string) =>
  scope.getAllByText(term, { selector: "dt" })[0]?.nextElementSibling?.textContent

describe("my orders: every field of SPEC §3", () => {
  it("shows the order's number, state, date, show, venue, function date and every ticket", async () => {
    await renderOrders()
    const order = await orderCard("Pedido N° 12")
    expect(order.getByText("Pagado", { selector: "span" })).toBeTruthy()
    expect(order.getByText(`Compra del ${when(PAID_ORDER.dCompra)}`)).toBeTruthy()
    expect(order.getByRole("heading", { name: "Tango Argentino" })).toBeTruthy()
    expect(order.getByText(`Teatro Ópera · ${when("2025-12-06T00:30:00.000Z")}`)).toBeTruthy()
    const rows = within(order.getByRole("table", { name: "Entradas para Tango Argentino" })).getAllByRole("row")
    // A cell's own text, without the column name it repeats (hidden from screen readers) for the stacked layout.
    const shown = (cell: Element) =>
      [...cell.childNodes]
        .filter((node) => !(node instanceof Element && node.getAttribute("aria-hidden") === "true"))
        .map((node) => node.textContent)
        .join("")
    expect(rows.map((row) => [...row.querySelectorAll("th, td")].map(shown))).toEqual([
      ["Entrada N°", "Sector", "Ubicación", "Promoción", "Precio"],
      ["0000000501", "Platea", "Fila F · Butaca 12", "2x1 Socios", price(24000)],
      ["0000000502", "Campo", "Sin numerar", "Sin promoción", price(18000)],
    ])
  })

  it("shows delivery, payments, card and every total", async () => {
    await renderOrders()
    const order = await orderCard("Pedido N° 12")
    expect(valueOf(order, "Entrega")).toBe("Envío a domicilio")
    expect(valueOf(order, "Domicilio de entrega")).toBe(
      "Av. Santa Fe 3200, 4 B, Palermo, Ciudad Autónoma de Buenos Aires (C1425ABC)",
    )
    expect(valueOf(order, "Cantidad de pagos")).toBe("2")
    expect(valueOf(order, "Tarjeta")).toBe("terminada en 3704")
    const totals = within(order.getByRole("heading", { name: "Totales" }).closest("section") as HTMLElement)
    expect(valueOf(totals, "Entradas")).toBe(price(42000))
    expect(valueOf(totals, "Entrega")).toBe(price(3500))
    expect(valueOf(totals, "QR antifraude")).toBe(price(700))
    expect(valueOf(totals, "Cargo por servicio")).toBe(price(4200))
    expect(valueOf(totals, "Productos")).toBe(price(2600))
    expect(valueOf(totals, "Pagado")).toBe(price(53000))
    expect(valueOf(totals, "Pendiente de pago")).toBe(price(0))
  })

  it("lists each bill with type, reference, point of sale, receipt number and CAE; one still processing", async () => {
    await renderOrders()
    const order = await orderCard("Pedido N° 12")
    const bill = within(order.getByText("Factura 0003-00001520").closest("li") as HTMLElement)
    expect(valueOf(bill, "Referencia")).toBe("Pedido 12")
    expect(valueOf(bill, "Punto de venta")).toBe("3")
    expect(valueOf(bill, "Número de comprobante")).toBe("1520")
    expect(valueOf(bill, "CAE")).toBe("75000000000012")
    expect(valueOf(bill, "Emitido")).toBe(when("2025-10-20T18:31:00.000Z"))
    expect(bill.getByRole("button", { name: "Descargar Factura 0003-00001520" })).toBeTruthy()

    const creditNote = within(order.getByText("Nota de crédito 0003-00000088").closest("li") as HTMLElement)
    expect(valueOf(creditNote, "Referencia")).toBe("Devolución envío")
    expect(valueOf(creditNote, "CAE")).toBe("En trámite")
    expect(creditNote.getByText("Procesando: todavía no tiene CAE.")).toBeTruthy()
    expect(creditNote.queryByRole("button")).toBeNull()
    expect(order.getByRole("button", { name: "Descargar e-ticket del pedido 12" })).toBeTruthy()
  })

  it("shows 'processing' for a pending payment's bill, and no e-ticket until it settles", async () => {
    await renderOrders()
    const pending = await orderCard("Pedido N° 13")
    expect(pending.getByText("Pago pendiente de confirmación")).toBeTruthy()
    expect(pending.getByText("Tu comprobante se está procesando. Va a aparecer acá en unos minutos.")).toBeTruthy()
    expect(pending.getByText("Tus entradas van a estar disponibles cuando se confirme el pago.")).toBeTruthy()
    expect(pending.queryByRole("button")).toBeNull()
    expect(pending.queryByText("Tarjeta")).toBeNull()

    const cancelled = await orderCard("Pedido N° 14")
    expect(cancelled.getByText("Este pedido no tiene comprobantes.")).toBeTruthy()
    expect(cancelled.getByText("Las entradas de este pedido fueron anuladas.")).toBeTruthy()
  })

  it("shows a withdrawn order's refund: its code, the amount, and each part's destination and state", async () => {
    await renderOrders({
      api: { getOrderHistory: () => Effect.succeed(historyOf({ listaPedido: [WITHDRAWN_ORDER, PAID_ORDER] })) },
    })
    const order = await orderCard("Pedido N° 15")
    expect(order.getByText("Anulado por arrepentimiento", { selector: "span" })).toBeTruthy()
    const refund = within(order.getByRole("heading", { name: "Reintegro por arrepentimiento" }).closest("section")!)
    expect(valueOf(refund, "Código de seguimiento")).toBe("K7QD2MZ4TA")
    expect(valueOf(refund, "Pedido el")).toBe(when("2025-11-22T15:00:00.000Z"))
    expect(valueOf(refund, "Total a devolver")).toBe(price(53000))
    const parts = refund.getAllByRole("listitem").map((item) => within(item))
    expect(parts.map((part) => valueOf(part, "Destino"))).toEqual([
      "Tu cuenta de Mercado Pago",
      "Tarjeta terminada en 7899",
    ])
    expect(parts.map((part) => valueOf(part, "Total a devolver"))).toEqual([price(30000), price(23000)])
    expect(parts.map((part) => valueOf(part, "Estado"))).toEqual([
      "Reintegrado: puede tardar unos días en verse en tu resumen",
      "Solicitado: esperando la confirmación del medio de pago",
    ])
    // A paid order has no refund to show.
    const paid = await orderCard("Pedido N° 12")
    expect(paid.queryByRole("heading", { name: "Reintegro por arrepentimiento" })).toBeNull()
  })

  it("says there are no orders yet, with a way to the billboard", async () => {
    await renderOrders({ api: { getOrderHistory: () => Effect.succeed(historyOf({})) } })
    expect(await screen.findByText("Todavía no hiciste compras con esta cuenta.")).toBeTruthy()
    expect(screen.getByRole("link", { name: "Ver la cartelera" }).getAttribute("href")).toBe("/")
  })

  it.each(["es", "en"] as const)("speaks %s", async (locale) => {
    const t = translate(locale)
    await renderOrders({ tenant: inLocale(locale) })
    const order = await orderCard(t("account.orders.order", { order: 12 }))
    expect(order.getByText(t("account.orders.states.PAGADO"), { selector: "span" })).toBeTruthy()
    expect(order.getByText(t("account.orders.boughtOn", { date: when(PAID_ORDER.dCompra, locale) }))).toBeTruthy()
    expect(order.getByText(t("account.orders.total.antiFraudQr"))).toBeTruthy()
  })

  it("shows a skeleton while the orders load, and a failure with a retry", async () => {
    const user = userEvent.setup()
    let calls = 0
    await renderOrders({
      api: {
        getOrderHistory: () => {
          calls += 1
          return calls === 1
            ? Effect.fail(new ApiError({ nCode: 500, message: "No pudimos leer tus compras" }))
            : Effect.succeed(historyOf({ listaPedido: [PAID_ORDER] }))
        },
      },
    })
    expect(screen.getByRole("status", { name: "Cargando tus compras" })).toBeTruthy()
    expect((await screen.findByRole("alert")).textContent).toBe("No pudimos leer tus compras")
    await user.click(screen.getByRole("button", { name: "Reintentar" }))
    expect(await screen.findByRole("heading", { name: "Pedido N° 12" })).toBeTruthy()
  })
})

describe("downloading an order's documents", () => {
  const saved: Array<string> = []
  const blobs: Array<Blob> = []

  beforeEach(() => {
    saved.length = 0
    blobs.length = 0
    vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
      blobs.push(blob as Blob)
      return "blob:pdf"
    })
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined)
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download)
    })
  })
  afterEach(() => vi.restoreAllMocks())

  const PDF_BYTES = new Uint8Array([0x25, 0x50, 0x44, 0x46])
  const pdf = (fileName: string) => Effect.succeed({ bytes: PDF_BYTES, fileName })

  /** The order history above, and the documents' calls answering as told, each request written down. */
  const documentsAnswering = (answer: () => ReturnType<typeof pdf> | Effect.Effect<never, ApiFailure>) => {
    const asked: Array<unknown> = []
    const api: Partial<ApiShape> = {
      getOrderHistory: () => Effect.succeed(historyOf({ listaPedido: [PAID_ORDER, PENDING_ORDER, CANCELLED_ORDER] })),
      getEticket: (request) => Effect.suspend(() => (asked.push(["eticket", request.path]), answer())),
      getBill: (request) => Effect.suspend(() => (asked.push(["bill", request.path]), answer())),
    }
    return { api, asked }
  }

  it("asks the Api for the e-ticket and saves it, a PDF, under the server's name", async () => {
    const user = userEvent.setup()
    const { api, asked } = documentsAnswering(() => pdf("entradas-pedido-12.pdf"))
    await renderOrders({ api })
    await user.click(await screen.findByRole("button", { name: "Descargar e-ticket del pedido 12" }))
    expect(await screen.findByText("Listo: entradas-pedido-12.pdf")).toBeTruthy()
    expect(asked).toEqual([["eticket", { idPedido: 12 }]])
    expect(saved).toEqual(["entradas-pedido-12.pdf"])
    expect(blobs.map((blob) => [blob.type, blob.size])).toEqual([["application/pdf", PDF_BYTES.length]])
  })

  it("asks for a bill by its order and its own id", async () => {
    const user = userEvent.setup()
    const { api, asked } = documentsAnswering(() => pdf("factura-3-1520.pdf"))
    await renderOrders({ api })
    await user.click(await screen.findByRole("button", { name: "Descargar Factura 0003-00001520" }))
    expect(await screen.findByText("Listo: factura-3-1520.pdf")).toBeTruthy()
    expect(asked).toEqual([["bill", { idPedido: 12, idComprobante: 77 }]])
  })

  it("shows the server's refusal beside the button (a bill still being authorised)", async () => {
    const user = userEvent.setup()
    const refusal = "El comprobante todavía se está procesando. Probá de nuevo en unos minutos."
    const { api } = documentsAnswering(() => Effect.fail(new ApiError({ nCode: 409, message: refusal })))
    await renderOrders({ api })
    await user.click(await screen.findByRole("button", { name: "Descargar Factura 0003-00001520" }))
    expect((await screen.findByRole("alert")).textContent).toBe(refusal)
    expect(saved).toEqual([])
  })

  it("raises the attention dialog when the server cannot be reached (SPEC §8)", async () => {
    const user = userEvent.setup()
    const { api } = documentsAnswering(() => Effect.fail(new NetworkError({ message: "Failed to fetch" })))
    await renderOrders({ api })
    await user.click(await screen.findByRole("button", { name: "Descargar e-ticket del pedido 12" }))
    expect(await screen.findByRole("dialog", { name: "Atención" })).toBeTruthy()
  })

  it("sends the customer to log in again, and back here, when the session has ended", async () => {
    const user = userEvent.setup()
    const { api } = documentsAnswering(() => Effect.fail(new Unauthorized({ message: "Tu sesión venció" })))
    const harness = await renderOrders({ api })
    await user.click(await screen.findByRole("button", { name: "Descargar e-ticket del pedido 12" }))
    await waitFor(() => expect(harness.currentPath()).toBe("/login?nextUrl=%2FmyOrders"))
  })
})
