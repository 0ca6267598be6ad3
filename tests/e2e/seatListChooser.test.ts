import { expect, it } from "vitest"
import {
  mainOf,
  openBillboard,
  openFirstFunction,
  openShow,
  pickSeatOnCanvas,
  type ShopTab,
} from "./support/shopper.js"
import { describeInChromium } from "./support/suite.js"
import { startingWith } from "./support/texts.js"
import { newCustomer, statesOf, payApproved, checkOutAs } from "./support/purchase.js"

const THEATRE = "/funcion/la-casa-de-los-espejos/10101"

/** Every seat's name as Chromium's accessibility tree gives it to a screen reader. */
const SEAT_NAME =
  /^Sector (Platea|Pullman|Tertulia), fila [A-Z], butaca \d+, (espacio para silla de ruedas, |butaca para acompañante, )?\$\s\d{1,3}(\.\d{3})*, (libre|elegida|reservada para vos|retenida|vendida)$/

const listChooser = (tab: ShopTab) => mainOf(tab).getByRole("region", { name: tab.t("function.list.title") })

/** Ticks a free seat of the list's current row by its number, as a screen reader user finds it. */
const tickSeat = async (tab: ShopTab, seat: number): Promise<number> => {
  const box = listChooser(tab).getByRole("checkbox", { name: new RegExp(`, butaca ${seat}, .*, libre$`) })
  // Read first: once ticked, its name ends in "elegida".
  const id = Number((await box.getAttribute("data-testid"))?.replace("lista-butaca-", ""))
  await box.check()
  return id
}

describeInChromium("the seat list chooser in Chromium", (suite) => {
  it("buys two seats chosen from the list alone: sector, row, seats, never the canvas", async () => {
    const { server, customer, tab } = await newCustomer(suite, "es")
    const { page, t } = tab

    await openBillboard(tab)
    await openShow(tab, "La casa de los espejos")
    const idFuncion = await openFirstFunction(tab)
    const list = listChooser(tab)
    await list
      .getByRole("combobox", { name: startingWith(t("function.list.sector")) })
      .selectOption({ label: await optionStartingWith(tab, "Pullman") })
    await list
      .getByRole("combobox", { name: startingWith(t("function.list.row")) })
      .selectOption({ label: await optionStartingWith(tab, "Fila C") })
    // What a screen reader hears for each seat of the row: sector, row, number, price, state.
    const names = [...(await list.ariaSnapshot()).matchAll(/- checkbox "([^"]+)"/g)].map((match) => match[1])
    expect(names.length).toBeGreaterThan(20)
    for (const name of names) expect(name).toMatch(SEAT_NAME)
    expect(names[0]).toMatch(/^Sector Pullman, fila C, butaca 1, /)

    const seats = [await tickSeat(tab, 10), await tickSeat(tab, 11)]
    await page.getByRole("button", { name: t("function.selection.take", { count: 2 }) }).click()
    // The held seats and their "Continuar" take focus; the chosen panel no longer says none were chosen.
    const held = page.getByTestId("held-places")
    await held.getByRole("listitem").nth(1).waitFor()
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.id))
      .toBe(await held.getByRole("heading").getAttribute("id"))
    expect(
      await mainOf(tab)
        .getByText(startingWith(t("function.selection.empty")))
        .count(),
    ).toBe(0)
    expect(await statesOf(server, idFuncion, seats)).toEqual(["RETENIDA", "RETENIDA"])

    await checkOutAs(tab, customer)
    expect(await payApproved(tab)).toBeGreaterThan(0)
    expect(await statesOf(server, idFuncion, seats)).toEqual(["VENDIDA", "VENDIDA"])
  }, 90_000)

  it("on a phone: a tap zooms to pickable seats, the bar holds count, total and Reservar, and the hold comes into view", async () => {
    const shopper = await suite.newShopper("es", {
      viewport: { width: 375, height: 740 },
      isMobile: true,
      hasTouch: true,
    })
    const tab = await shopper.newTab()
    const { page, t } = tab
    await page.goto(tab.origin + THEATRE)
    await page.waitForSelector('[data-testid="seat-map-canvas"][data-frames]')
    // Keyboard help is for keyboards: a touch screen does not show it.
    expect(await page.getByText(t("function.map.keyboardHelp")).isVisible()).toBe(false)

    await pickSeatOnCanvas(tab)
    await tickSeat(tab, 5)
    const bar = page.getByTestId("take-bar")
    await bar.getByText(startingWith(t("function.selection.summary"))).waitFor()
    const barBox = await bar.boundingBox()
    expect(barBox).not.toBeNull()
    // Fixed to the bottom of the screen, wherever the page is scrolled.
    expect(Math.round(barBox!.y + barBox!.height)).toBe(740)
    await bar.getByRole("button", { name: t("function.selection.take", { count: 2 }) }).tap()

    const held = page.getByTestId("held-places")
    await held.getByRole("listitem").nth(1).waitFor()
    const link = held.getByRole("link", { name: t("function.held.continue") })
    await expect.poll(async () => inView(await link.boundingBox(), 740)).toBe(true)
    expect(
      await mainOf(tab)
        .getByText(startingWith(t("function.selection.empty")))
        .count(),
    ).toBe(0)
  }, 60_000)
})

/** The option of a select whose label starts so ("Pullman · $ 31.500 · 247 libres"). */
const optionStartingWith = async (tab: ShopTab, start: string): Promise<string> => {
  const labels = await listChooser(tab).getByRole("option").allTextContents()
  const found = labels.find((label) => label.startsWith(start))
  if (found === undefined) throw new Error(`no option starts with ${start}: ${labels.join(" | ")}`)
  return found
}

const inView = (box: { y: number; height: number } | null, height: number) =>
  box !== null && box.y >= 0 && box.y + box.height <= height
