import { useId } from "react"
import { useSearchParams } from "wouter"
import { useT, useTenant } from "../../../app/ShopContext.js"
import { Button } from "../../../components/Button.js"
import {
  filtersFromQuery,
  hasFilters,
  NO_FILTERS,
  queryOfFilters,
  searchRequestOf,
  type ShowFilters,
} from "../common/showFilters.js"
import { visuallyHidden } from "../common/a11y.css.js"
import * as layout from "../common/page.css.js"
import { ShowGrid } from "../common/ShowGrid.js"
import { useShowList } from "../common/useShowList.js"
import { BillboardFilters } from "./BillboardFilters.js"
import { FeaturedShows } from "./FeaturedShows.js"

/** The home page: featured shows, then the billboard with its filters, kept in the query string. */
export const BillboardPage = () => {
  const t = useT()
  const tenant = useTenant()
  const titleId = useId()
  const [params, setParams] = useSearchParams()
  // The billboard filters; free text belongs to the advanced search.
  const filters: ShowFilters = { ...filtersFromQuery(params), cBuscar: null }
  const list = useShowList(searchRequestOf(filters))
  const change = (next: ShowFilters) => setParams(queryOfFilters(next), { replace: true })

  return (
    <div className={layout.page}>
      {/* The page's name comes first for screen readers; the eye starts at the featured shows. */}
      <h1 className={visuallyHidden}>{t("browse.billboard.title")}</h1>
      {tenant.flags.featured && <FeaturedShows />}
      <section className={layout.section} aria-labelledby={titleId}>
        <h2 id={titleId} className={layout.title}>
          {t("browse.billboard.allShows")}
        </h2>
        <BillboardFilters filters={filters} onChange={change} />
        <ShowGrid
          list={list}
          label={t("browse.billboard.listLabel")}
          empty={
            <>
              <p>{t(hasFilters(filters) ? "browse.billboard.noMatch" : "browse.billboard.empty")}</p>
              {hasFilters(filters) && <Button onClick={() => change(NO_FILTERS)}>{t("browse.filters.clear")}</Button>}
            </>
          }
        />
      </section>
    </div>
  )
}
