import type { Page } from "playwright-core"
import { expect, it } from "vitest"
import { accountMenuButton, logInFromLoginPage, loginMenuButton, openLoginMenuEntry } from "./support/account.js"
import { chooseLanguage, mainOf, openBillboard, type ShopTab } from "./support/shopper.js"
import { describeInChromium } from "./support/suite.js"

/** The chunk with xstate and the purchase machines (ui/src/app/purchaseMachinesChunk.ts), whatever its hash. */
const isMachinesChunk = (url: string): boolean => /\/assets\/purchaseMachinesChunk-[^/]+\.js$/.test(url)

/** Every request for the machines' chunk this page makes from now on. */
const machinesRequests = (page: Page): ReadonlyArray<string> => {
  const seen: Array<string> = []
  page.on("request", (request) => {
    if (isMachinesChunk(request.url())) seen.push(request.url())
  })
  return seen
}

/** Until the page fetches nothing more after the billboard showed (no request under way for a while). */
const networkAtRest = (tab: ShopTab) => tab.page.waitForLoadState("networkidle")

describeInChromium("the purchase machines load when first needed, in Chromium", (suite) => {
  /** A customer signed up over the API, and a fresh Spanish browser whose tabs they log in from. */
  const customerAndBrowser = async () => ({
    customer: await suite.server().signUp(),
    newTab: (await suite.newShopper("es")).newTab,
  })

  it("es: a first look at the billboard does not download them; opening the login page does, and the login works", async () => {
    const { customer, newTab } = await customerAndBrowser()
    const tab = await newTab()
    const requests = machinesRequests(tab.page)
    await openBillboard(tab)
    await networkAtRest(tab)
    expect(requests).toEqual([])

    await openLoginMenuEntry(tab, "logIn")
    await logInFromLoginPage(tab, customer)
    expect(requests).toHaveLength(1)
  }, 45_000)

  it("en: choosing a language wakes them, and the shop shows that language", async () => {
    const { newTab } = await suite.newShopper("en")
    const tab = await newTab()
    const requests = machinesRequests(tab.page)
    await tab.page.goto(`${tab.origin}/`)
    await tab.page.getByTestId("show-card").first().waitFor()
    expect(requests).toEqual([])
    await chooseLanguage(tab)
    await tab.page.getByRole("heading", { name: tab.t("browse.billboard.allShows") }).waitFor()
    expect(requests).toHaveLength(1)
  }, 45_000)

  it("es: a tab resting on the billboard hears another tab's login and shows the customer's menu", async () => {
    const { customer, newTab } = await customerAndBrowser()
    const resting = await newTab()
    const requests = machinesRequests(resting.page)
    await openBillboard(resting)
    await loginMenuButton(resting).waitFor()
    expect(requests).toEqual([])

    const other = await newTab()
    await other.page.goto(`${other.origin}/login`)
    await logInFromLoginPage(other, customer)

    await accountMenuButton(resting).waitFor()
    expect(requests).toHaveLength(1)
  }, 45_000)

  it("es: a returning customer's session shows from the first frame: the page never offers to log in", async () => {
    const { customer, newTab } = await customerAndBrowser()
    const first = await newTab()
    await first.page.goto(`${first.origin}/login`)
    await logInFromLoginPage(first, customer)
    await first.page.close()

    const tab = await newTab()
    // Records whether the header's "log in" entry is ever in the page, from its first paint on.
    await tab.page.addInitScript((loginLabel: string) => {
      const record = () => {
        const buttons = [...document.querySelectorAll("header button")]
        if (buttons.some((button) => button.textContent?.trim() === loginLabel))
          (window as { sawLogin?: boolean }).sawLogin = true
      }
      new MutationObserver(record).observe(document, { subtree: true, childList: true, characterData: true })
    }, tab.t("shell.login.menu"))
    await tab.page.goto(`${tab.origin}/`)
    await tab.page.getByTestId("show-card").first().waitFor()
    await accountMenuButton(tab).waitFor()
    expect(await tab.page.evaluate(() => (window as { sawLogin?: boolean }).sawLogin ?? false)).toBe(false)
    expect(await mainOf(tab).count()).toBe(1)
  }, 45_000)
})
