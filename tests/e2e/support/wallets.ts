import { expect } from "vitest"
import { mainOf, type ShopTab } from "./shopper.js"
import { withAnyValues } from "./texts.js"

/** A wallet's radio in the payment step, by the name the shop gives it (FormasDePago2's cNombre). */
export const chooseWallet = async (tab: ShopTab, name: string): Promise<void> => {
  const methods = mainOf(tab).getByRole("group", { name: tab.t("checkout.payment.method") })
  await methods.getByRole("radio", { name, exact: true }).check()
  // The choice shows the wallet's panel, which says how it is paid; focus stays on the radio (WCAG 3.2.2).
  await mainOf(tab)
    .getByRole("heading", { level: 3, name: tab.t("checkout.payment.wallet.heading", { provider: name }) })
    .waitFor()
  const radio = methods.getByRole("radio", { name, exact: true })
  expect(await radio.evaluate((element) => element === document.activeElement)).toBe(true)
}

/** The payment step's button that pays with `provider` ("Pagar $ 92.400 con Mercado Pago"). */
export const walletPayButton = (tab: ShopTab, provider: string) =>
  mainOf(tab).getByRole("button", {
    name: withAnyValues(tab.t("checkout.payment.wallet.payAmount", { provider })),
  })

/** Chooses `provider` and pays with it: the tab goes to the wallet's sandbox page (`/sandbox/{slug}/…`). */
export const goToWallet = async (tab: ShopTab, provider: string, slug: string): Promise<void> => {
  await chooseWallet(tab, provider)
  await walletPayButton(tab, provider).click()
  await tab.page.waitForURL((url) => url.pathname.startsWith(`/sandbox/${slug}/`))
}
