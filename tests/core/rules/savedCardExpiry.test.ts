import { describe, expect, it } from "vitest"
import { type SavedCard, holderFormValuesOf, isSavedCardExpired, preselectedSavedCard } from "@boleteria/core"

const expiring = (nMesVencimiento: number, nAnioVencimiento: number) => ({ nMesVencimiento, nAnioVencimiento })

describe("isSavedCardExpired", () => {
  it("keeps a card good through the last day of its expiry month, and expired from the next", () => {
    expect(isSavedCardExpired(expiring(11, 2025), { year: 2025, month: 11, day: 30 })).toBe(false)
    expect(isSavedCardExpired(expiring(11, 2025), { year: 2025, month: 12, day: 1 })).toBe(true)
    expect(isSavedCardExpired(expiring(12, 2025), { year: 2026, month: 1, day: 1 })).toBe(true)
    expect(isSavedCardExpired(expiring(1, 2026), { year: 2025, month: 12, day: 31 })).toBe(false)
  })
})

const card = (alias: string, nMesVencimiento: number, nAnioVencimiento: number): SavedCard => ({
  cAliasToken: alias,
  cMarca: "Visa",
  cBin: "450995",
  cUltimos4: "3704",
  nMesVencimiento,
  nAnioVencimiento,
})

describe("the saved card the card form starts with", () => {
  const today = { year: 2026, month: 12, day: 6 }

  it("is the newest that has not expired; with none valid, a new card", () => {
    const expired = card("expired-card-00000001", 11, 2026)
    const valid = card("valid-card-000000002", 12, 2026)
    expect(preselectedSavedCard([expired, valid], today)).toBe(valid)
    expect(preselectedSavedCard([expired], today)).toBeNull()
    expect(preselectedSavedCard([], today)).toBeNull()
  })

  it("fills the holder's fields it remembers, and none before its first payment", () => {
    expect(holderFormValuesOf(card("new-card-0000000003", 1, 2030))).toBeNull()
    const holder = {
      cTipoDocumento: "DNI",
      cNumeroDocumento: "30123456",
      oFechaNacimiento: { nDia: 12, nMes: 3, nAnio: 1988 },
    } as const
    expect(holderFormValuesOf({ ...card("paid-card-000000004", 1, 2030), oTitular: holder })).toEqual({
      documentType: "DNI",
      documentNumber: "30123456",
      birthDay: "12",
      birthMonth: "3",
      birthYear: "1988",
    })
  })
})
