// @vitest-environment happy-dom
import { firstDivergence, fromJsonLines, LOG_FORMAT, persistedKeys, replayLog } from "@boleteria/core"
import { screen, waitFor, within } from "@testing-library/react"
import { userEvent } from "@testing-library/user-event"
import { afterEach, describe, expect, it, vi } from "vitest"
import { DebugPanelMount } from "../../../ui/src/debug/DebugPanelMount.js"
import { renderWithShop, type ShopHarness } from "../support/renderWithShop.js"
import { holdSeats } from "./checkoutHarness.js"

afterEach(() => vi.restoreAllMocks())

/** Catches the file the panel hands to the browser's download. */
const catchDownloads = () => {
  const files: Array<{ readonly name: string; readonly blob: Blob }> = []
  let pending: Blob | null = null
  vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
    pending = blob as Blob
    return "blob:debug-log"
  })
  vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined)
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    if (pending !== null) files.push({ name: this.download, blob: pending })
  })
  return files
}

const purchaseUnderWay = async (harness: ShopHarness) => {
  harness.dispatch({ type: "navigation.functionVisited", path: "/funcion/hamlet/1001" })
  await holdSeats(harness)
  harness.advance(3000)
}

describe("the debug panel", () => {
  it("stays hidden without ?debug=1", async () => {
    await renderWithShop(<DebugPanelMount />, { route: "/" })
    expect(screen.queryByRole("dialog")).toBeNull()
  })

  it("lists the live event log, newest first, and each machine's state", async () => {
    const harness = await renderWithShop(<DebugPanelMount />, { route: "/?debug=1", session: "customer" })
    const panel = await screen.findByRole("dialog", { name: "Depuración · pestaña 1" })
    await purchaseUnderWay(harness)
    const events = within(panel).getByRole("list", { name: /^Eventos \(\d+\), el más nuevo primero$/ })
    const types = within(events)
      .getAllByRole("listitem")
      .map((item) => item.querySelector("summary span")?.textContent)
    expect(types[0]).toBe("clock.ticked")
    expect(types).toContain("api.seatsTaken")
    expect(types.at(-1)).toBe("session.loggedIn")
    expect(within(panel).getByText("checkout").nextElementSibling?.textContent).toBe('{"active":"seats"}')
    expect(within(panel).getByText("purchaseTimer").nextElementSibling?.textContent).toBe('"INICIADO"')
  })

  it("downloads a .jsonl log that the replay reads back to the same persisted state", async () => {
    const files = catchDownloads()
    const user = userEvent.setup()
    const harness = await renderWithShop(<DebugPanelMount />, { route: "/?debug=1", session: "customer" })
    await purchaseUnderWay(harness)
    await user.click(await screen.findByRole("button", { name: "Descargar log" }))
    await waitFor(() => expect(files).toHaveLength(1))
    const [file] = files
    expect(file?.name).toMatch(/^boleteria-log-tab1-.+\.jsonl$/)
    const log = fromJsonLines(await (file?.blob as Blob).text())
    expect(log.header).toMatchObject({ format: LOG_FORMAT, tab: 1, settings: harness.shop.settings })
    expect(log.entries.length).toBe(harness.tab.log.size())
    const replay = replayLog(log)
    expect(firstDivergence(replay)).toBeNull()
    // The same keys, but for the secrets (their references) and the customer (masked: not asked to keep it).
    const live = harness.tab.log.redact(persistedKeys(harness.tab.snapshot()))
    expect({ ...replay.persisted, user: null }).toEqual({ ...live, user: null })
    expect(replay.persisted.user).toMatchObject({
      cNombre: "redacted-name-1",
      cEmail: "redacted-email-1@example.invalid",
    })
  })

  it("keeps the shopper's name and e-mail only when asked, for their own copy", async () => {
    const files = catchDownloads()
    const user = userEvent.setup()
    const harness = await renderWithShop(<DebugPanelMount />, { route: "/?debug=1", session: "customer" })
    await purchaseUnderWay(harness)
    const keep = screen.getByRole("checkbox", { name: "Incluir mi nombre y e-mail (solo para mi propia copia)" })
    expect((keep as HTMLInputElement).checked).toBe(false)
    await user.click(keep)
    await user.click(screen.getByRole("button", { name: "Descargar log" }))
    await waitFor(() => expect(files).toHaveLength(1))
    const text = await (files[0]?.blob as Blob).text()
    const log = fromJsonLines(text)
    expect(log.header.personalData).toBe("kept")
    expect(replayLog(log).persisted.user).toEqual(harness.tab.snapshot().session.context.user)
    // The session's token is still a reference.
    expect(text).not.toContain(String(harness.tab.snapshot().session.context.token))
  })

  it("closes, and stays closed", async () => {
    const user = userEvent.setup()
    await renderWithShop(<DebugPanelMount />, { route: "/?debug=1" })
    await user.click(await screen.findByRole("button", { name: "Cerrar" }))
    expect(screen.queryByRole("dialog")).toBeNull()
  })
})
