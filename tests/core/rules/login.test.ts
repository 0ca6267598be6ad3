import { describe, expect, it } from "vitest"
import { returnPathOf, validateLoginForm } from "@boleteria/core"

describe("validateLoginForm", () => {
  it("asks for an e-mail and a password", () => {
    expect(validateLoginForm({ email: "", password: "" })).toEqual({
      email: "validation.email.required",
      password: "validation.password.required",
    })
  })

  it("wants a well-formed e-mail, and any non-empty password (the server decides if it is right)", () => {
    expect(validateLoginForm({ email: "ana@", password: "x" })).toEqual({ email: "validation.email.invalid" })
    expect(validateLoginForm({ email: " ana@example.com ", password: "x" })).toEqual({})
  })
})

describe("returnPathOf", () => {
  it("keeps a path of this shop, with its query", () => {
    expect(returnPathOf("/BuyTicket/12?idFuncion=3")).toBe("/BuyTicket/12?idFuncion=3")
  })

  it.each([
    null,
    undefined,
    "",
    "https://evil.example/",
    "//evil.example/x",
    "/\\evil.example",
    "javascript:alert(1)",
    "/ok\n",
  ])("sends %j to the billboard", (nextUrl) => {
    expect(returnPathOf(nextUrl)).toBe("/")
  })
})
