// @vitest-environment happy-dom
import { TenantConfig } from "@boleteria/core"
import { render, screen, within } from "@testing-library/react"
import { userEvent } from "@testing-library/user-event"
import * as Schema from "effect/Schema"
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import tenantFile from "../../../fixtures/tenant.json" with { type: "json" }
import { createTranslator } from "../../../ui/src/i18n/i18n.js"
import { sameSiteLogUrl } from "../../../ui/src/replay/loadLog.js"
import { ReplayApp } from "../../../ui/src/replay/ReplayApp.js"

const tenant = Schema.decodeUnknownSync(TenantConfig)(tenantFile)
const t = createTranslator("es")("es")
// Read from the repository root (vitest's): under happy-dom, import.meta.url is no file URL.
const PAID = readFileSync(join(process.cwd(), "fixtures/logs/v2/paid-purchase.jsonl"), "utf8")

const openViewer = async (text: string, name = "registro.jsonl") => {
  const user = userEvent.setup()
  render(<ReplayApp tenant={tenant} locale="es" t={t} search="" page="http://shop.test/replay" />)
  await user.upload(screen.getByLabelText(t("replay.open.file")), new File([text], name))
  return user
}

describe("the replay viewer", () => {
  it("names the line a log cannot be read at", async () => {
    const [header, first, , ...rest] = PAID.split("\n")
    await openViewer([header, first, "{not json", ...rest].join("\n"))
    expect((await screen.findByRole("alert")).textContent).toBe(
      t("replay.open.formatError", { line: 3, reason: "not valid JSON" }),
    )
  })

  it("draws only the timeline's rows near the current event, and steps by keyboard", async () => {
    const user = await openViewer(PAID)
    const timeline = await screen.findByRole("listbox", { name: t("replay.timeline.label", { count: 85 }) })
    const selected = () => within(timeline).getByRole("option", { selected: true })
    expect(within(timeline).getAllByRole("option").length).toBeLessThan(85)
    expect(selected().textContent).toContain("session.loggedIn")

    timeline.focus()
    await user.keyboard("{End}")
    expect(selected().getAttribute("aria-posinset")).toBe("85")
    expect(timeline.getAttribute("aria-activedescendant")).toBe(selected().id)
    await user.keyboard("{ArrowUp}{ArrowUp}")
    expect(selected().getAttribute("aria-posinset")).toBe("83")
    await user.keyboard("{Home}{ArrowDown}")
    expect(selected().getAttribute("aria-posinset")).toBe("2")
    expect(screen.getByRole("heading", { level: 2, name: /^Evento 2:/ })).toBeDefined()

    await user.keyboard(" ")
    expect(screen.getByRole("button", { name: t("replay.controls.pause") })).toBeDefined()
    await user.keyboard(" ")
    expect(screen.getByRole("button", { name: t("replay.controls.play") })).toBeDefined()
  })

  it("goes to an event by its seq, and says when the log has none", async () => {
    const user = await openViewer(PAID)
    const seq = await screen.findByLabelText(t("replay.controls.seq"))
    await user.type(seq, "77{Enter}")
    expect(screen.getByRole("heading", { level: 2, name: /^Evento 77: payment\.submitted/ })).toBeDefined()
    await user.clear(seq)
    await user.type(seq, "900{Enter}")
    expect(screen.getByRole("alert").textContent).toBe(t("replay.controls.noSeq", { seq: "900" }))
  })

  it("refuses a ?log= of another site, naming it", async () => {
    const log = "http://other.test/a.jsonl"
    render(<ReplayApp tenant={tenant} locale="es" t={t} search={`?log=${log}`} page="http://shop.test/replay" />)
    expect((await screen.findByRole("alert")).textContent).toBe(t("replay.open.notSameSite", { url: log }))
  })

  it("opens logs of its own site only", () => {
    expect(sameSiteLogUrl("/logs/a.jsonl", "http://shop.test/replay")).toBe("http://shop.test/logs/a.jsonl")
    expect(sameSiteLogUrl("http://other.test/a.jsonl", "http://shop.test/replay")).toBeNull()
    expect(sameSiteLogUrl("//other.test/a.jsonl", "http://shop.test/replay")).toBeNull()
  })
})
