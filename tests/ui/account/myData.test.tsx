// @vitest-environment happy-dom
import { connectSession } from "@boleteria/core"
import { screen, waitFor } from "@testing-library/react"
import { userEvent } from "@testing-library/user-event"
import * as Effect from "effect/Effect"
import { describe, expect, it } from "vitest"
import { MyDataPage } from "../../../ui/src/pages/account/myData/MyDataPage.js"
import { renderWithShop, type RenderWithShopOptions } from "../support/renderWithShop.js"
import { control, expectEachMessage, fill, inLocale, messageOf, translate, type MessageCase } from "./accountHarness.js"

const renderMyData = (options: RenderWithShopOptions = {}) =>
  renderWithShop(<MyDataPage />, { route: "/myData", session: "customer", ...options })

/** The demo customer is Lucía Fernández, DNI 30123456, born 12/3/1988, mobile 1155550000; today is 1 Nov 2025. */
const CASES: ReadonlyArray<MessageCase> = [
  [{ firstName: " " }, "firstName", "validation.firstName.required"],
  [{ lastName: "" }, "lastName", "validation.lastName.required"],
  [{ gender: "" }, "gender", "validation.gender.required"],
  [{ documentNumber: "" }, "documentNumber", "validation.document.required"],
  [{ documentNumber: "999" }, "documentNumber", "validation.document.tooLow"],
  [{ documentNumber: "123456789" }, "documentNumber", "validation.document.tooHigh"],
  [{ documentNumber: "30.12A" }, "documentNumber", "validation.document.invalid"],
  [{ documentType: "CUIT", documentNumber: "2012345678" }, "documentNumber", "validation.document.cuitLength"],
  [{ documentNumber: "20123456780" }, "documentNumber", "validation.document.cuitCheckDigit"],
  [{ documentType: "PASAPORTE", documentNumber: "AB12" }, "documentNumber", "validation.document.tooShort"],
  [{ documentNumber: "AB1234567890" }, "documentNumber", "validation.document.tooLong"],
  [{ documentType: "", documentNumber: "30123456" }, "documentType", "validation.documentType.required"],
  [{ birthDay: "32" }, "birthDay", "validation.birthdate.invalidDay"],
  [{ birthDay: "12", birthMonth: "13" }, "birthMonth", "validation.birthdate.invalidMonth"],
  [{ birthMonth: "3", birthYear: "88" }, "birthYear", "validation.birthdate.invalidYear"],
  [{ birthYear: "2026" }, "birthYear", "validation.birthdate.yearTooHigh"],
  [{ birthYear: "1899" }, "birthYear", "validation.birthdate.yearTooLow"],
  [{ birthYear: "1988", phoneNumber: "1234" }, "phoneNumber", "validation.phone.invalid"],
  [{ phoneNumber: "" }, "phoneNumber", "validation.required"],
  [{ phoneType: "", phoneNumber: "1155550000" }, "phoneType", "validation.required"],
]

describe.each(["es", "en"] as const)("my data's messages (SPEC §5), in %s", (locale) => {
  const t = translate(locale)

  it("shows each field's message when the customer leaves it", async () => {
    await renderMyData({ tenant: inLocale(locale) })
    await screen.findByRole("form", { name: t("account.myData.formLabel") })
    expectEachMessage(CASES, t)
  })

  it("judges the birthday as a whole date: no 31 February, no day still to come", async () => {
    await renderMyData({ tenant: inLocale(locale) })
    await screen.findByRole("form", { name: t("account.myData.formLabel") })
    fill("birthDay", "31")
    fill("birthMonth", "2")
    expect(screen.getByText(t("validation.birthdate.invalidDate"))).toBeTruthy()
    fill("birthDay", "15")
    fill("birthMonth", "12")
    fill("birthYear", "2025")
    expect(screen.getByText(t("validation.birthdate.inFuture"))).toBeTruthy()
  })

  it("asks for everything missing on save and moves the focus to the first field with a message", async () => {
    const user = userEvent.setup()
    await renderMyData({ tenant: inLocale(locale) })
    await screen.findByRole("form", { name: t("account.myData.formLabel") })
    await user.clear(control("firstName"))
    await user.selectOptions(control("gender"), "")
    await user.click(screen.getByRole("button", { name: t("account.save") }))
    expect(messageOf("firstName")).toBe(t("validation.firstName.required"))
    expect(messageOf("gender")).toBe(t("validation.gender.required"))
    await waitFor(() => expect(document.activeElement).toBe(control("firstName")))
  })
})

describe("editing my data", () => {
  it("shows what the account holds, with the e-mail read-only", async () => {
    await renderMyData()
    await screen.findByRole("form", { name: "Tus datos personales" })
    expect((control("firstName") as HTMLInputElement).value).toBe("Lucía")
    expect((control("lastName") as HTMLInputElement).value).toBe("Fernández")
    expect((control("email") as HTMLInputElement).readOnly).toBe(true)
    expect((control("documentType") as HTMLSelectElement).value).toBe("DNI")
    expect((control("birthYear") as HTMLInputElement).value).toBe("1988")
    expect((control("phoneType") as HTMLSelectElement).value).toBe("MOVIL")
    expect([...(control("documentType") as HTMLSelectElement).options].map((option) => option.value)).toEqual([
      "",
      "DNI",
      "INE",
      "IFE",
      "PASAPORTE",
      "CUIT",
      "CUIL",
      "CI",
      "CI_EXTRANJERA",
      "OTRO",
      "NO_IDENTIFICADO",
      "CERTIFICADO_MIGRATORIO",
    ])
  })

  it("saves the changes, and the session shows the new name", async () => {
    const user = userEvent.setup()
    const harness = await renderMyData()
    await screen.findByRole("form", { name: "Tus datos personales" })
    await user.clear(control("firstName"))
    await user.type(control("firstName"), "Lucía Inés")
    await user.type(control("telegramUser"), "@lucia_f")
    await user.selectOptions(control("country"), "PY")
    await user.click(screen.getByRole("button", { name: "Guardar cambios" }))
    expect(await screen.findByText("Guardamos tus datos.")).toBeTruthy()
    const session = connectSession(harness.shop.getSnapshot().session, () => undefined, harness.clock.nowMs)
    expect(session.displayName).toBe("Lucía Inés")
    const saved = await Effect.runPromise(harness.api.getCustomer())
    expect(saved).toMatchObject({
      cNombre: "Lucía Inés",
      cUsuarioTelegram: "lucia_f",
      cPais: "PY",
      cNumeroDocumento: "30123456",
    })
  })

  it("asks for the Telegram user only when the tenant shows it on my data", async () => {
    await renderMyData({ tenant: { flags: { telegramInMyData: false } } })
    await screen.findByRole("form", { name: "Tus datos personales" })
    expect(document.querySelector("[name='telegramUser']")).toBeNull()
  })

  it("only shows the data when the tenant does not let customers edit it", async () => {
    await renderMyData({ tenant: { flags: { myDataEdit: false } } })
    expect(await screen.findByText("Lucía Fernández")).toBeTruthy()
    expect(screen.getByText("12 de marzo de 1988")).toBeTruthy()
    expect(screen.getByText("DNI 30123456")).toBeTruthy()
    expect(screen.queryByRole("form")).toBeNull()
    expect(screen.getByRole("link", { name: "escribinos a soporte técnico" }).getAttribute("href")).toBe(
      "/TechnicalSupport",
    )
  })

  it("shows a skeleton while the data loads, never blank space", async () => {
    await renderMyData()
    expect(screen.getByRole("status", { name: "Cargando tus datos" })).toBeTruthy()
  })
})
