import type { GroupPageProps } from "../../app/RouteView.js"
import { useT } from "../../app/ShopContext.js"
import { BillboardPage } from "./billboard/BillboardPage.js"
import { ProductsPage } from "./billboard/ProductsPage.js"
import { NotFound } from "./common/NotFound.js"
import { FunctionPage } from "./function/FunctionPage.js"
import { LandingPage } from "./landing/LandingPage.js"
import { PromotionPage } from "./promotion/PromotionPage.js"
import { AdvancedSearchPage } from "./search/AdvancedSearchPage.js"
import { VenuePage } from "./venue/VenuePage.js"

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
      return <FunctionPage route={route} params={params} />
    case "promocion":
      return <PromotionPage route={route} params={params} />
    default:
      return <NotFound title={t("browse.notFound.page")} />
  }
}
