import { describe, expect, it } from "vitest"
import {
  accountMenu,
  externalLoginHref,
  externalLoginStart,
  loginEntry,
  pageAfterLogout,
  type AccountMenuContext,
} from "@boleteria/core"

const OWN_CART: AccountMenuContext = {
  loginSystem: "OWN_SELF_LOGIN",
  processType: "CART",
  aliasEnabled: false,
  hasToken: true,
  externalUpdateDataUrl: null,
  backUrl: "https://shop.example/myOrders",
}
const EXTERNAL_CART: AccountMenuContext = {
  ...OWN_CART,
  loginSystem: "EXTERNAL_LOGIN",
  externalUpdateDataUrl: "https://id.example/update",
}

/** The menu of a customer signed in with the shop's own login, in CART mode, Sign Out last. */
const OWN_LOGIN_ITEMS = ["orders", "bookings", "myData", "phone", "address", "cards", "changePassword", "signOut"]

const names = (context: AccountMenuContext) => accountMenu(context).map((item) => item.name)

describe("accountMenu (SPEC §2 and §6)", () => {
  it("lists every own-login item in CART mode, Sign Out last", () => {
    expect(names(OWN_CART)).toEqual(OWN_LOGIN_ITEMS)
    expect(accountMenu(OWN_CART).find((item) => item.name === "myData")).toEqual({
      name: "myData",
      kind: "page",
      path: "/myData",
    })
  })

  it("hides Orders, My data, Phone, Address, Cards and Change Password in BOX mode; Bookings stays", () => {
    expect(names({ ...OWN_CART, processType: "BOX" })).toEqual(["bookings", "signOut"])
    expect(names({ ...EXTERNAL_CART, processType: "BOX" })).toEqual(["bookings", "signOut"])
    expect(accountMenu({ ...OWN_CART, processType: "BOX" })[0]).toEqual({
      name: "bookings",
      kind: "page",
      path: "/myBookingsBox",
    })
  })

  it("with external login links My data out with a back_url and hides Change Password", () => {
    const items = accountMenu(EXTERNAL_CART)
    expect(items.map((item) => item.name)).toEqual(OWN_LOGIN_ITEMS.filter((name) => name !== "changePassword"))
    expect(items.find((item) => item.name === "myData")).toEqual({
      name: "myData",
      kind: "external",
      href: "https://id.example/update?back_url=https%3A%2F%2Fshop.example%2FmyOrders",
    })
  })

  it("leaves My data out with external login when no update-data page is configured", () => {
    expect(names({ ...EXTERNAL_CART, externalUpdateDataUrl: null })).not.toContain("myData")
  })

  it("shows Alias only with external login, the alias flag and a token", () => {
    expect(names({ ...EXTERNAL_CART, aliasEnabled: true })).toContain("alias")
    expect(names({ ...EXTERNAL_CART, aliasEnabled: true, hasToken: false })).not.toContain("alias")
    expect(names({ ...EXTERNAL_CART, aliasEnabled: false })).not.toContain("alias")
    expect(names({ ...OWN_CART, aliasEnabled: true })).not.toContain("alias")
  })
})

describe("loginEntry", () => {
  it("offers the Login menu with own login, the external button otherwise, nothing for external login in BOX", () => {
    expect(loginEntry("OWN_SELF_LOGIN", "CART")).toBe("loginMenu")
    expect(loginEntry("OWN_SELF_LOGIN", "BOX")).toBe("loginMenu")
    expect(loginEntry("EXTERNAL_LOGIN", "CART")).toBe("externalLoginButton")
    expect(loginEntry("EXTERNAL_LOGIN", "BOX")).toBe("none")
  })

  it("sends the external login a redirect_uri, keeping its own query", () => {
    expect(externalLoginHref("https://id.example/login", "https://shop.example/loginRedirect")).toBe(
      "https://id.example/login?redirect_uri=https%3A%2F%2Fshop.example%2FloginRedirect",
    )
    expect(externalLoginHref("https://id.example/login?client=7", "https://shop.example/")).toBe(
      "https://id.example/login?client=7&redirect_uri=https%3A%2F%2Fshop.example%2F",
    )
  })
})

describe("pageAfterLogout (SPEC §4)", () => {
  it("goes to the billboard, except in simple variants on the billboard, login, sign-up, function or landing", () => {
    expect(pageAfterLogout("myOrders", false)).toBe("/")
    expect(pageAfterLogout("landing", false)).toBe("/")
    expect(pageAfterLogout("myOrders", true)).toBe("/")
    for (const name of ["cartelera", "login", "signUp", "funcion", "funcionSeoEst", "landing"]) {
      expect(pageAfterLogout(name, true)).toBeNull()
    }
  })
})

describe("externalLoginStart", () => {
  it("sends external login to the provider with /loginRedirect of this shop as redirect_uri", () => {
    expect(externalLoginStart("EXTERNAL_LOGIN", { loginUrl: "/idp/login" }, "https://shop.example")).toBe(
      `/idp/login?redirect_uri=${encodeURIComponent("https://shop.example/loginRedirect")}`,
    )
    expect(
      externalLoginStart("EXTERNAL_LOGIN", { loginUrl: "https://id.example/in?app=7" }, "http://localhost:8080"),
    ).toBe(`https://id.example/in?app=7&redirect_uri=${encodeURIComponent("http://localhost:8080/loginRedirect")}`)
  })

  it("is null with own login, or when no provider is configured", () => {
    expect(externalLoginStart("OWN_SELF_LOGIN", { loginUrl: "/idp/login" }, "https://shop.example")).toBeNull()
    expect(externalLoginStart("EXTERNAL_LOGIN", null, "https://shop.example")).toBeNull()
  })
})
