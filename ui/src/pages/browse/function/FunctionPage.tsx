import { asksQueueBeforeSeats, isNotFound } from "@boleteria/core"
import { useEffect, useEffectEvent } from "react"
import { useLocation, useSearch } from "wouter"
import type { GroupPageProps } from "../../../app/RouteView.js"
import { useCheckout, useT, useTenant } from "../../../app/ShopContext.js"
import { usePageQuery } from "../../../app/useApiQuery.js"
import { performanceQuery } from "../common/catalogueQueries.js"
import { ShopLink } from "../../../components/ShopLink.js"
import { NotFound } from "../common/NotFound.js"
import { FunctionLoadFailure } from "./FunctionLoadFailure.js"
import { functionIdFrom, validationHashFrom } from "./functionId.js"
import * as styles from "./FunctionPage.css.js"
import { FunctionProducts } from "./FunctionProducts.js"
import { FunctionSkeleton } from "./FunctionSkeleton.js"
import { PerformanceView } from "./PerformanceView.js"
import { QueueGate } from "./QueueGate.js"

/** Loads the function and remembers this page, so the expiry dialog's OK comes back here. */
const FunctionLoader = ({
  idFuncion,
  validationHash,
}: {
  readonly idFuncion: number
  readonly validationHash: string | undefined
}) => {
  const t = useT()
  const tenant = useTenant()
  const checkout = useCheckout()
  const [location] = useLocation()
  const search = useSearch()
  const query = usePageQuery(performanceQuery(idFuncion, validationHash))
  const path = search === "" ? location : `${location}?${search}`
  const visitFunction = useEffectEvent((visited: string) => checkout.visitFunction(visited))
  useEffect(() => {
    visitFunction(path)
  }, [path])

  if (query.status === "loading") {
    return (
      <div aria-busy="true">
        <p role="status" className={styles.page}>
          {t("function.loading")}
        </p>
        <FunctionSkeleton />
      </div>
    )
  }
  // A function that does not exist: what happened and the ways elsewhere; a failed call keeps its retry.
  if (query.status === "failure" && isNotFound(query.error)) return <NotFound title={t("function.notFound")} />
  if (query.status === "failure") {
    return <FunctionLoadFailure failure={query.error} onRetry={query.reload} />
  }
  return (
    <>
      <PerformanceView performance={query.data} reload={query.reload} />
      {tenant.flags.productsShop && <FunctionProducts idFuncion={idFuncion} />}
    </>
  )
}

/** funcionSeoEst, funcion and funcionTienda: a function's sectors, seat map and places to take. */
export const FunctionPage = ({ route, params }: GroupPageProps) => {
  const t = useT()
  const tenant = useTenant()
  const search = useSearch()
  const idFuncion = functionIdFrom(params, search)
  if (idFuncion === null) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{t("function.notFound")}</h1>
        <ShopLink to="/">{t("function.backToBillboard")}</ShopLink>
      </div>
    )
  }
  return (
    <QueueGate key={idFuncion} idFuncion={idFuncion} enabled={route.access.queue && asksQueueBeforeSeats(tenant.flags)}>
      <FunctionLoader idFuncion={idFuncion} validationHash={validationHashFrom(search)} />
    </QueueGate>
  )
}
