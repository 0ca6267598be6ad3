import {
  discountPercentOf,
  formatCardBins,
  pickedAmount,
  shareAmounts,
  splitProblems,
  type Promotion,
  type PromotionChoice,
  type PromotionShare,
  type SplitProblem,
} from "@boleteria/core"
import { useId } from "react"
import { useLocale, useT } from "../../../app/ShopContext.js"
import { Price } from "../../../components/Price.js"
import * as styles from "./FunctionPage.css.js"
import * as own from "./PromotionSplitPicker.css.js"
import type { PromotionSplit } from "./usePromotionSplit.js"

interface Props {
  readonly choice: PromotionChoice
  readonly split: PromotionSplit
  /** Where the first problem is told: the take button points at it (aria-describedby). */
  readonly problemId: string
}

type Translate = ReturnType<typeof useT>

const problemText = (t: Translate, problem: SplitProblem) =>
  problem.kind === "count"
    ? t("function.promotions.split.count", { chosen: problem.chosen, places: problem.places })
    : t("function.promotions.split.outOfLimits", {
        name: problem.promotion.cNombre,
        min: problem.promotion.nCantidadMinima,
        max: problem.promotion.nCantidadMaxima,
      })

/**
 * The multi-promotion dialog (the tenant's multiPromotion flag): the places picked split among "no
 * promotion" and the function's promotions, one stepper each, with each promotion's limits and the
 * live total. Whether the split holds is core's rule (splitProblems); this only renders it.
 */
export const PromotionSplitPicker = ({ choice, split, problemId }: Props) => {
  const t = useT()
  const locale = useLocale()
  const titleId = useId()
  const promotions = choice.offers.map((offer) => offer.promotion)
  if (promotions.length === 0) return null
  const places = choice.places.length
  const subtotals = shareAmounts(choice.places, split.shares, promotions)
  const problems = splitProblems(split.shares, promotions, places)
  const firstProblem = problems[0]
  // Subtotals only for a split that adds up: otherwise some shares have no places to price yet.
  const addsUp = problems.every((problem) => problem.kind !== "count")
  return (
    <fieldset className={styles.fieldset} aria-describedby={`${titleId}-help`}>
      <legend className={styles.choiceName}>{t("function.promotions.split.title", { count: places })}</legend>
      <p id={`${titleId}-help`} className={styles.small}>
        {t("function.promotions.split.help")}
      </p>
      {split.shares.map((share, index) => (
        <ShareRow
          key={share.idPromocion ?? "none"}
          share={share}
          promotion={promotions.find((promotion) => promotion.idPromocion === share.idPromocion)}
          subtotal={addsUp ? (subtotals[index] ?? null) : null}
          places={places}
          locale={locale}
          onChange={(quantity) => split.setQuantity(share.idPromocion, quantity)}
        />
      ))}
      <p className={own.total} aria-live="polite">
        {t("function.promotions.split.total", { count: places })} <Price amount={pickedAmount(choice, split.shares)} />
      </p>
      <p id={problemId} className={firstProblem === undefined ? styles.status : own.problem} aria-live="polite">
        {firstProblem === undefined ? "" : problemText(t, firstProblem)}
      </p>
    </fieldset>
  )
}

interface RowProps {
  readonly share: PromotionShare
  /** Undefined for "no promotion". */
  readonly promotion: Promotion | undefined
  /** Null while the split does not add up. */
  readonly subtotal: number | null
  readonly places: number
  readonly locale: string
  readonly onChange: (quantity: number) => void
}

/** One share: its promotion, limits and subtotal, and a stepper whose buttons keep focus at either end. */
const ShareRow = ({ share, promotion, subtotal, places, locale, onChange }: RowProps) => {
  const t = useT()
  const name = promotion?.cNombre ?? t("function.promotions.none")
  const discount =
    promotion === undefined
      ? null
      : t("function.promotions.discount", {
          percent: discountPercentOf({ kind: promotion.cTipo, percent: promotion.nPorcentajeDescuento }),
        })
  const most = Math.min(places, promotion?.nCantidadMaxima ?? places)
  const canLess = share.quantity > 0
  const canMore = share.quantity < most
  return (
    <div className={share.quantity > 0 && promotion !== undefined ? own.shareInUse : own.share}>
      <span className={own.shareText}>
        <span className={styles.choiceName}>{name}</span>
        <span className={styles.small}>
          {promotion === undefined
            ? t("function.promotions.split.fullPrice")
            : `${discount} · ${t("function.promotions.split.limits", {
                min: promotion.nCantidadMinima,
                max: promotion.nCantidadMaxima,
              })}`}
        </span>
        {promotion !== undefined && promotion.listaBin !== null && (
          <span className={styles.small}>
            {t("function.promotions.cards", { bins: formatCardBins(promotion.listaBin, locale) })}
          </span>
        )}
        {share.quantity > 0 && subtotal !== null && (
          <span className={styles.small}>
            {t("function.promotions.split.subtotal")} <Price amount={subtotal} />
          </span>
        )}
      </span>
      <span className={own.stepper}>
        <button
          type="button"
          className={own.stepButton}
          aria-label={t("function.promotions.split.fewer", { name })}
          aria-disabled={!canLess}
          onClick={() => canLess && onChange(share.quantity - 1)}
        >
          −
        </button>
        <input
          type="number"
          inputMode="numeric"
          className={own.quantity}
          min={0}
          max={places}
          value={share.quantity}
          aria-label={
            promotion === undefined
              ? t("function.promotions.split.quantityNone")
              : t("function.promotions.split.quantity", { name, discount: discount ?? "" })
          }
          onChange={(event) => onChange(Math.trunc(Number(event.target.value) || 0))}
        />
        <button
          type="button"
          className={own.stepButton}
          aria-label={t("function.promotions.split.more", { name })}
          aria-disabled={!canMore}
          onClick={() => canMore && onChange(share.quantity + 1)}
        >
          +
        </button>
      </span>
    </div>
  )
}
