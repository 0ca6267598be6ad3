import type { Billboard, ShowCard } from "@boleteria/core"

/** The first `featuredCount` featured shows for the carousel, and the rest of the billboard below it. */
export const billboardOf = (cards: ReadonlyArray<ShowCard>, featuredCount: number): Billboard => {
  const featured = cards.filter((card) => card.lDestacado).slice(0, featuredCount)
  const inCarousel = new Set(featured.map((card) => card.idEspectaculoCartel))
  return {
    listaDestacado: featured,
    listaEspectaculoCartel: cards.filter((card) => !inCarousel.has(card.idEspectaculoCartel)),
  }
}
