// @vitest-environment happy-dom
import { SandboxCard } from "@boleteria/core"
import { act, screen, waitFor, within } from "@testing-library/react"
import { userEvent } from "@testing-library/user-event"
import * as Effect from "effect/Effect"
import { useState } from "react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { MyCardsPage } from "../../../ui/src/pages/account/cards/MyCardsPage.js"
import {
  renderWithShop,
  TEST_CUSTOMER,
  type RenderWithShopOptions,
  type ShopHarness,
} from "../support/renderWithShop.js"
import { inLocale } from "./accountHarness.js"
import { buySavingCard, withSavedCards, type CardToSave } from "./savedCardFixtures.js"

const VISA_3704: CardToSave = { number: SandboxCard.approves, month: 10, year: 2032 }
/** Good through November 2025: the tests start on 1 November 2025. */
const VISA_7899: CardToSave = { number: SandboxCard.approvesOtherBank, month: 11, year: 2025 }

const renderMyCards = (options: RenderWithShopOptions = {}) =>
  renderWithShop(<MyCardsPage />, { route: "/myCards", session: "customer", ...options })

const savedAliases = async (harness: ShopHarness) =>
  (await Effect.runPromise(harness.api.listSavedCards())).map((card) => card.cUltimos4)

/** The card whose heading is `name`, once the list shows it. */
const cardNamed = async (name: string) => {
  const article = (await screen.findByRole("heading", { name })).closest("article")
  if (article === null) throw new Error(`no card ${name}`)
  return article
}

afterEach(() => {
  vi.restoreAllMocks()
  sessionStorage.clear()
})

describe("my cards", () => {
  it("lists the saved cards, newest first, with brand, last 4 digits and expiry; an expired one is marked", async () => {
    const harness = await renderMyCards({ api: withSavedCards(VISA_3704, VISA_7899) })
    const list = await screen.findByRole("region", { name: "Tarjetas guardadas" })
    await within(list).findByRole("heading", { name: "Visa terminada en 7899" })
    expect(
      within(list)
        .getAllByRole("heading", { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(["Visa terminada en 7899", "Visa terminada en 3704"])
    expect(within(await cardNamed("Visa terminada en 3704")).getByText("Vence 10/32")).toBeTruthy()
    expect(within(await cardNamed("Visa terminada en 7899")).getByText("Vence 11/25")).toBeTruthy()
    expect(screen.queryByText("Vencida")).toBeNull()

    // In December, signed in again (the session did not last): November's card has expired.
    harness.advance(31 * 24 * 60 * 60_000)
    const { token, user } = await Effect.runPromise(
      harness.api.login({ body: { cEmail: TEST_CUSTOMER.cEmail, cClave: TEST_CUSTOMER.cClave } }),
    )
    harness.dispatch({ type: "session.loggedIn", token, user })
    const expired = within(await cardNamed("Visa terminada en 7899"))
    expect(await expired.findByText("Vencida")).toBeTruthy()
    expect(expired.getByText(/^Venció 11\/25: ya no sirve para pagar/)).toBeTruthy()
    expect(within(await cardNamed("Visa terminada en 3704")).queryByText("Vencida")).toBeNull()
  })

  it("asks before deleting, keeps the card on 'no', deletes it on 'yes' and moves the focus to the next card, then to the heading", async () => {
    const user = userEvent.setup()
    const harness = await renderMyCards({ api: withSavedCards(VISA_3704, VISA_7899) })
    const first = await cardNamed("Visa terminada en 7899")
    await user.click(within(first).getByRole("button", { name: "Eliminar" }))
    const dialog = screen.getByRole("dialog", { name: "Eliminar tarjeta" })
    expect(dialog.tagName).toBe("DIALOG")
    expect(
      within(dialog).getByText(
        "¿Querés eliminar la tarjeta Visa terminada en 7899? Para volver a pagar con ella vas a tener que cargarla de nuevo.",
      ),
    ).toBeTruthy()
    await user.click(within(dialog).getByRole("button", { name: "No, conservarla" }))
    expect(screen.queryByRole("dialog")).toBeNull()
    expect(await savedAliases(harness)).toEqual(["7899", "3704"])

    await user.click(within(first).getByRole("button", { name: "Eliminar" }))
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Eliminar" }))
    const removed = await screen.findByText("Eliminamos la tarjeta Visa terminada en 7899.")
    expect(removed.closest("[aria-live='polite']")).not.toBeNull()
    expect(screen.queryByRole("heading", { name: "Visa terminada en 7899" })).toBeNull()
    const next = await cardNamed("Visa terminada en 3704")
    await waitFor(() => expect(document.activeElement).toBe(next))
    expect(await savedAliases(harness)).toEqual(["3704"])

    await user.click(within(next).getByRole("button", { name: "Eliminar" }))
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Eliminar" }))
    expect(await screen.findByText("Eliminamos la tarjeta Visa terminada en 3704.")).toBeTruthy()
    const heading = screen.getByRole("heading", { level: 2, name: "Tarjetas guardadas" })
    await waitFor(() => expect(document.activeElement).toBe(heading))
    expect(screen.getByText("Todavía no guardaste ninguna tarjeta.")).toBeTruthy()
    expect(await savedAliases(harness)).toEqual([])
  })

  it("explains, with no card, what a saved card is and that only the processor's token is kept", async () => {
    await renderMyCards()
    expect(await screen.findByText("Todavía no guardaste ninguna tarjeta.")).toBeTruthy()
    expect(screen.getByText(/^Con una tarjeta guardada pagás tus próximas compras eligiéndola/)).toBeTruthy()
    expect(
      screen.getByText(/^No guardamos el número de tu tarjeta: el procesador de pagos nos da un código/),
    ).toBeTruthy()
    expect(within(screen.getByRole("region", { name: "Tarjetas guardadas" })).queryByRole("listitem")).toBeNull()
  })

  it("adds a card through the processor's page and, back here, confirms it and marks it new", async () => {
    const user = userEvent.setup()
    const assign = vi.spyOn(window.location, "assign").mockImplementation(() => undefined)
    let reopen = () => {}
    // The return is a new visit to the page (the provider's page sent the browser back to /myCards).
    const Reopened = () => {
      const [visit, setVisit] = useState(0)
      reopen = () => setVisit((n) => n + 1)
      return <MyCardsPage key={visit} />
    }
    const harness = await renderWithShop(<Reopened />, {
      route: "/myCards",
      session: "customer",
      api: withSavedCards(VISA_3704),
    })
    await cardNamed("Visa terminada en 3704")
    await user.click(screen.getByRole("button", { name: "Agregar tarjeta" }))
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1))
    expect(assign.mock.calls[0]?.[0]).toMatch(/^\/sandbox\/bancard\/tarjeta\/[\w-]+$/)

    // On the processor's page the customer saves another card.
    await buySavingCard(harness.api, VISA_7899)
    act(() => reopen())
    expect(
      await screen.findByText("Guardamos tu tarjeta Visa terminada en 7899. Ya podés elegirla al pagar."),
    ).toBeTruthy()
    expect(within(await cardNamed("Visa terminada en 7899")).getByText("Nueva")).toBeTruthy()
    expect(within(await cardNamed("Visa terminada en 3704")).queryByText("Nueva")).toBeNull()

    // A later visit is not a return: nothing to confirm.
    act(() => reopen())
    await cardNamed("Visa terminada en 7899")
    expect(screen.queryByText(/^Guardamos tu tarjeta/)).toBeNull()
    expect(screen.queryByText("Nueva")).toBeNull()
  })

  it("says so when the shopper comes back without a new card", async () => {
    const user = userEvent.setup()
    vi.spyOn(window.location, "assign").mockImplementation(() => undefined)
    let reopen = () => {}
    const Reopened = () => {
      const [visit, setVisit] = useState(0)
      reopen = () => setVisit((n) => n + 1)
      return <MyCardsPage key={visit} />
    }
    await renderWithShop(<Reopened />, { route: "/myCards", session: "customer" })
    await user.click(await screen.findByRole("button", { name: "Agregar tarjeta" }))
    act(() => reopen())
    expect(await screen.findByText(/^No se agregó ninguna tarjeta nueva/)).toBeTruthy()
  })

  it("speaks English too", async () => {
    await renderMyCards({ tenant: inLocale("en"), api: withSavedCards(VISA_3704) })
    expect(await screen.findByRole("heading", { level: 1, name: "My cards" })).toBeTruthy()
    expect(within(await cardNamed("Visa ending in 3704")).getByText("Expires 10/32")).toBeTruthy()
    expect(screen.getByRole("button", { name: "Add a card" })).toBeTruthy()
  })
})
