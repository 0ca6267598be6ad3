import type { Promotion, Sector } from "@boleteria/core"
import { useT } from "../../../app/ShopContext.js"
import * as styles from "./FunctionPage.css.js"

interface Props {
  readonly promotions: ReadonlyArray<Promotion>
  readonly sectors: ReadonlyArray<Sector>
}

/** The function's promotions: what each takes off, for how many tickets and in which sectors. */
export const PromotionList = ({ promotions, sectors }: Props) => {
  const t = useT()
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
          </li>
        ))}
      </ul>
    </section>
  )
}
