import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { foldForSearch, searchTextOf, searchWordsOf } from "@boleteria/core"

describe("foldForSearch", () => {
  it("drops accents and case, so any spelling finds the show", () => {
    expect(["musica", "MÚSICA", "Música", "  Música "].map(foldForSearch)).toEqual([
      "musica",
      "musica",
      "musica",
      "musica",
    ])
    expect(foldForSearch("ÑANDÚ")).toBe("nandu")
    expect(foldForSearch("Pingüino Çedilla")).toBe("pinguino cedilla")
  })

  it("reads accents typed as combining marks like precomposed ones", () => {
    expect(foldForSearch("Mu\u0301sica")).toBe(foldForSearch("Música"))
  })

  it("keeps one space between words", () => {
    expect(foldForSearch(" La   casa\tde\nlos espejos ")).toBe("la casa de los espejos")
  })

  it("is idempotent", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme" }), (text) => {
        expect(foldForSearch(foldForSearch(text))).toBe(foldForSearch(text))
      }),
    )
  })
})

describe("searchTextOf and searchWordsOf", () => {
  it("folds the parts a show is found by into one text", () => {
    expect(searchTextOf(["La Bohème", "Teatro Colón", "Ópera", "Puccini en su versión clásica."])).toBe(
      "la boheme teatro colon opera puccini en su version clasica.",
    )
  })

  it("splits a query into folded words, none for an empty one", () => {
    expect(searchWordsOf("  Teatro   COLÓN ")).toEqual(["teatro", "colon"])
    expect(searchWordsOf("   ")).toEqual([])
    expect(searchWordsOf(null)).toEqual([])
  })

  it("finds a text by every word of it, in any order and spelling", () => {
    const words = fc.array(fc.constantFrom("Música", "ñandú", "CÓRDOBA", "teatro", "Ópera"), { minLength: 1 })
    fc.assert(
      fc.property(words, (parts) => {
        const text = searchTextOf(parts)
        const query = [...parts].reverse().join(" ").toUpperCase()
        expect(searchWordsOf(query).every((word) => text.includes(word))).toBe(true)
      }),
    )
  })
})
