import { mainOf, type ShopTab } from "./shopper.js"

/** A card as its holder types it on the processor's page. */
export interface CardOnFile {
  readonly number: string
  readonly month: string
  readonly year: string
}

/** How "my cards" names a saved card: "Visa terminada en 3704". */
export const savedCardName = (tab: ShopTab, card: CardOnFile): string =>
  tab.t("account.cards.name", { brand: "Visa", last4: card.number.slice(-4) })

/**
 * From /myCards, "Agregar tarjeta" to the sandbox processor's page (plain HTML in Spanish, as the
 * provider's own), the card typed there and saved, and back to /myCards, where it shows.
 */
export const addCardFromMyCards = async (tab: ShopTab, card: CardOnFile): Promise<void> => {
  const { page, t } = tab
  await mainOf(tab)
    .getByRole("button", { name: t("account.cards.add") })
    .click()
  await page.waitForURL((url) => url.pathname.startsWith("/sandbox/bancard/tarjeta/"))
  await page.getByLabel("Número de tarjeta").fill(card.number)
  await page.getByLabel("Nombre como figura en la tarjeta").fill("LUCIA FERREYRA")
  await page.getByLabel("Mes de vencimiento (MM)").fill(card.month)
  await page.getByLabel("Año de vencimiento (AAAA)").fill(card.year)
  await page.getByLabel("Código de seguridad").fill("123")
  await page.getByRole("button", { name: "Guardar tarjeta" }).click()
  await page.waitForURL((url) => url.pathname === "/myCards")
  await mainOf(tab)
    .getByRole("heading", { level: 3, name: savedCardName(tab, card) })
    .waitFor()
}
