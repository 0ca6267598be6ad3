import { useId } from "react"
import { useSearchParams } from "wouter"
import { useT } from "../../../app/ShopContext.js"
import type { Translate } from "../../../i18n/i18n.js"
import { filtersFromQuery, queryOfFilters, searchRequestOf, type ShowFilters } from "../common/showFilters.js"
import * as layout from "../common/page.css.js"
import { ShowGrid } from "../common/ShowGrid.js"
import { useShowList } from "../common/useShowList.js"
import { SearchForm } from "./SearchForm.js"

const resultCount = (t: Translate, count: number, text: string | null) => {
  const key = `browse.search.${count === 1 ? "one" : "many"}${text === null ? "" : "For"}`
  return t(key, { count, text: text ?? "" })
}

/** /AdvancedSearch?cBuscar=…&aListaidTipoDeEspectaculo=…: the shows matching a text and show types (SPEC §2). */
export const AdvancedSearchPage = () => {
  const t = useT()
  const titleId = useId()
  const [params, setParams] = useSearchParams()
  const filters = filtersFromQuery(params)
  const list = useShowList(searchRequestOf(filters))
  const search = (next: ShowFilters) => setParams(queryOfFilters(next), { replace: true })

  return (
    <div className={layout.page}>
      <section className={layout.section} aria-labelledby={titleId}>
        <h1 id={titleId} className={layout.title}>
          {t("browse.search.title")}
        </h1>
        <SearchForm key={params.toString()} filters={filters} onSearch={search} />
        <p className={layout.muted}>{list.total !== null && resultCount(t, list.total, filters.cBuscar)}</p>
        <ShowGrid list={list} label={t("browse.search.listLabel")} empty={<p>{t("browse.search.noMatch")}</p>} />
      </section>
    </div>
  )
}
