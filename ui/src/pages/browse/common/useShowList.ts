import {
  firstShowsPage,
  nextShowsWindow,
  pagesForWindow,
  type ApiFailure,
  type ShowCard,
  type ShowSearchRequest,
  type ShowsWindow,
} from "@boleteria/core"
import { useEffect, useRef, useState } from "react"
import { useServicesFailure, useShop } from "../../../app/ShopContext.js"
import type { ShopServices } from "../../../app/shop.js"
import { useApiQuery } from "../../../app/useApiQuery.js"
import { useShopLanguage } from "../../../app/useShopLanguage.js"

interface ShowList {
  readonly shows: ReadonlyArray<ShowCard>
  /** How many shows match in all; null until the first answer. */
  readonly total: number | null
  /** A call is under way: the first page, or the next one after "load more". */
  readonly loading: boolean
  readonly failure: ApiFailure | null
}

/** A list and what the shopper can do with it; the products shop builds one too, without paging. */
export interface ShowListState extends ShowList {
  readonly hasMore: boolean
  /** "Load more", and also "try again" after a failed call: both ask for what comes after the listed shows. */
  readonly loadMore: () => void
}

const EMPTY: ShowList = { shows: [], total: null, loading: true, failure: null }

/** A window's shows, or why they did not come. */
type WindowAnswer =
  { readonly shows: ReadonlyArray<ShowCard>; readonly total: number } | { readonly failure: ApiFailure }

/**
 * The shows of one window, read from the one or two pages that hold it (pagesForWindow: the first
 * window is always one page, which the server renders). Composed with promises, not Effect: this
 * module is in the first download, and the services that run the calls load when first asked.
 */
const askWindow = async (
  services: ShopServices,
  search: ShowSearchRequest,
  window: ShowsWindow,
): Promise<WindowAnswer> => {
  const { pages, skip } = pagesForWindow(window)
  const answers = await Promise.all(
    pages.map((paging) => services.ask((api) => api.searchShows({ query: paging, body: search }))),
  )
  const pageAnswers = []
  for (const answer of answers) {
    if (answer._tag === "Failure") return { failure: answer.failure }
    pageAnswers.push(answer.success)
  }
  return {
    shows: pageAnswers.flatMap((answer) => answer.listaEspectaculoCartel).slice(skip, skip + window.count),
    total: pageAnswers.at(-1)?.nTotal ?? 0,
  }
}

/** Adds a window to the list; a show already listed (the billboard moved between two calls) is not listed twice. */
const appendNew = (listed: ReadonlyArray<ShowCard>, more: ReadonlyArray<ShowCard>): ReadonlyArray<ShowCard> => {
  const known = new Set(listed.map((show) => show.idEspectaculoCartel))
  return [...listed, ...more.filter((show) => !known.has(show.idEspectaculoCartel))]
}

/** What "load more" added to a search's first window, for that search and language only. */
interface MoreShows {
  readonly key: string
  readonly list: ShowList
}

/**
 * A search's results as the billboard lists them: the first shows, then more on demand (SPEC §9),
 * filtered by the server. The first window is a page query (useApiQuery: the server renders it, and
 * going back shows it at once); a new search (or language) starts over; an answer to an older one is dropped.
 */
export const useShowList = (search: ShowSearchRequest): ShowListState => {
  const shop = useShop()
  const { tenant } = shop
  // The shows come named in the shopper's language: another language, the list anew.
  const key = `${useShopLanguage(shop)}:${JSON.stringify(search)}`
  const first = useApiQuery(`shows:${JSON.stringify(search)}`, (api) =>
    api.searchShows({ query: firstShowsPage(tenant.billboard), body: search }),
  )
  const unloaded = useServicesFailure()
  const [more, setMore] = useState<MoreShows | null>(null)
  const latest = useRef(0)
  useEffect(
    () => () => {
      // A request counter, not a node: bumping it drops this search's answers.
      latest.current++
    },
    [key],
  )

  const list: ShowList =
    more !== null && more.key === key
      ? more.list
      : first.status === "success"
        ? { shows: first.data.listaEspectaculoCartel, total: first.data.nTotal, loading: false, failure: null }
        : { ...EMPTY, loading: first.status === "loading", failure: first.status === "failure" ? first.error : null }

  const loadMore = () => {
    // The first window failed: trying again is asking for it again.
    if (first.status === "failure" && list.shows.length === 0) return first.reload()
    const request = ++latest.current
    const { shows: listed, total } = list
    setMore({ key, list: { shows: listed, total, loading: true, failure: null } })
    const window = nextShowsWindow(listed.length, tenant.billboard)
    void shop
      .services()
      .then((services) => askWindow(services, search, window))
      .then((result) => {
        if (request !== latest.current) return
        setMore({
          key,
          list:
            "shows" in result
              ? {
                  shows: appendNew(listed, result.shows),
                  total: result.total,
                  loading: false,
                  failure: null,
                }
              : { shows: listed, total, loading: false, failure: result.failure },
        })
      }, unloaded)
  }

  return { ...list, hasMore: list.total !== null && list.shows.length < list.total, loadMore }
}
