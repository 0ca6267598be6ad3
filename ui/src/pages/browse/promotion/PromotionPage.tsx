import { useSearch } from "wouter"
import type { GroupPageProps } from "../../../app/RouteView.js"
import { useT } from "../../../app/ShopContext.js"
import { usePageQuery } from "../../../app/useApiQuery.js"
import { performanceQuery } from "../common/catalogueQueries.js"
import { button } from "../../../components/Button.css.js"
import { ShopLink } from "../../../components/ShopLink.js"
import { FunctionLoadFailure } from "../function/FunctionLoadFailure.js"
import { functionIdFrom } from "../function/functionId.js"
import * as styles from "../function/FunctionPage.css.js"
import { FunctionSkeleton } from "../function/FunctionSkeleton.js"
import { FunctionSummary } from "../function/FunctionSummary.js"
import { PromotionList } from "../function/PromotionList.js"

const PromotionsOf = ({ idFuncion }: { readonly idFuncion: number }) => {
  const t = useT()
  const query = usePageQuery(performanceQuery(idFuncion))
  if (query.status === "loading") return <FunctionSkeleton />
  if (query.status === "failure") {
    return <FunctionLoadFailure failure={query.error} onRetry={query.reload} />
  }
  const performance = query.data
  return (
    <div className={styles.page}>
      <FunctionSummary performance={performance} />
      {performance.listaPromocion.length === 0 ? (
        <p className={styles.muted}>{t("function.promotionPage.none")}</p>
      ) : (
        <PromotionList promotions={performance.listaPromocion} sectors={performance.listaSector} />
      )}
      <ShopLink to={`/funcion?idFuncion=${idFuncion}`} className={button({ kind: "primary" })}>
        {t("function.promotionPage.chooseSeats")}
      </ShopLink>
    </div>
  )
}

/** /promocion?idFuncion=…: the promotions a function offers, then on to choose places. */
export const PromotionPage = ({ params }: GroupPageProps) => {
  const t = useT()
  const idFuncion = functionIdFrom(params, useSearch())
  if (idFuncion === null) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{t("function.notFound")}</h1>
        <ShopLink to="/">{t("function.backToBillboard")}</ShopLink>
      </div>
    )
  }
  return <PromotionsOf key={idFuncion} idFuncion={idFuncion} />
}
