import { fromJsonLines, SUPPORT_KEY_HEADER, SUPPORT_REFERENCE_PATTERN } from "@boleteria/core"
import { TEST_SUPPORT_KEY } from "@boleteria/server/testing"
import { expect, it } from "vitest"
import { blockingViolations } from "./support/axe.js"
import { holdSeatsOfListedShow } from "./support/purchase.js"
import { openBillboard } from "./support/shopper.js"
import { describeInChromium } from "./support/suite.js"
import { startingWith } from "./support/texts.js"

describeInChromium("the support inbox in Chromium", (suite) => {
  it("a shopper holding seats sends the tab's log from /TechnicalSupport; support opens it by its reference in /replay", async () => {
    const shopper = await suite.newTab("es")
    const { page, t } = shopper
    await openBillboard(shopper)
    await holdSeatsOfListedShow(shopper, "Humor en cuotas")
    // Within the shop, not a new page load: the log is this tab's.
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: t("footer.links.TechnicalSupport") })
      .click()
    await page.waitForURL((url) => url.pathname === "/TechnicalSupport")

    const opener = page.getByRole("button", { name: t("supportLog.open") })
    await opener.click()
    const consent = page.getByRole("dialog", { name: t("supportLog.title") })
    await consent.getByText(t("supportLog.excluded.secrets")).waitFor()
    expect(await blockingViolations(page)).toEqual([])
    await consent.getByLabel(t("supportLog.comment")).fill("Elegí dos butacas y no pude seguir")
    await consent.getByRole("button", { name: t("supportLog.send") }).click()
    const sent = page.getByRole("dialog", { name: t("supportLog.sentTitle") })
    const reference = (await sent.getByTestId("support-reference").textContent()) ?? ""
    expect(reference).toMatch(SUPPORT_REFERENCE_PATTERN)
    await sent.getByRole("button", { name: t("common.close") }).click()
    await expect.poll(() => opener.evaluate((button) => button === document.activeElement)).toBe(true)

    // The stored log, as support's key reads it: the seats the shopper held, no secret.
    const response = await fetch(`${suite.server().url}/v2/Soporte/Registro/${reference}`, {
      headers: { [SUPPORT_KEY_HEADER]: TEST_SUPPORT_KEY },
    })
    const stored = ((await response.json()) as { oData: { cRegistro: string; cComentario: string } }).oData
    expect(stored.cComentario).toBe("Elegí dos butacas y no pude seguir")
    const types = fromJsonLines(stored.cRegistro).entries.map((entry) => entry.event.type)
    expect(types).toContain("api.seatsTaken")

    const support = await suite.newTab("es")
    await support.page.goto(`${support.origin}/replay?lang=es&ref=${reference}`)
    const inbox = support.page.getByRole("form", { name: support.t("replay.inbox.heading") })
    expect(await inbox.getByLabel(support.t("replay.inbox.reference")).inputValue()).toBe(reference)
    await inbox.getByLabel(support.t("replay.inbox.key")).fill(`${TEST_SUPPORT_KEY}-wrong`)
    await inbox.getByRole("button", { name: support.t("replay.inbox.open") }).click()
    await inbox.getByRole("alert").getByText(support.t("replay.inbox.wrongKey")).waitFor()
    await inbox.getByLabel(support.t("replay.inbox.key")).fill(TEST_SUPPORT_KEY)
    await inbox.getByRole("button", { name: support.t("replay.inbox.open") }).click()
    const timeline = support.page.getByRole("listbox", { name: startingWith(support.t("replay.timeline.label")) })
    await timeline
      .getByRole("option", { name: startingWith("") })
      .first()
      .waitFor()
    expect(await timeline.getByRole("option").allTextContents()).toEqual(
      expect.arrayContaining([expect.stringContaining("api.seatsTaken")]),
    )
  })
})
