import { beforeAll, expect, it } from "vitest"
import {
  accountMenuButton,
  accountMenuTexts,
  logInFromLoginPage,
  loginMenuButton,
  openAccountMenu,
  openLoginMenuEntry,
  type AccountMenuEntry,
} from "./support/account.js"
import { fixtureTenant, SHOPPER_PASSWORD, uniqueEmail } from "./support/shopServer.js"
import { openBillboard, type ShopTab } from "./support/shopper.js"
import { describeInChromium } from "./support/suite.js"
import { LOCALES } from "./support/texts.js"

/** SPEC §2's Account menu, with our saved cards (docs/saved-cards.md), every entry in its order. */
const SPEC_ACCOUNT_MENU: ReadonlyArray<AccountMenuEntry> = [
  "orders",
  "bookings",
  "myData",
  "alias",
  "phone",
  "address",
  "cards",
  "changePassword",
  "signOut",
]

/**
 * SPEC §6, written out: BOX mode hides Orders, My data, Phone, Address, Cards and Change Password (and
 * Alias, which needs external login); external login hides Change Password, and My data links out
 * to the identity provider instead of the shop's own form. Alias shows: this tenant turns its flag on.
 */
const HIDDEN: Readonly<Record<"box" | "external", ReadonlyArray<AccountMenuEntry>>> = {
  box: ["orders", "myData", "alias", "phone", "address", "cards", "changePassword"],
  external: ["changePassword"],
}

const EXTERNAL_LOGIN = { loginUrl: "/idp/login", logoutUrl: "/idp/logout", updateDataUrl: "/idp/account" }

/** The identity provider's own page (plain HTML, in Spanish), as the customer fills it. */
const logInAtIdentityProvider = async (
  tab: ShopTab,
  credentials: { readonly email: string; readonly password: string },
) => {
  const { page } = tab
  await page
    .getByRole("banner")
    .getByRole("button", { name: tab.t("shell.login.external") })
    .click()
  await page.waitForURL(
    (url) => url.pathname === "/idp/login" && url.searchParams.get("redirect_uri") === `${tab.origin}/loginRedirect`,
  )
  await page.getByLabel("E-mail").fill(credentials.email)
  await page.getByLabel("Contraseña").fill(credentials.password)
  await page.getByRole("button", { name: "Ingresar" }).click()
  await accountMenuButton(tab).waitFor()
}

describeInChromium(
  "the Account menu per mode in Chromium",
  {
    box: { processType: "BOX" },
    external: {
      loginSystem: "EXTERNAL_LOGIN",
      externalLogin: EXTERNAL_LOGIN,
      flags: { ...fixtureTenant().flags, alias: true },
    },
  },
  (suite) => {
    /** The same customer on both servers (each has its own database). */
    const customer = { email: uniqueEmail("modos"), password: SHOPPER_PASSWORD }
    beforeAll(async () => {
      await suite.server("box").signUp(customer.email)
      await suite.server("external").signUp(customer.email)
    })

    const expectedMenu = (tab: ShopTab, mode: "box" | "external") =>
      SPEC_ACCOUNT_MENU.filter((entry) => !HIDDEN[mode].includes(entry)).map((entry) => tab.t(`shell.account.${entry}`))

    it.each(LOCALES)("%s: BOX mode shows Bookings (its box-office page) and Sign Out only", async (locale) => {
      const tab = await suite.newTab(locale, { mode: "box" })
      await openBillboard(tab)
      await openLoginMenuEntry(tab, "logIn")
      await logInFromLoginPage(tab, customer)

      expect(await accountMenuTexts(tab)).toEqual(expectedMenu(tab, "box"))
      const bookings = (await openAccountMenu(tab)).getByRole("link", { name: tab.t("shell.account.bookings") })
      expect(await bookings.getAttribute("href")).toBe("/myBookingsBox")
    })

    it.each(LOCALES)(
      "%s: external login goes through the identity provider; My data links out, no Change Password",
      async (locale) => {
        const tab = await suite.newTab(locale, { mode: "external" })
        await openBillboard(tab)
        // The own Login menu is not offered: the 'Log in into your account' button is.
        expect(await loginMenuButton(tab).count()).toBe(0)
        await logInAtIdentityProvider(tab, customer)

        expect(await accountMenuTexts(tab)).toEqual(expectedMenu(tab, "external"))
        const myData = new URL(
          (await (
            await openAccountMenu(tab)
          )
            .getByRole("link", { name: tab.t("shell.account.myData") })
            .getAttribute("href")) ?? "",
          tab.origin,
        )
        expect(myData.pathname).toBe(EXTERNAL_LOGIN.updateDataUrl)
        expect(myData.searchParams.get("back_url")).toBe(tab.page.url())
      },
    )
  },
)
