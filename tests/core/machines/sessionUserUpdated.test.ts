import { describe, expect, it } from "vitest"
import { connectSession, sessionMachine, DEFAULT_SETTINGS } from "@boleteria/core"
import { createMachineDriver, MINUTE, T0 } from "../../support/driver.js"
import { CUSTOMER } from "../../support/flows.js"

const SESSION_LIMIT = 180 * MINUTE
const RENAMED = { cNombre: "Ana María", cEmail: "ana@example.com", lAlias: true } as const

const loggedIn = () => {
  const driver = createMachineDriver(sessionMachine, { settings: DEFAULT_SETTINGS })
  driver.send({ type: "session.loggedIn", token: "token-ana", user: CUSTOMER }, { at: T0 })
  return driver
}

describe("session: the customer edits their data", () => {
  it("shows the new name and alias flag and keeps the token", () => {
    const driver = loggedIn()
    driver.send({ type: "session.userUpdated", user: RENAMED }, { at: T0 + MINUTE })
    expect(driver.snapshot().context).toMatchObject({ token: "token-ana", user: { ...RENAMED, dLogin: T0 } })
    expect(connectSession(driver.snapshot(), () => undefined, T0 + MINUTE).displayName).toBe("Ana María")
  })

  it("does not extend the 180 minutes: they still count from the login", () => {
    const driver = loggedIn()
    driver.send({ type: "session.userUpdated", user: RENAMED }, { at: T0 + 170 * MINUTE })
    driver.send({ type: "clock.ticked" }, { at: T0 + SESSION_LIMIT })
    expect(driver.snapshot().value).toBe("loggedOut")
  })

  it("is ignored while logged out: an edit cannot sign anybody in", () => {
    const driver = createMachineDriver(sessionMachine, { settings: DEFAULT_SETTINGS })
    driver.send({ type: "session.userUpdated", user: RENAMED }, { at: T0 })
    expect(driver.snapshot().value).toBe("loggedOut")
    expect(driver.snapshot().context.user).toBeNull()
  })

  it("is what connectSession's userUpdated command dispatches", () => {
    const sent: Array<unknown> = []
    const view = connectSession(loggedIn().snapshot(), (event) => sent.push(event), T0)
    view.userUpdated(RENAMED)
    expect(sent).toEqual([{ type: "session.userUpdated", user: RENAMED }])
  })
})
