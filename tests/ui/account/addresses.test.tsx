// @vitest-environment happy-dom
import { ApiError, NetworkError } from "@boleteria/core"
import { screen, waitFor, within } from "@testing-library/react"
import { userEvent } from "@testing-library/user-event"
import * as Effect from "effect/Effect"
import { describe, expect, it } from "vitest"
import { MyAddressesPage } from "../../../ui/src/pages/account/addresses/MyAddressesPage.js"
import { renderWithShop, type RenderWithShopOptions, type ShopHarness } from "../support/renderWithShop.js"
import {
  control,
  expectEachMessage,
  inLocale,
  messageOf,
  translate,
  type MessageCase,
  typeInto,
} from "./accountHarness.js"

const renderAddresses = (options: RenderWithShopOptions = {}) =>
  renderWithShop(<MyAddressesPage />, { route: "/myAddress", session: "customer", ...options })

const addressesOf = async (harness: ShopHarness) => {
  return (await Effect.runPromise(harness.api.getCustomer())).listaDomicilio
}

/** The card of the address whose heading is `street`, once the list shows it. */
const card = async (street: string) => {
  const article = (await screen.findByRole("heading", { name: street })).closest("article")
  if (article === null) throw new Error(`no card for ${street}`)
  return within(article)
}

const CASES: ReadonlyArray<MessageCase> = [
  [{ street: " " }, "street", "validation.required"],
  [{ number: "" }, "number", "validation.required"],
  [{ province: "" }, "province", "validation.required"],
  [{ location: "" }, "location", "validation.required"],
  [{ zip: "" }, "zip", "validation.required"],
  [{ zip: "12" }, "zip", "validation.zip.invalid"],
  [{ country: "MX", zip: "C1425ABC" }, "zip", "validation.zip.invalid"],
]

describe.each(["es", "en"] as const)("the address form's messages, in %s", (locale) => {
  const t = translate(locale)

  it("shows each field's message when the customer leaves it, and all of them on save", async () => {
    const user = userEvent.setup()
    await renderAddresses({ tenant: inLocale(locale) })
    await user.click(await screen.findByRole("button", { name: t("account.address.add") }))
    await user.click(screen.getByRole("button", { name: t("account.address.save") }))
    expect(messageOf("street")).toBe(t("validation.required"))
    expect(messageOf("zip")).toBe(t("validation.required"))
    await waitFor(() => expect(document.activeElement).toBe(control("street")))
    expectEachMessage(CASES, t)
  })
})

describe("my addresses", () => {
  it("lists the saved addresses with their type and the default one marked", async () => {
    await renderAddresses()
    const saved = await card("Av. Santa Fe 3200, 4 B")
    expect(screen.getByText("Palermo, Ciudad Autónoma de Buenos Aires (C1425), Argentina")).toBeTruthy()
    expect(saved.getByText("Particular")).toBeTruthy()
    expect(saved.getByText("Predeterminado")).toBeTruthy()
    expect(saved.queryByRole("button", { name: "Usar como predeterminado" })).toBeNull()
  })

  it("adds an address with every field of SPEC §3", async () => {
    const user = userEvent.setup()
    const harness = await renderAddresses()
    await user.click(await screen.findByRole("button", { name: "Agregar un domicilio" }))
    await user.selectOptions(control("type"), "LABORAL")
    await typeInto(user, {
      referrer: "Recepción",
      street: "Av. Corrientes",
      number: "1234",
      floor: "3",
      department: "A",
      province: "Ciudad Autónoma de Buenos Aires",
      location: "San Nicolás",
      zip: "c1043aaz",
    })
    await user.click(screen.getByRole("button", { name: "Guardar domicilio" }))

    expect(await screen.findByText("Guardamos el domicilio Av. Corrientes 1234, 3 A.")).toBeTruthy()
    await waitFor(() =>
      expect(document.activeElement?.textContent).toBe("Guardamos el domicilio Av. Corrientes 1234, 3 A."),
    )
    const added = await card("Av. Corrientes 1234, 3 A")
    expect(added.getByText("Laboral")).toBeTruthy()
    expect(added.getByText("Recibe: Recepción")).toBeTruthy()
    expect((await addressesOf(harness)).at(-1)).toMatchObject({
      cTipo: "LABORAL",
      cReferente: "Recepción",
      cCalle: "Av. Corrientes",
      cNumero: "1234",
      cPiso: "3",
      cDepartamento: "A",
      cPais: "AR",
      cProvincia: "Ciudad Autónoma de Buenos Aires",
      cLocalidad: "San Nicolás",
      cCodigoPostal: "C1043AAZ",
      lPredeterminado: false,
    })
  })

  it("edits an address in place", async () => {
    const user = userEvent.setup()
    const harness = await renderAddresses()
    await user.click((await card("Av. Santa Fe 3200, 4 B")).getByRole("button", { name: "Editar" }))
    expect(screen.getByRole("heading", { name: "Editar domicilio" })).toBeTruthy()
    expect((control("street") as HTMLInputElement).value).toBe("Av. Santa Fe")
    await user.clear(control("number"))
    await user.type(control("number"), "3300")
    await user.clear(control("zip"))
    await user.type(control("zip"), "C1425ABC")
    await user.click(screen.getByRole("button", { name: "Guardar domicilio" }))
    expect(await screen.findByRole("heading", { name: "Av. Santa Fe 3300, 4 B" })).toBeTruthy()
    expect(await addressesOf(harness)).toMatchObject([
      { idClienteDomicilio: 1, cNumero: "3300", lPredeterminado: true },
    ])
  })

  it("makes another address the default one", async () => {
    const user = userEvent.setup()
    const harness = await renderAddresses()
    await user.click(await screen.findByRole("button", { name: "Agregar un domicilio" }))
    await typeInto(user, {
      street: "Av. Corrientes",
      number: "1234",
      province: "Ciudad Autónoma de Buenos Aires",
      location: "San Nicolás",
      zip: "C1043AAZ",
    })
    await user.click(screen.getByRole("button", { name: "Guardar domicilio" }))

    await user.click((await card("Av. Corrientes 1234")).getByRole("button", { name: "Usar como predeterminado" }))
    expect(await screen.findByText("Av. Corrientes 1234 es ahora tu domicilio predeterminado.")).toBeTruthy()
    await waitFor(async () => expect((await card("Av. Corrientes 1234")).queryByText("Predeterminado")).toBeTruthy())
    expect((await card("Av. Santa Fe 3200, 4 B")).queryByText("Predeterminado")).toBeNull()
    expect((await addressesOf(harness)).map((address) => address.lPredeterminado)).toEqual([false, true])
  })

  it("asks before deleting, keeps the address on 'no', and deletes it on 'yes'", async () => {
    const user = userEvent.setup()
    const harness = await renderAddresses()
    await user.click((await card("Av. Santa Fe 3200, 4 B")).getByRole("button", { name: "Eliminar" }))
    const dialog = screen.getByRole("dialog", { name: "Eliminar domicilio" })
    expect(within(dialog).getByText("¿Querés eliminar Av. Santa Fe 3200, 4 B? No se puede deshacer.")).toBeTruthy()
    await user.click(within(dialog).getByRole("button", { name: "No, conservarlo" }))
    expect(screen.queryByRole("dialog")).toBeNull()
    expect(await addressesOf(harness)).toHaveLength(1)

    await user.click((await card("Av. Santa Fe 3200, 4 B")).getByRole("button", { name: "Eliminar" }))
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Eliminar" }))
    expect(await screen.findByText("Eliminamos el domicilio Av. Santa Fe 3200, 4 B.")).toBeTruthy()
    expect(await screen.findByText(/Todavía no cargaste domicilios/)).toBeTruthy()
    expect(await addressesOf(harness)).toEqual([])
  })

  it("shows the server's refusal in place", async () => {
    const user = userEvent.setup()
    await renderAddresses({
      api: {
        deleteAddress: () =>
          Effect.fail(new ApiError({ nCode: 409, message: "Ese domicilio está en un envío en curso" })),
      },
    })
    await user.click((await card("Av. Santa Fe 3200, 4 B")).getByRole("button", { name: "Eliminar" }))
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Eliminar" }))
    expect((await screen.findByRole("alert")).textContent).toBe("Ese domicilio está en un envío en curso")
  })

  it("raises the attention dialog when the server cannot be reached (SPEC §8)", async () => {
    const user = userEvent.setup()
    await renderAddresses({ api: { deleteAddress: () => Effect.fail(new NetworkError({ message: "offline" })) } })
    await user.click((await card("Av. Santa Fe 3200, 4 B")).getByRole("button", { name: "Eliminar" }))
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Eliminar" }))
    const attention = await screen.findByRole("dialog", { name: "Atención" })
    expect(within(attention).getByText("Error de comunicación con el servidor")).toBeTruthy()
  })
})
