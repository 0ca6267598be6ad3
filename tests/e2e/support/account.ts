import type { Locator } from "playwright-core"
import { mainOf, submitLoginForm, type Credentials, type ShopTab } from "./shopper.js"
import { withAnyValues } from "./texts.js"

/** The entries of the top bar's Account menu (SPEC §2), by their key under `shell.account`. */
export type AccountMenuEntry =
  "orders" | "bookings" | "myData" | "alias" | "phone" | "address" | "cards" | "changePassword" | "signOut"

export interface NewCustomer extends Credentials {
  readonly firstName: string
  readonly lastName: string
}

/** The top bar's button of a signed-in customer: "Cuenta de Lucía", "Lucía's account". */
export const accountMenuButton = (tab: ShopTab): Locator =>
  tab.page.getByRole("banner").getByRole("button", { name: withAnyValues(tab.t("shell.account.menu")) })

/** Opens the Account menu; answers its panel. */
export const openAccountMenu = async (tab: ShopTab): Promise<Locator> => {
  const button = accountMenuButton(tab)
  await button.click()
  const panel = tab.page.locator(`[id="${await button.getAttribute("aria-controls")}"]`)
  await panel.getByRole("listitem").first().waitFor()
  return panel
}

/** The Account menu as the customer reads it: each entry's text, in order. */
export const accountMenuTexts = async (tab: ShopTab): Promise<ReadonlyArray<string>> => {
  const panel = await openAccountMenu(tab)
  const texts = await panel.getByRole("listitem").allTextContents()
  await tab.page.keyboard.press("Escape")
  return texts.map((text) => text.trim())
}

/** An account page reached from the Account menu; waits for its title. */
export const openAccountPage = async (tab: ShopTab, entry: "orders" | "phone" | "address"): Promise<void> => {
  const { t } = tab
  await (await openAccountMenu(tab)).getByRole("link", { name: t(`shell.account.${entry}`) }).click()
  await mainOf(tab)
    .getByRole("heading", { level: 1, name: t(`account.${entry}.title`) })
    .waitFor()
}

/** Sign Out from the Account menu. */
export const logOut = async (tab: ShopTab): Promise<void> => {
  await (await openAccountMenu(tab)).getByRole("button", { name: tab.t("shell.account.signOut") }).click()
}

/** The top bar's Login menu of a logged-out visitor (own login). */
export const loginMenuButton = (tab: ShopTab): Locator =>
  tab.page.getByRole("banner").getByRole("button", { name: tab.t("shell.login.menu"), exact: true })

/** From the top bar's Login menu to one of its pages. */
export const openLoginMenuEntry = async (tab: ShopTab, entry: "logIn" | "signUp"): Promise<void> => {
  await loginMenuButton(tab).click()
  await tab.page
    .getByRole("banner")
    .getByRole("link", { name: tab.t(`shell.login.${entry}`) })
    .click()
}

/**
 * The sign-up form of SPEC §2, from the top bar's Login menu: every field the tenant shows, the
 * terms read and accepted in their popup. The customer is signed in once the account exists.
 */
export const signUpWithForm = async (tab: ShopTab, customer: NewCustomer): Promise<void> => {
  const { page, t } = tab
  await openLoginMenuEntry(tab, "signUp")
  await page.waitForURL((url) => url.pathname === "/signUp")
  const main = mainOf(tab)
  const field = (key: string) => main.getByLabel(t(`signUp.${key}`), { exact: true })
  await field("firstName").fill(customer.firstName)
  await field("lastName").fill(customer.lastName)
  await field("email").fill(customer.email)
  await field("emailConfirmation").fill(customer.email)
  await field("password").fill(customer.password)
  await field("passwordConfirmation").fill(customer.password)
  await field("gender").selectOption({ label: t("signUp.genders.FEMENINO") })
  await main.getByRole("button", { name: t("signUp.readTerms") }).click()
  await page
    .getByRole("dialog", { name: t("signUp.terms.title") })
    .getByRole("button", { name: t("signUp.terms.accept") })
    .click()
  const terms = main.getByRole("checkbox", { name: t("signUp.acceptTerms") })
  if (!(await terms.isChecked())) throw new Error("accepting the terms in their popup did not tick the form's box")
  await main.getByRole("button", { name: t("signUp.submit") }).click()
  await accountMenuButton(tab).waitFor()
}

/** The own login page with no nextUrl: signed in, the shopper lands on the billboard. */
export const logInFromLoginPage = async (tab: ShopTab, credentials: Credentials): Promise<void> => {
  await submitLoginForm(tab, credentials)
  await accountMenuButton(tab).waitFor()
}
