import type { PerformanceSummary } from "@boleteria/core"
import { useT } from "../../../app/ShopContext.js"
import { Price } from "../../../components/Price.js"
import { ShopLink } from "../../../components/ShopLink.js"
import * as styles from "./FunctionRow.css.js"

interface Props {
  readonly performance: PerformanceSummary
  readonly cSeo: string
  /** When it is, as this list shows it: the time in a day's list, the whole date in the full list. */
  readonly when: string
  /** The date and time said in full, for the link's name. */
  readonly fullDate: string
}

/** One function: when, from what price, and the way to its seats, or that it is sold out. */
export const FunctionRow = ({ performance, cSeo, when, fullDate }: Props) => {
  const t = useT()
  return (
    <li className={styles.row}>
      <span className={styles.when}>{when}</span>
      <span className={styles.price}>
        {t("browse.card.from")} <Price amount={performance.fPrecioDesde} />
      </span>
      {performance.lAgotada ? (
        <span className={styles.soldOut}>{t("browse.calendar.soldOut")}</span>
      ) : (
        <ShopLink
          to={`/funcion/${cSeo}/${performance.idFuncion}`}
          className={styles.buy}
          aria-label={t("browse.calendar.buyFor", { date: fullDate })}
        >
          {t("browse.calendar.buy")}
        </ShopLink>
      )}
    </li>
  )
}
