import { useId } from "react"
import { useT, useTenant } from "../../../app/ShopContext.js"
import { useApiQuery } from "../../../app/useApiQuery.js"
import { NotFound } from "../common/NotFound.js"
import * as layout from "../common/page.css.js"
import { idOf } from "../common/showFilters.js"
import { ShowGrid } from "../common/ShowGrid.js"
import type { ShowListState } from "../common/useShowList.js"

const ProductsList = ({ venueId }: { readonly venueId: number | null }) => {
  const t = useT()
  const titleId = useId()
  const products = useApiQuery("browse:products", (api) => api.getShop())
  const shown =
    products.status === "success"
      ? products.data.filter((product) => venueId === null || product.oEstablecimiento.idEstablecimiento === venueId)
      : []
  const list: ShowListState = {
    shows: shown,
    total: products.status === "success" ? shown.length : null,
    loading: products.status === "loading",
    failure: products.status === "failure" ? products.error : null,
    hasMore: false,
    loadMore: products.reload,
  }
  return (
    <div className={layout.page}>
      <section className={layout.section} aria-labelledby={titleId}>
        <h1 id={titleId} className={layout.title}>
          {t("browse.products.title")}
        </h1>
        <ShowGrid list={list} label={t("browse.products.title")} empty={<p>{t("browse.products.empty")}</p>} />
      </section>
    </div>
  )
}

/** /tienda and /tienda/{idEstablecimiento}: the products shop, only when the tenant sells products (off here). */
export const ProductsPage = ({ idEstablecimiento }: { readonly idEstablecimiento: string | undefined }) => {
  const t = useT()
  const { flags } = useTenant()
  if (!flags.productsShop)
    return <NotFound title={t("browse.products.unavailable")} text={t("browse.products.unavailableText")} />
  return <ProductsList venueId={idOf(idEstablecimiento)} />
}
