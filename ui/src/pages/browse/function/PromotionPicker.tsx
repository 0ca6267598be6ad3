import { formatCardBins, promotionToSend, type PromotionChoice } from "@boleteria/core"
import { useId } from "react"
import { useLocale, useT } from "../../../app/ShopContext.js"
import { Price } from "../../../components/Price.js"
import * as styles from "./FunctionPage.css.js"

interface Props {
  readonly choice: PromotionChoice
  readonly picked: number | null
  readonly onPick: (idPromocion: number | null) => void
}

/**
 * The promotions for the places about to be taken, each an offer beside "no promotion" (always
 * there, and the default): what the places cost with each, and the cards a bank promotion needs.
 * Nothing shows when no promotion applies.
 */
export const PromotionPicker = ({ choice, picked, onPick }: Props) => {
  const t = useT()
  const locale = useLocale()
  const name = useId()
  if (choice.offers.length === 0) return null
  const current = promotionToSend(choice, picked)
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
        <span className={styles.choiceText}>
          <span className={styles.choiceName}>{t("function.promotions.none")}</span>
          <span className={styles.small}>
            {t("function.promotions.fullPrice")} <Price amount={choice.fullAmount} />
          </span>
        </span>
      </label>
      {choice.offers.map(({ promotion, amount, bins }) => (
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
              {t("function.promotions.withPromotion")} <Price amount={amount} />
              {" · "}
              {t("function.promotions.saving")} <Price amount={choice.fullAmount - amount} />
            </span>
            {bins !== null && (
              <span className={styles.small}>
                {t("function.promotions.cards", { bins: formatCardBins(bins, locale) })}
              </span>
            )}
          </span>
        </label>
      ))}
    </fieldset>
  )
}
