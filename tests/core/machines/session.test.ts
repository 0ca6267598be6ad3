import { describe, expect, it } from "vitest"
import { connectSession, sessionMachine, DEFAULT_SETTINGS } from "@boleteria/core"
import { createDriver, createMachineDriver, MINUTE, T0 } from "../../support/driver.js"
import { CUSTOMER, logIn } from "../../support/flows.js"

const SESSION_LIMIT = 180 * MINUTE

const sessionOf = (settings = DEFAULT_SETTINGS) => createMachineDriver(sessionMachine, { settings })

const logInAt = (driver: ReturnType<typeof sessionOf>, at: number) =>
  driver.send({ type: "session.loggedIn", token: "token-ana", user: CUSTOMER }, { at })

const noDispatch = () => undefined

describe("session (SPEC §4)", () => {
  it("starts logged out", () => {
    const driver = sessionOf()
    expect(driver.snapshot().value).toBe("loggedOut")
    expect(driver.snapshot().context).toMatchObject({ token: null, user: null, message: null })
  })

  it("logs in with dLogin set to the instant of the login event", () => {
    const driver = sessionOf()
    logInAt(driver, T0 + 42)
    expect(driver.snapshot().value).toBe("loggedIn")
    expect(driver.snapshot().context).toMatchObject({ token: "token-ana", user: { ...CUSTOMER, dLogin: T0 + 42 } })
  })

  it("is still valid one millisecond before 180 minutes and logged out by a tick at exactly 180 minutes", () => {
    const driver = sessionOf()
    logInAt(driver, T0)
    driver.send({ type: "clock.ticked" }, { at: T0 + SESSION_LIMIT - 1 })
    expect(driver.snapshot().value).toBe("loggedIn")
    expect(driver.emitted).toEqual([])

    driver.send({ type: "clock.ticked" }, { at: T0 + SESSION_LIMIT })
    expect(driver.snapshot().value).toBe("loggedOut")
    expect(driver.snapshot().context).toMatchObject({ token: null, user: null, message: "session.disconnected" })
    expect(driver.emitted).toEqual([
      { type: "session.ended", reason: "expired", seq: 3, at: T0 + SESSION_LIMIT, tab: 1 },
    ])
  })

  it("counts 180 minutes from the latest login", () => {
    const driver = sessionOf()
    logInAt(driver, T0)
    logInAt(driver, T0 + 60 * MINUTE)
    driver.send({ type: "clock.ticked" }, { at: T0 + SESSION_LIMIT })
    expect(driver.snapshot().value).toBe("loggedIn")
    driver.send({ type: "clock.ticked" }, { at: T0 + 60 * MINUTE + SESSION_LIMIT })
    expect(driver.snapshot().value).toBe("loggedOut")
  })

  it("clears token and user on logout and shows the disconnected message", () => {
    const driver = sessionOf()
    logInAt(driver, T0)
    driver.send({ type: "session.logoutRequested" }, { at: T0 + MINUTE })
    expect(driver.snapshot().value).toBe("loggedOut")
    expect(driver.snapshot().context).toMatchObject({ token: null, user: null, message: "session.disconnected" })
    expect(driver.emitted).toMatchObject([{ type: "session.ended", reason: "logout", at: T0 + MINUTE }])

    driver.send({ type: "session.messageDismissed" })
    expect(driver.snapshot().context.message).toBeNull()
  })

  it("logs out when an authenticated call answers 401", () => {
    const driver = sessionOf()
    logInAt(driver, T0)
    driver.send({ type: "api.unauthorized" })
    expect(driver.snapshot().value).toBe("loggedOut")
    expect(driver.snapshot().context.token).toBeNull()
    expect(driver.emitted).toMatchObject([{ type: "session.ended", reason: "unauthorized" }])
  })

  it("does not end a session that is not there", () => {
    const driver = sessionOf()
    driver.send({ type: "session.logoutRequested" })
    driver.send({ type: "api.unauthorized" })
    driver.send({ type: "clock.ticked" }, { at: T0 + 500 * MINUTE })
    expect(driver.snapshot().value).toBe("loggedOut")
    expect(driver.snapshot().context.message).toBeNull()
    expect(driver.emitted).toEqual([])
  })

  it("restores a stored session that is still valid, and ends it 180 minutes after its login", () => {
    const driver = sessionOf()
    const user = { ...CUSTOMER, dLogin: T0 - 179 * MINUTE }
    driver.send({ type: "session.restored", token: "token-ana", user }, { at: T0 })
    expect(driver.snapshot().value).toBe("loggedIn")
    expect(driver.snapshot().context.user).toEqual(user)
    driver.send({ type: "clock.ticked" }, { at: T0 + MINUTE })
    expect(driver.snapshot().value).toBe("loggedOut")
  })

  it("stays logged out when the stored session is already 180 minutes old", () => {
    const driver = sessionOf()
    driver.send(
      { type: "session.restored", token: "token-ana", user: { ...CUSTOMER, dLogin: T0 - SESSION_LIMIT } },
      { at: T0 },
    )
    expect(driver.snapshot().value).toBe("loggedOut")
    expect(driver.snapshot().context).toMatchObject({ token: null, user: null })
    expect(driver.emitted).toEqual([])
  })

  it("stays logged out when storage kept a user but no token", () => {
    const driver = sessionOf()
    driver.send({ type: "session.restored", token: null, user: { ...CUSTOMER, dLogin: T0 } }, { at: T0 })
    expect(driver.snapshot().value).toBe("loggedOut")
  })

  it("is logged out by the system's clock routing at 180 minutes, and not one tick before", () => {
    const driver = createDriver()
    logIn(driver, { at: T0 })
    driver.tick({ at: T0 + SESSION_LIMIT - 1 })
    expect(driver.snapshot().session.value).toBe("loggedIn")
    driver.tick({ at: T0 + SESSION_LIMIT })
    expect(driver.snapshot().session.value).toBe("loggedOut")
    expect(driver.snapshot().session.context.message).toBe("session.disconnected")
  })
})

describe("connectSession", () => {
  it("counts as logged in only before 180 minutes, even before a tick arrives", () => {
    const driver = sessionOf()
    logInAt(driver, T0)
    const before = connectSession(driver.snapshot(), noDispatch, T0 + SESSION_LIMIT - 1)
    expect(before).toMatchObject({ isLoggedIn: true, displayName: "Ana", email: "ana@example.com", token: "token-ana" })

    const after = connectSession(driver.snapshot(), noDispatch, T0 + SESSION_LIMIT)
    expect(after).toMatchObject({ isLoggedIn: false, displayName: null, email: null, token: null })
  })

  it("is logged out with no session and says which login system the tenant uses", () => {
    expect(connectSession(sessionOf().snapshot(), noDispatch, T0)).toMatchObject({
      isLoggedIn: false,
      isExternalLogin: false,
    })
    const external = sessionOf({ ...DEFAULT_SETTINGS, loginSystem: "EXTERNAL_LOGIN" })
    expect(connectSession(external.snapshot(), noDispatch, T0).isExternalLogin).toBe(true)
  })

  it("dispatches logout and message dismissal as events", () => {
    const sent: string[] = []
    const view = connectSession(sessionOf().snapshot(), (event) => sent.push(event.type), T0)
    view.logOut()
    view.dismissMessage()
    expect(sent).toEqual(["session.logoutRequested", "session.messageDismissed"])
  })
})
