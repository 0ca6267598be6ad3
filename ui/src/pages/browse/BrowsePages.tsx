import type { RouteName } from "@boleteria/core"
import type { ComponentType } from "react"
import type { GroupPageProps } from "../../app/RouteView.js"
import { lazyChunk, type LazyChunk } from "../../app/lazyChunk.js"
import { useT } from "../../app/ShopContext.js"
import { withGroupTexts } from "../../i18n/i18n.js"
import { BillboardPage } from "./billboard/BillboardPage.js"
import { NotFound } from "./common/NotFound.js"

// Only the billboard ships with the browse chunk: it is the first page most shoppers see, and
// the rest would weigh on its first download (budget: 150 KB of gzipped JS for `/`). Every other
// page is its own chunk; the seat map, the heaviest, also brings its texts. RouteView's
// PageBoundary shows the skeleton while one loads and a reload offer if it does not arrive.
const page = <Name extends string, Page extends ComponentType<never>>(
  name: Name,
  module: Promise<Record<Name, Page>>,
) => module.then((loaded) => ({ default: loaded[name] }))

const LandingPage = lazyChunk(() => page("LandingPage", import("./landing/LandingPage.js")))
const AdvancedSearchPage = lazyChunk(() => page("AdvancedSearchPage", import("./search/AdvancedSearchPage.js")))
const ProductsPage = lazyChunk(() => page("ProductsPage", import("./billboard/ProductsPage.js")))
const VenuePage = lazyChunk(() => page("VenuePage", import("./venue/VenuePage.js")))
// The purchase machines' texts too: these pages wake them, and the shell shows their messages.
const sellingPage = <Module,>(module: Promise<Module>) => withGroupTexts("function", withGroupTexts("purchase", module))
const FunctionPage = lazyChunk(() => page("FunctionPage", sellingPage(import("./function/FunctionPage.js"))))
const PromotionPage = lazyChunk(() => page("PromotionPage", sellingPage(import("./promotion/PromotionPage.js"))))
const QueuePage = lazyChunk(() => page("QueuePage", withGroupTexts("function", import("../queue/QueuePage.js"))))

/**
 * The chunks a server-rendered page's route draws with (ui/src/ssr), loaded before the browser
 * hydrates it: a boundary still waiting for its chunk would hold a click until it arrives, and
 * replay it too late for a link.
 */
const SERVER_RENDERED_PAGES: Partial<Record<RouteName, Pick<LazyChunk<ComponentType>, "preload">>> = {
  landing: LandingPage,
  carteleraEstablecimiento: VenuePage,
  carteleraSeoEstablecimiento: VenuePage,
  funcionSeoEst: FunctionPage,
  funcion: FunctionPage,
}

export const preloadPage = (name: RouteName, timeoutMs: number): Promise<unknown> =>
  SERVER_RENDERED_PAGES[name]?.preload(timeoutMs) ?? Promise.resolve()

/** The browse group: the billboard, search, show landing, venues, products shop, function, promotion and waiting-room pages. */
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
    case "cola":
      return <QueuePage key={params.idFuncion} idFuncion={params.idFuncion} />
    default:
      return <NotFound title={t("browse.notFound.page")} />
  }
}
