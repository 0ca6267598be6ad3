// @vitest-environment happy-dom
import { screen } from "@testing-library/react"
import { userEvent } from "@testing-library/user-event"
import * as Effect from "effect/Effect"
import { describe, expect, it } from "vitest"
import { AdditionalDataPage } from "../../../ui/src/pages/account/extras/AdditionalDataPage.js"
import { MyAliasPage } from "../../../ui/src/pages/account/extras/MyAliasPage.js"
import { renderWithShop, type ShopHarness } from "../support/renderWithShop.js"
import { control } from "./accountHarness.js"

const EXTERNAL_WITH_ALIAS = {
  loginSystem: "EXTERNAL_LOGIN" as const,
  externalLogin: {
    loginUrl: "https://id.example/login",
    logoutUrl: "https://id.example/logout",
    updateDataUrl: "https://id.example/me",
  },
  flags: { alias: true },
}

const customerOf = (harness: ShopHarness) => Effect.runPromise(harness.api.getCustomer())

describe("additional data", () => {
  it("saves the Telegram user and keeps the rest of the personal data", async () => {
    const user = userEvent.setup()
    const harness = await renderWithShop(<AdditionalDataPage />, { route: "/additionalData", session: "customer" })
    await user.type(await screen.findByLabelText("Usuario de Telegram"), "@lucia_f")
    await user.click(screen.getByRole("button", { name: "Guardar cambios" }))
    expect(await screen.findByText("Guardamos tus datos adicionales.")).toBeTruthy()
    expect(await customerOf(harness)).toMatchObject({
      cUsuarioTelegram: "lucia_f",
      cNombre: "Lucía",
      cNumeroDocumento: "30123456",
    })
  })

  it("shows the alias without letting this tenant (own login, alias off) change it, and says why", async () => {
    await renderWithShop(<AdditionalDataPage />, { route: "/additionalData", session: "customer" })
    expect(await screen.findByText("Sin alias")).toBeTruthy()
    expect(screen.getByText(/En esta tienda no está activado/)).toBeTruthy()
    expect(document.querySelector("[name='alias']")).toBeNull()
  })

  it("edits the alias too with external login and the alias flag on", async () => {
    const user = userEvent.setup()
    const harness = await renderWithShop(<AdditionalDataPage />, {
      route: "/additionalData",
      session: "customer",
      tenant: EXTERNAL_WITH_ALIAS,
    })
    await user.type(await screen.findByLabelText("Alias"), "La Negra")
    await user.click(screen.getByRole("button", { name: "Guardar cambios" }))
    expect(await screen.findByText("Guardamos tus datos adicionales.")).toBeTruthy()
    expect(await customerOf(harness)).toMatchObject({ cAlias: "La Negra", lAlias: true })
  })
})

describe("my alias", () => {
  it("explains that the alias is off for this tenant", async () => {
    await renderWithShop(<MyAliasPage />, { route: "/myAlias", session: "customer" })
    expect(await screen.findByText("Sin alias")).toBeTruthy()
    expect(screen.getByText(/El alias se usa cuando ingresás con una cuenta externa/)).toBeTruthy()
    expect(screen.queryByRole("form")).toBeNull()
  })

  it("saves the alias with external login and the alias flag, and the session knows it has one", async () => {
    const user = userEvent.setup()
    const harness = await renderWithShop(<MyAliasPage />, {
      route: "/myAlias",
      session: "customer",
      tenant: EXTERNAL_WITH_ALIAS,
    })
    await user.type(await screen.findByLabelText("Alias"), "La Negra")
    await user.click(screen.getByRole("button", { name: "Guardar cambios" }))
    expect(await screen.findByText("Guardamos tu alias.")).toBeTruthy()
    expect(harness.shop.getSnapshot().session.context.user).toMatchObject({ lAlias: true })
    expect((control("alias") as HTMLInputElement).value).toBe("La Negra")
    expect(await customerOf(harness)).toMatchObject({ cAlias: "La Negra", cUsuarioTelegram: null })
  })
})
