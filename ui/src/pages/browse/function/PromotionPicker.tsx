import type { PromotionChoice } from "@boleteria/core"
import { useId } from "react"
import { useT } from "../../../app/ShopContext.js"
import * as styles from "./FunctionPage.css.js"

interface Props {
  readonly choice: PromotionChoice
  readonly picked: number | null
  readonly onPick: (idPromocion: number | null) => void
}

/**
 * The promotion for the places about to be taken: nothing when none applies, a line when the
 * only one is applied without asking, a choice (one, or none) when several apply.
 */
export const PromotionPicker = ({ choice, picked, onPick }: Props) => {
  const t = useT()
  const name = useId()
  if (choice.kind === "none") return null
  if (choice.kind === "automatic") {
    return <p className={styles.notice}>{t("function.promotions.automatic", { name: choice.promotion.cNombre })}</p>
  }
  const current = choice.options.some((promotion) => promotion.idPromocion === picked) ? picked : null
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.choiceName}>{t("function.promotions.choose")}</legend>
      <label className={styles.choice}>
        <input
          type="radio"
          name={name}
          className={styles.radio}
          checked={current === null}
          onChange={() => onPick(null)}
        />
        <span className={styles.choiceText}>{t("function.promotions.none")}</span>
      </label>
      {choice.options.map((promotion) => (
        <label key={promotion.idPromocion} className={styles.choice}>
          <input
            type="radio"
            name={name}
            className={styles.radio}
            checked={current === promotion.idPromocion}
            onChange={() => onPick(promotion.idPromocion)}
          />
          <span className={styles.choiceText}>
            <span className={styles.choiceName}>{promotion.cNombre}</span>
            <span className={styles.small}>
              {t("function.promotions.discount", { percent: promotion.nPorcentajeDescuento })}
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  )
}
