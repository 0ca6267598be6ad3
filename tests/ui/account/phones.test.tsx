// @vitest-environment happy-dom
import { screen, waitFor, within } from "@testing-library/react"
import { userEvent } from "@testing-library/user-event"
import * as Effect from "effect/Effect"
import { describe, expect, it } from "vitest"
import { MyPhonesPage } from "../../../ui/src/pages/account/phones/MyPhonesPage.js"
import { renderWithShop, type RenderWithShopOptions, type ShopHarness } from "../support/renderWithShop.js"
import { control, fill, inLocale, messageOf, translate } from "./accountHarness.js"

const renderPhones = (options: RenderWithShopOptions = {}) =>
  renderWithShop(<MyPhonesPage />, { route: "/myPhone", session: "customer", ...options })

const phonesOf = async (harness: ShopHarness) => {
  return (await Effect.runPromise(harness.api.getCustomer())).listaTelefono
}

const card = async (number: string) => {
  const article = (await screen.findByRole("heading", { name: number })).closest("article")
  if (article === null) throw new Error(`no card for ${number}`)
  return within(article)
}

describe.each(["es", "en"] as const)("the phone form's messages, in %s", (locale) => {
  const t = translate(locale)

  it("asks for the number and checks it has 8 to 15 digits", async () => {
    const user = userEvent.setup()
    await renderPhones({ tenant: inLocale(locale) })
    await user.click(await screen.findByRole("button", { name: t("account.phone.add") }))
    await user.click(screen.getByRole("button", { name: t("account.phone.save") }))
    expect(messageOf("number")).toBe(t("validation.required"))
    fill("number", "15 5555")
    expect(messageOf("number")).toBe(t("validation.phone.invalid"))
    fill("number", "+54 9 11 5555 0000 1234")
    expect(messageOf("number")).toBe(t("validation.phone.invalid"))
  })
})

describe("my phones", () => {
  it("lists the saved phones with their type, and adds, edits, marks default and deletes", async () => {
    const user = userEvent.setup()
    const harness = await renderPhones()
    const mobile = await card("1155550000")
    expect(mobile.getByText("Celular")).toBeTruthy()
    expect(mobile.getByText("Predeterminado")).toBeTruthy()

    await user.click(screen.getByRole("button", { name: "Agregar un teléfono" }))
    await user.selectOptions(control("type"), "FIJO")
    await user.type(control("number"), "(011) 4321-4321")
    await user.click(screen.getByRole("button", { name: "Guardar teléfono" }))
    expect(await screen.findByText("Guardamos el teléfono 01143214321.")).toBeTruthy()
    expect((await card("01143214321")).getByText("Fijo")).toBeTruthy()

    await user.click((await card("01143214321")).getByRole("button", { name: "Editar" }))
    await user.clear(control("number"))
    await user.type(control("number"), "01143214322")
    await user.click(screen.getByRole("button", { name: "Guardar teléfono" }))
    await card("01143214322")

    await user.click((await card("01143214322")).getByRole("button", { name: "Usar como predeterminado" }))
    expect(await screen.findByText("01143214322 es ahora tu teléfono predeterminado.")).toBeTruthy()
    await waitFor(async () => expect((await card("1155550000")).queryByText("Predeterminado")).toBeNull())

    await user.click((await card("1155550000")).getByRole("button", { name: "Eliminar" }))
    const dialog = screen.getByRole("dialog", { name: "Eliminar teléfono" })
    await user.click(within(dialog).getByRole("button", { name: "Eliminar" }))
    expect(await screen.findByText("Eliminamos el teléfono 1155550000.")).toBeTruthy()
    await waitFor(() => expect(screen.queryByRole("heading", { name: "1155550000" })).toBeNull())
    expect(await phonesOf(harness)).toEqual([
      { idClienteTelefono: expect.any(Number) as number, cTipo: "FIJO", cNumero: "01143214322", lPredeterminado: true },
    ])
  })

  it("says so when there are no phones", async () => {
    const user = userEvent.setup()
    await renderPhones()
    await user.click((await card("1155550000")).getByRole("button", { name: "Eliminar" }))
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Eliminar" }))
    expect(await screen.findByText("Todavía no cargaste teléfonos.")).toBeTruthy()
  })
})
