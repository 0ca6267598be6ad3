import { formatCardBins, type Promotion, type Sector } from "@boleteria/core"
import { useLocale, useT } from "../../../app/ShopContext.js"
import * as styles from "./FunctionPage.css.js"

interface Props {
  readonly promotions: ReadonlyArray<Promotion>
  readonly sectors: ReadonlyArray<Sector>
}

/**
 * The function's promotions: what each takes off, for how many tickets, in which sectors, and for
 * a bank promotion the cards it holds with. Each is an offer the shopper may take when holding places.
 */
export const PromotionList = ({ promotions, sectors }: Props) => {
  const t = useT()
  const locale = useLocale()
  if (promotions.length === 0) return null
  const sectorNames = (ids: ReadonlyArray<number>) =>
    sectors
      .filter((sector) => ids.includes(sector.idSector))
      .map((sector) => sector.cNombre)
      .join(", ")
  return (
    <section className={styles.panel} aria-labelledby="function-promotions">
      <h2 id="function-promotions" className={styles.panelTitle}>
        {t("function.promotions.title")}
      </h2>
      <ul className={styles.list}>
        {promotions.map((promotion) => (
          <li key={promotion.idPromocion} className={styles.choiceText}>
            <span className={styles.choiceName}>{promotion.cNombre}</span>
            {promotion.cDescripcion !== null && <span>{promotion.cDescripcion}</span>}
            <span className={styles.small}>
              {t("function.promotions.discount", { percent: promotion.nPorcentajeDescuento })}
              {" · "}
              {t("function.promotions.quantity", { min: promotion.nCantidadMinima, max: promotion.nCantidadMaxima })}
              {" · "}
              {sectorNames(promotion.listaIdSector)}
            </span>
            {promotion.listaBin !== null && (
              <span className={styles.small}>
                {t("function.promotions.cards", { bins: formatCardBins(promotion.listaBin, locale) })}
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}
