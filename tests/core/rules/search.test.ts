import { describe, expect, it } from "vitest"
import fc from "fast-check"
import tenant from "../../../fixtures/tenant.json" with { type: "json" }
import { searchQuery } from "@boleteria/core"

const minLength = tenant.search.minLength

describe("searchQuery", () => {
  it("submits the trimmed text once it has the tenant's minimum of 3 characters", () => {
    expect(minLength).toBe(3)
    expect(searchQuery("  abc  ", minLength)).toBe("abc")
    expect(searchQuery("los piojos", minLength)).toBe("los piojos")
  })

  it("does nothing below the minimum, spaces not counting", () => {
    expect(searchQuery("", minLength)).toBeNull()
    expect(searchQuery("ab", minLength)).toBeNull()
    expect(searchQuery("  ab   ", minLength)).toBeNull()
    expect(searchQuery("     ", minLength)).toBeNull()
  })

  it("counts characters, not UTF-16 units", () => {
    expect(searchQuery("ñoñ", minLength)).toBe("ñoñ")
    expect(searchQuery("🎸🎸", minLength)).toBeNull()
  })

  it("supports variants that need more characters", () => {
    expect(searchQuery("abc", 4)).toBeNull()
    expect(searchQuery("abcd", 4)).toBe("abcd")
  })

  it("answers either nothing or the trimmed text of at least the minimum length", () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 6 }), (text, min) => {
        const query = searchQuery(text, min)
        if (query === null) expect([...text.trim()].length).toBeLessThan(min)
        else {
          expect(query).toBe(text.trim())
          expect([...query].length).toBeGreaterThanOrEqual(min)
        }
      }),
      { numRuns: 200 },
    )
  })
})
