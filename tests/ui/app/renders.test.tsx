// @vitest-environment happy-dom
import { screen, waitFor } from "@testing-library/react"
import { Profiler, type ReactNode } from "react"
import { describe, expect, it } from "vitest"
import { useCheckout } from "../../../ui/src/app/ShopContext.js"
import { BillboardPage } from "../../../ui/src/pages/browse/billboard/BillboardPage.js"
import { PurchaseClock } from "../../../ui/src/pages/checkout/buy/PurchaseClock.js"
import { CheckoutDraftProvider } from "../../../ui/src/pages/checkout/amounts/CheckoutDraft.js"
import { CardForm } from "../../../ui/src/pages/checkout/payment/CardForm.js"
import { holdSeats } from "../checkout/checkoutHarness.js"
import { renderWithShop, type ShopHarness } from "../support/renderWithShop.js"

type Counted = "billboard" | "cardForm" | "clock"

/** How many times React committed each profiled tree. */
const renderCounter = () => {
  const counts: Record<Counted, number> = { billboard: 0, cardForm: 0, clock: 0 }
  const Counted = ({ id, children }: { readonly id: Counted; readonly children: ReactNode }) => (
    <Profiler id={id} onRender={() => (counts[id] += 1)}>
      {children}
    </Profiler>
  )
  return { counts, Counted }
}

/** The card form of the purchase the tab holds, once it holds one (fixtures' method 1, a card). */
const HeldPurchaseCardForm = ({ Counted }: { readonly Counted: ReturnType<typeof renderCounter>["Counted"] }) => {
  const { idProcesoDeCompra } = useCheckout()
  if (idProcesoDeCompra === null) return null
  return (
    <Counted id="cardForm">
      <CheckoutDraftProvider idProcesoDeCompra={idProcesoDeCompra}>
        <CardForm idProcesoDeCompra={idProcesoDeCompra} nFormaDePago={1} canPay />
      </CheckoutDraftProvider>
    </Counted>
  )
}

/** Ten ticks of the shop's clock, one second apart, each settled. */
const tenTicks = async (harness: ShopHarness) => {
  for (let tick = 0; tick < 10; tick += 1) {
    harness.advance(1000)
    await harness.settle()
  }
}

describe("renders follow what a component reads (a tick redraws the clock, not the page)", () => {
  it("10 ticks of a running purchase redraw the clock 10 times and the billboard and the card form never", async () => {
    const { counts, Counted } = renderCounter()
    const harness = await renderWithShop(
      <>
        <Counted id="clock">
          <PurchaseClock />
        </Counted>
        <Counted id="billboard">
          <BillboardPage />
        </Counted>
        <HeldPurchaseCardForm Counted={Counted} />
      </>,
      { session: "customer" },
    )
    await holdSeats(harness)
    await screen.findByRole("timer")
    await screen.findByRole("button", { name: /^Pagar / })
    // The pages' own loads (billboard, installments) settle before counting.
    await waitFor(() => expect(screen.getAllByRole("heading", { level: 3 }).length).toBeGreaterThan(0))
    for (let settled = 0; settled < 5; settled += 1) await harness.settle()
    const before = { ...counts }

    await tenTicks(harness)

    expect(counts.clock - before.clock).toBe(10)
    expect(counts.billboard - before.billboard).toBe(0)
    expect(counts.cardForm - before.cardForm).toBe(0)
  })
})
