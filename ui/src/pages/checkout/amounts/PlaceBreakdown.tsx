import type { PlaceAmounts } from "@boleteria/core"
import { useT } from "../../../app/ShopContext.js"
import { ChargeFigure } from "../../../components/ChargeFigure.js"
import { Price } from "../../../components/Price.js"
import * as styles from "./amounts.css.js"

/** One held place and what it costs: its full price, the discount of its promotion, the service charge. */
export const PlaceBreakdown = ({ place }: { readonly place: PlaceAmounts }) => {
  const t = useT()
  const { position, promotion } = place
  const name =
    position.cFila === null || position.cButaca === null
      ? position.cSector
      : t("checkout.summary.seat", { sector: position.cSector, row: position.cFila, seat: position.cButaca })
  return (
    <li className={styles.place}>
      <div className={styles.placeHead}>
        <span className={styles.placeName}>{name}</span>
        <Price amount={place.amount} />
      </div>
      <dl className={styles.breakdown}>
        <div className={styles.part}>
          <dt>{t("checkout.summary.unitPrice")}</dt>
          <dd className={styles.figure}>
            <Price amount={place.listPrice} />
          </dd>
        </div>
        {promotion !== null && !place.promotionDropped && (
          <div className={styles.part}>
            <dt>{t("checkout.summary.discount", { name: promotion.cNombre })}</dt>
            <dd className={styles.figure}>
              −<Price amount={place.discount} />
            </dd>
          </div>
        )}
        {promotion !== null && place.promotionDropped && (
          <div className={styles.part}>
            <dt>{t("checkout.summary.promotionDropped", { name: promotion.cNombre })}</dt>
            <dd className={styles.figure}>{t("checkout.summary.fullPrice")}</dd>
          </div>
        )}
        <div className={styles.part}>
          <dt>{t("checkout.summary.serviceCharge")}</dt>
          <dd className={styles.figure}>
            <ChargeFigure amount={place.serviceCharge} />
          </dd>
        </div>
      </dl>
    </li>
  )
}
