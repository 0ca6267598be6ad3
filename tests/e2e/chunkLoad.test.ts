import { expect, it } from "vitest"
import { holdSeatsOfShow } from "./support/purchase.js"
import { continueToCheckout, mainOf, type ShopTab } from "./support/shopper.js"
import { describeInChromium } from "./support/suite.js"

/** Route groups' chunks, whatever hash the build gave them. */
const BROWSE_CHUNK = "**/assets/BrowsePages-*.js"
const ACCOUNT_CHUNK = "**/assets/AccountPages-*.js"

/** SPEC §8's offer, in the page's place; the shell's header and footer stay around it. */
const reloadOfferShown = async (tab: ShopTab): Promise<void> => {
  await mainOf(tab)
    .getByRole("heading", { level: 1, name: tab.t("chunk.loadFailed.title") })
    .waitFor()
  await tab.page.getByRole("banner").waitFor()
  await tab.page.getByRole("contentinfo").waitFor()
}

const reload = (tab: ShopTab) =>
  mainOf(tab)
    .getByRole("button", { name: tab.t("chunk.reload") })
    .click()

/** Errors the page threw to the window: a failure no boundary caught, which would leave a blank page. */
const uncaughtErrors = (tab: ShopTab): ReadonlyArray<string> => {
  const errors: Array<string> = []
  tab.page.on("pageerror", (error) => errors.push(error.message))
  return errors
}

describeInChromium("a chunk that fails to load, in Chromium", (suite) => {
  it("es: the billboard's chunk answers 404 (a new deploy): the shell offers a reload, which shows the billboard once the chunk is back", async () => {
    const { context, newTab } = await suite.newShopper("es")
    const tab = await newTab()
    const uncaught = uncaughtErrors(tab)
    await context.route(BROWSE_CHUNK, (route) => route.fulfill({ status: 404 }))

    await tab.page.goto(`${tab.origin}/`)
    await reloadOfferShown(tab)
    expect(await tab.page.getByTestId("show-card").count()).toBe(0)

    await context.unroute(BROWSE_CHUNK)
    await reload(tab)
    await tab.page.getByTestId("show-card").first().waitFor()
    expect(
      await mainOf(tab)
        .getByRole("heading", { name: tab.t("chunk.loadFailed.title") })
        .count(),
    ).toBe(0)
    expect(uncaught).toEqual([])
  }, 30_000)

  it("es: with seats held, the login page's chunk drops: the purchase and its clock survive the offer and the reload", async () => {
    const { context, newTab } = await suite.newShopper("es")
    const tab = await newTab()
    const uncaught = uncaughtErrors(tab)
    await holdSeatsOfShow(tab, "Circo de los Vientos", { count: 1 })
    const countdown = tab.page.getByRole("banner").getByRole("timer", { name: tab.t("shell.countdown.label") })
    await context.route(ACCOUNT_CHUNK, (route) => route.abort("connectionreset"))

    await continueToCheckout(tab)
    await reloadOfferShown(tab)
    await countdown.waitFor()

    await context.unroute(ACCOUNT_CHUNK)
    await reload(tab)
    await mainOf(tab)
      .getByRole("button", { name: tab.t("login.submit") })
      .waitFor()
    expect(new URL(tab.page.url()).pathname).toBe("/login")
    await countdown.waitFor()
    expect(uncaught).toEqual([])
  }, 45_000)
})
