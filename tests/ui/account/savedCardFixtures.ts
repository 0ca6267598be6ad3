import { SandboxCard, type ApiShape, type ManualClock } from "@boleteria/core"
import { expect } from "vitest"
import { chargeForm } from "../../support/forms.js"
import { buyByCard } from "./purchases.js"

/** A card the test customer saves: an approving sandbox number and its expiry. */
export interface CardToSave {
  readonly number: (typeof SandboxCard)["approves" | "approvesOtherBank"]
  readonly month: number
  readonly year: number
}

/**
 * The test customer buys one ticket over the server's own calls, paying with `card` and ticking
 * "save this card": the sandbox processor keeps its alias.
 */
export const buySavingCard = async (api: ApiShape, card: CardToSave): Promise<void> => {
  const paid = await buyByCard(api, {
    idFuncion: 10102,
    sector: (sectors) => sectors.find((candidate) => candidate.nDisponibles > 10),
    nCantidad: 1,
    card: {
      ...chargeForm(card.number),
      nMesVencimiento: card.month,
      nAnioVencimiento: card.year,
      lGuardarTarjeta: true,
    },
  })
  expect(paid.cEstado).toBe("APROBADO")
}

/**
 * renderWithShop's `api` option that saves `cards` on the server before the page first asks for them,
 * a minute apart (the server lists the newest first; cards saved in the same instant have no order).
 */
export const withSavedCards =
  (...cards: ReadonlyArray<CardToSave>) =>
  async (server: ApiShape, clock: ManualClock): Promise<Partial<ApiShape>> => {
    for (const [index, card] of cards.entries()) {
      if (index > 0) clock.advance(60_000)
      await buySavingCard(server, card)
    }
    return {}
  }
