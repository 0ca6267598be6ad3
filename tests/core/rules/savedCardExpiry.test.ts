import { describe, expect, it } from "vitest"
import { isSavedCardExpired } from "../../../core/src/rules/savedCards.js"

const expiring = (nMesVencimiento: number, nAnioVencimiento: number) => ({ nMesVencimiento, nAnioVencimiento })

describe("isSavedCardExpired", () => {
  it("keeps a card good through the last day of its expiry month, and expired from the next", () => {
    expect(isSavedCardExpired(expiring(11, 2025), { year: 2025, month: 11, day: 30 })).toBe(false)
    expect(isSavedCardExpired(expiring(11, 2025), { year: 2025, month: 12, day: 1 })).toBe(true)
    expect(isSavedCardExpired(expiring(12, 2025), { year: 2026, month: 1, day: 1 })).toBe(true)
    expect(isSavedCardExpired(expiring(1, 2026), { year: 2025, month: 12, day: 31 })).toBe(false)
  })
})
