import { describe, expect, it } from "vitest"
import fc from "fast-check"
import tenant from "../../../fixtures/tenant.json" with { type: "json" }
import { nextShowsWindow, pagesForWindow, formatFunctionTime, functionDateParts } from "@boleteria/core"

describe("nextShowsWindow", () => {
  it("starts with the tenant's 10 shows, then 15 more per load-more", () => {
    expect(nextShowsWindow(0, tenant.billboard)).toEqual({ offset: 0, count: 10 })
    expect(nextShowsWindow(10, tenant.billboard)).toEqual({ offset: 10, count: 15 })
    expect(nextShowsWindow(25, tenant.billboard)).toEqual({ offset: 25, count: 15 })
  })
})

describe("pagesForWindow", () => {
  it("reads an aligned window from one page of its size", () => {
    expect(pagesForWindow({ offset: 0, count: 10 })).toEqual({ pages: [{ cantXpagina: 10, pagina: 1 }], skip: 0 })
    expect(pagesForWindow({ offset: 30, count: 15 })).toEqual({ pages: [{ cantXpagina: 15, pagina: 3 }], skip: 0 })
  })

  it("reads a window that straddles two pages from both, skipping what comes before it", () => {
    expect(pagesForWindow({ offset: 10, count: 15 })).toEqual({
      pages: [
        { cantXpagina: 15, pagina: 1 },
        { cantXpagina: 15, pagina: 2 },
      ],
      skip: 10,
    })
  })

  it("covers exactly the window's shows for any offset and size", () => {
    fc.assert(
      fc.property(fc.nat({ max: 10_000 }), fc.integer({ min: 1, max: 100 }), (offset, count) => {
        const { pages, skip } = pagesForWindow({ offset, count })
        const firstShow = ((pages[0]?.pagina ?? 1) - 1) * count
        const shows = pages.length * count
        expect(pages.length).toBeLessThanOrEqual(2)
        expect(firstShow + skip).toBe(offset)
        expect(firstShow + shows).toBeGreaterThanOrEqual(offset + count)
        for (const page of pages) expect(page.cantXpagina).toBe(count)
      }),
    )
  })
})

describe("formatFunctionTime", () => {
  it("prints the wall-clock start as 24-hour time in either language", () => {
    const parts = functionDateParts("2025-03-01T21:05")
    expect(formatFunctionTime(parts, "es")).toBe("21:05")
    expect(formatFunctionTime(parts, "en")).toBe("21:05")
  })
})
