import type { GroupPageProps } from "../../app/RouteView.js"
import { lazy, Suspense } from "react"
import { useT } from "../../app/ShopContext.js"
import { PageSkeleton } from "../../components/PageSkeleton.js"
import { BillboardPage } from "./billboard/BillboardPage.js"
import { ProductsPage } from "./billboard/ProductsPage.js"
import { NotFound } from "./common/NotFound.js"
import { LandingPage } from "./landing/LandingPage.js"
import { AdvancedSearchPage } from "./search/AdvancedSearchPage.js"
import { VenuePage } from "./venue/VenuePage.js"

// The seat map is the heaviest page: its own chunk, so the billboard does not load it.
const FunctionPage = lazy(() => import("./function/FunctionPage.js").then((m) => ({ default: m.FunctionPage })))
const PromotionPage = lazy(() => import("./promotion/PromotionPage.js").then((m) => ({ default: m.PromotionPage })))

/** The browse chunk: the billboard, search, show landing, venues, products shop, function and promotion pages. */
export default function BrowsePages({ route, params }: GroupPageProps) {
  const t = useT()
  switch (route.name) {
    case "cartelera":
      return <BillboardPage />
    case "advancedsearch":
      return <AdvancedSearchPage />
    case "landing":
      return <LandingPage key={params.cSeo} cSeo={params.cSeo ?? ""} />
    case "CarteleraProductos":
    case "CarteleraProductosid":
      return <ProductsPage idEstablecimiento={params.idEstablecimiento} />
    case "carteleraEstablecimiento":
    case "carteleraSeoEstablecimiento":
      return <VenuePage key={params.idEstablecimiento} idEstablecimiento={params.idEstablecimiento} />
    case "funcionSeoEst":
    case "funcion":
    case "funcionTienda":
      return (
        <Suspense fallback={<PageSkeleton />}>
          <FunctionPage route={route} params={params} />
        </Suspense>
      )
    case "promocion":
      return (
        <Suspense fallback={<PageSkeleton />}>
          <PromotionPage route={route} params={params} />
        </Suspense>
      )
    default:
      return <NotFound title={t("browse.notFound.page")} />
  }
}
