// @vitest-environment happy-dom
import { connectSession } from "@boleteria/core"
import { act, screen, waitFor, within } from "@testing-library/react"
import { userEvent } from "@testing-library/user-event"
import * as Effect from "effect/Effect"
import { afterEach, describe, expect, it, vi } from "vitest"
import { Route } from "wouter"
import { LoginPage } from "../../../ui/src/pages/account/login/LoginPage.js"
import { LoginRedirectPage } from "../../../ui/src/pages/account/login/LoginRedirectPage.js"
import { openMenu, renderShell } from "../shell/shellFixtures.js"
import { renderWithShop, type RenderWithShopOptions, type ShopHarness } from "../support/renderWithShop.js"
import { browserLocation, providerCode } from "./accountHarness.js"

/** The tenant switched to external login against the reference server's identity provider. */
const EXTERNAL = {
  loginSystem: "EXTERNAL_LOGIN",
  externalLogin: { loginUrl: "/idp/login", logoutUrl: "/idp/logout", updateDataUrl: "/idp/account" },
} as const

const REDIRECT_URI = `${window.location.origin}/loginRedirect`

const sessionOf = (harness: ShopHarness) =>
  connectSession(harness.shop.getSnapshot().session, () => undefined, harness.clock.nowMs)

afterEach(() => vi.restoreAllMocks())

describe("/login with external login", () => {
  it("stores the wanted page as return target and leaves for the provider with redirect_uri", async () => {
    const assign = vi.spyOn(window.location, "assign").mockImplementation(() => undefined)
    const harness = await renderWithShop(<LoginPage />, { route: "/login?nextUrl=%2FmyOrders", tenant: EXTERNAL })
    expect(assign).toHaveBeenCalledWith(`/idp/login?redirect_uri=${encodeURIComponent(REDIRECT_URI)}`)
    expect(harness.shop.getSnapshot().checkout.context.returnTarget).toBe("/myOrders")
    expect(screen.getByRole("heading", { name: "Te llevamos al ingreso" })).toBeTruthy()
    expect(screen.queryByLabelText("Contraseña")).toBeNull()
  })

  it("without nextUrl comes back to the root path", async () => {
    vi.spyOn(window.location, "assign").mockImplementation(() => undefined)
    const harness = await renderWithShop(<LoginPage />, { route: "/login", tenant: EXTERNAL })
    expect(harness.shop.getSnapshot().checkout.context.returnTarget).toBe("/")
  })
})

describe("coming back to /loginRedirect with a code", () => {
  /** The redirect page at /loginRedirect, and a way for the test to send the browser there. */
  const renderComingBack = async (options: RenderWithShopOptions = {}) => {
    const { Navigator, arriveAt } = browserLocation()
    const harness = await renderWithShop(
      <>
        <Navigator />
        <Route path="/loginRedirect">
          <LoginRedirectPage />
        </Route>
      </>,
      { route: "/", tenant: EXTERNAL, ...options },
    )
    return { harness, arriveAt }
  }

  it("exchanges the code for a session and goes to the stored return target", async () => {
    let answer: () => void = () => undefined
    const arrived = new Promise<void>((resolve) => (answer = resolve))
    const { harness, arriveAt } = await renderComingBack({
      // The exchange answers after the stored return target is back (as after a reload).
      api: (server) => ({
        loginWithExternalCode: (request) =>
          Effect.flatMap(
            Effect.promise(() => arrived),
            () => server.loginWithExternalCode(request),
          ),
      }),
    })
    // The customer logs in on the provider's form; it sends the browser back with a one-time code.
    const code = await providerCode(harness.server)
    arriveAt(`/loginRedirect?code=${encodeURIComponent(code)}`)
    expect(screen.getByRole("heading", { name: "Ingresando a tu cuenta" })).toBeTruthy()
    harness.dispatch({ type: "navigation.returnTargetSaved", path: "/myOrders" })
    await act(() => {
      answer()
      return arrived
    })
    await waitFor(() => expect(harness.currentPath()).toBe("/myOrders"))
    expect(sessionOf(harness)).toMatchObject({ isLoggedIn: true, displayName: "Lucía", isExternalLogin: true })
  })

  it("shows the server's message and a way to try again when the code was already used", async () => {
    const { harness, arriveAt } = await renderComingBack()
    const code = await providerCode(harness.server)
    await Effect.runPromise(harness.api.loginWithExternalCode({ body: { code } }))
    const used = `/loginRedirect?code=${encodeURIComponent(code)}`
    arriveAt(used)
    expect(await screen.findByText("El código de ingreso no es válido o venció. Ingresá de nuevo.")).toBeTruthy()
    expect(screen.getByRole("heading", { name: "No pudimos completar el ingreso" })).toBeTruthy()
    expect(screen.getByRole("link", { name: "Intentar de nuevo" }).getAttribute("href")).toBe("/login")
    expect(sessionOf(harness).isLoggedIn).toBe(false)
    expect(harness.currentPath()).toBe(used)
  })

  it("says so when the login came back without a code", async () => {
    await renderWithShop(<LoginRedirectPage />, { route: "/loginRedirect", tenant: EXTERNAL })
    expect(screen.getByRole("alert").textContent).toBe("El ingreso no devolvió los datos de tu cuenta.")
  })
})

describe("the top bar with external login", () => {
  it("'Ingresá a tu cuenta' leaves for the provider's login with this shop's /loginRedirect", async () => {
    const user = userEvent.setup()
    const assign = vi.spyOn(window.location, "assign").mockImplementation(() => undefined)
    await renderShell({ tenant: EXTERNAL, route: "/landing/la-traviata" })
    await user.click(screen.getByRole("button", { name: "Ingresá a tu cuenta" }))
    expect(assign).toHaveBeenCalledWith(`/idp/login?redirect_uri=${encodeURIComponent(REDIRECT_URI)}`)
  })

  it("links My data to the provider's update page with back_url, offers Alias with the flag, and logs out in a 1x1 frame", async () => {
    const user = userEvent.setup()
    const harness = await renderShell({
      session: "customer",
      tenant: { ...EXTERNAL, flags: { alias: true } },
      route: "/myOrders",
    })
    const list = await openMenu(user, screen.getByRole("button", { name: "Cuenta de Lucía" }))
    expect(within(list).getByRole("link", { name: "Mis datos" }).getAttribute("href")).toBe(
      `/idp/account?back_url=${encodeURIComponent(window.location.href)}`,
    )
    expect(within(list).getByRole("link", { name: "Mi alias" }).getAttribute("href")).toBe("/myAlias")
    expect(within(list).queryByRole("link", { name: "Cambiar contraseña" })).toBeNull()
    await user.click(within(list).getByRole("button", { name: "Cerrar sesión" }))
    const frame = harness.container.querySelector("iframe")
    expect(frame?.getAttribute("src")).toBe("/idp/logout")
    expect(frame?.getAttribute("aria-hidden")).toBe("true")
    expect(sessionOf(harness).isLoggedIn).toBe(false)
    expect(harness.currentPath()).toBe("/")
  })
})
