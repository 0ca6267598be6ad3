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
import { useCallback, useEffect, useMemo, useRef, useState } from "react"
import { useShop } from "../../../app/ShopContext.js"
import { useChosenLocale } from "../../../app/useChosenLocale.js"

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

/**
 * A search's results as the billboard lists them: the first shows, then more on demand (SPEC §9),
 * filtered by the server. A new search (or language) starts over; an answer to an older one is dropped.
 */
export const useShowList = (search: ShowSearchRequest): ShowListState => {
  const shop = useShop()
  const { api, tenant } = shop
  // The shows come named in the shopper's language: another language, the list anew.
  const language = useChosenLocale(shop) ?? tenant.locales.default
  const searchKey = JSON.stringify(search)
  // eslint-disable-next-line react-hooks/exhaustive-deps -- memoised by value: one object per searchKey, whatever object the caller built
  const stableSearch = useMemo(() => search, [searchKey])
  const [list, setList] = useState<ShowList>(EMPTY)
  const latest = useRef(0)

  const load = useCallback(
    (listed: ReadonlyArray<ShowCard>, total: number | null) => {
      const request = ++latest.current
      setList({ shows: listed, total, loading: true, failure: null })
      const window = nextShowsWindow(listed.length, tenant.billboard)
      void Effect.runPromise(Effect.result(fetchWindow(api, stableSearch, window))).then((result) => {
        if (request !== latest.current) return
        setList(
          result._tag === "Success"
            ? {
                shows: appendNew(listed, result.success.shows),
                total: result.success.total,
                loading: false,
                failure: null,
              }
            : { shows: listed, total, loading: false, failure: result.failure },
        )
      })
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the language is read by the api at call time; it only says when to ask again
    [api, tenant.billboard, stableSearch, language],
  )

  useEffect(() => {
    load([], null)
    return () => {
      // eslint-disable-next-line react-hooks/exhaustive-deps -- a request counter, not a node: bumping it drops this search's answers
      latest.current++
    }
  }, [load])

  return {
    ...list,
    hasMore: list.total !== null && list.shows.length < list.total,
    loadMore: () => load(list.shows, list.total),
  }
}
