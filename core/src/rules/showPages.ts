import type { PagingQuery } from "../contract/requests/index.js"
import type { TenantConfig } from "../contract/tenant.js"

/** A run of shows in a result list: `count` of them after the first `offset`. */
export interface ShowsWindow {
  readonly offset: number
  readonly count: number
}

/** The pages of POST /v2/EspectaculosCartel/Buscar that hold a window, and how many shows of the first come before it. */
export interface WindowPages {
  readonly pages: ReadonlyArray<PagingQuery>
  readonly skip: number
}

/** SPEC §9: a list shows the first `initial` shows (10), then `loadMore` more (15) each time the shopper asks. */
export const nextShowsWindow = (loaded: number, sizes: TenantConfig["billboard"]): ShowsWindow =>
  loaded === 0 ? { offset: 0, count: sizes.initial } : { offset: loaded, count: sizes.loadMore }

/** The first window (nextShowsWindow(0, sizes)) is always one page of its own size: this one. */
export const firstShowsPage = (sizes: TenantConfig["billboard"]): PagingQuery => ({
  cantXpagina: sizes.initial,
  pagina: 1,
})

/**
 * The search pages by a fixed size and 10 then 15 never line up, so a window is read from pages
 * of its own size: one page when it is aligned, otherwise the two it straddles.
 */
export const pagesForWindow = ({ offset, count }: ShowsWindow): WindowPages => {
  const first = Math.floor(offset / count)
  const last = Math.floor((offset + count - 1) / count)
  const pages: Array<PagingQuery> = []
  for (let index = first; index <= last; index++) pages.push({ cantXpagina: count, pagina: index + 1 })
  return { pages, skip: offset - first * count }
}
