import {
  nextShowsWindow,
  pagesForWindow,
  type ApiFailure,
  type ApiShape,
  type ShowCard,
  type ShowSearchRequest,
  type ShowsWindow,
} from "@boleteria/core"
import * as Effect from "effect/Effect"
import { useEffect, useRef, useState } from "react"
import { useShop } from "../../../app/ShopContext.js"
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

/** The shows of one window, read from the one or two pages that hold it. */
const fetchWindow = (api: ApiShape, search: ShowSearchRequest, window: ShowsWindow) => {
  const { pages, skip } = pagesForWindow(window)
  return Effect.map(
    Effect.forEach(pages, (paging) => api.searchShows({ query: paging, body: search }), { concurrency: "unbounded" }),
    (answers) => ({
      shows: answers.flatMap((answer) => answer.listaEspectaculoCartel).slice(skip, skip + window.count),
      total: answers.at(-1)?.nTotal ?? 0,
    }),
  )
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
  const { api, tenant } = shop
  // The shows come named in the shopper's language: another language, the list anew.
  const key = `${useShopLanguage(shop)}:${JSON.stringify(search)}`
  const first = useApiQuery(`shows:${JSON.stringify(search)}`, (client) =>
    fetchWindow(client, search, nextShowsWindow(0, tenant.billboard)),
  )
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
        ? { shows: first.data.shows, total: first.data.total, loading: false, failure: null }
        : { ...EMPTY, loading: first.status === "loading", failure: first.status === "failure" ? first.error : null }

  const loadMore = () => {
    // The first window failed: trying again is asking for it again.
    if (first.status === "failure" && list.shows.length === 0) return first.reload()
    const request = ++latest.current
    const { shows: listed, total } = list
    setMore({ key, list: { shows: listed, total, loading: true, failure: null } })
    const window = nextShowsWindow(listed.length, tenant.billboard)
    void Effect.runPromise(Effect.result(fetchWindow(api, search, window))).then((result) => {
      if (request !== latest.current) return
      setMore({
        key,
        list:
          result._tag === "Success"
            ? {
                shows: appendNew(listed, result.success.shows),
                total: result.success.total,
                loading: false,
                failure: null,
              }
            : { shows: listed, total, loading: false, failure: result.failure },
      })
    })
  }

  return { ...list, hasMore: list.total !== null && list.shows.length < list.total, loadMore }
}
