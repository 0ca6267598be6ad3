// @vitest-environment happy-dom
import { formatMoney, type DeliveryType } from "@boleteria/core"
import { screen, within } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { OrderTotals } from "../../../ui/src/pages/account/orders/OrderTotals.js"
import { DraftProvider, useCheckoutAmounts } from "../../../ui/src/pages/checkout/amounts/CheckoutDraft.js"
import { PurchaseTotals } from "../../../ui/src/pages/checkout/amounts/PurchaseTotals.js"
import { inLocale, translate } from "../account/accountHarness.js"
import { PAID_ORDER } from "../account/orderFixtures.js"
import { renderWithShop, TEST_TENANT } from "../support/renderWithShop.js"

// A charge that costs nothing reads "Sin cargo" ("Free"), never as an amount of 0 (core's chargeReading).

const price = (amount: number, locale: "es" | "en") => formatMoney(amount, TEST_TENANT.price, locale)

/** The definition `term` has in the list. */
const valueOf = (term: string) => screen.getByText(term, { selector: "dt" }).nextElementSibling?.textContent

const FREE_ORDER = { ...PAID_ORDER, fTotalEntrega: 0, fTotalQrAntifraude: 0, fTotalCargoServicio: 0 }

const BOX_OFFICE: DeliveryType = {
  idEntregaTipo: 2,
  cNombre: "Retiro en boletería",
  cCodigo: "BOLETERIA",
  fPrecio: 0,
  lRequiereDomicilio: false,
}

const Totals = () => <PurchaseTotals amounts={useCheckoutAmounts()} />

describe.each(["es", "en"] as const)("a charge of nothing, in %s", (locale) => {
  const t = translate(locale)

  it("reads as free in My orders' totals, beside the amounts that are not charges", async () => {
    await renderWithShop(<OrderTotals order={FREE_ORDER} />, { session: "customer", tenant: inLocale(locale) })
    await screen.findByText(t("account.orders.totals"))
    for (const charge of ["delivery", "antiFraudQr", "serviceCharge"])
      expect(valueOf(t(`account.orders.total.${charge}`))).toBe(t("common.free"))
    expect(valueOf(t("account.orders.total.tickets"))).toBe(price(FREE_ORDER.fTotalEntradas, locale))
    expect(valueOf(t("account.orders.total.pending"))).toBe(price(0, locale))
  })

  it("reads as free in the checkout's totals, and a charge with a price keeps it", async () => {
    await renderWithShop(
      <DraftProvider lines={[]} savedDelivery={BOX_OFFICE} savedProducts={[]}>
        <Totals />
      </DraftProvider>,
      { tenant: inLocale(locale) },
    )
    const delivery = await screen.findByText(t("checkout.summary.delivery", { name: BOX_OFFICE.cNombre }))
    expect(delivery.nextElementSibling?.textContent).toBe(t("common.free"))
    expect(valueOf(t("checkout.summary.serviceCharges"))).toBe(t("common.free"))
    // The box office's anti-fraud QR has a price: it is shown with it.
    expect(valueOf(t("checkout.summary.antiFraudQr"))).not.toBe(t("common.free"))
    expect(within(screen.getByTestId("purchase-total")).queryByText(t("common.free"))).toBeNull()
  })
})
