import { formatCardBins, type CartLineView, type CheckoutAmounts, type MessageKey } from "@boleteria/core"
import { useLocale, useT } from "../../../app/ShopContext.js"
import { CheckField } from "../../../components/form/Field.js"
import { useFormatPrice } from "../../../components/Price.js"
import * as checkoutStyles from "../checkout.css.js"
import * as styles from "./PromotionDropNotice.css.js"

interface Props {
  readonly amounts: CheckoutAmounts<CartLineView>
  readonly agreed: boolean
  readonly onAgree: (agreed: boolean) => void
  /** The shopper tried to pay without agreeing. */
  readonly error: MessageKey | undefined
  /** Back to the card number, to pay with a card of the promotion instead. */
  readonly onOtherCard: () => void
}

/**
 * The card typed is not one of a bank promotion's: its places go back to full price. Says so with
 * the difference and the new total, and asks the shopper to agree (the confirm step) or to use a
 * card of the promotion: paying never stops here.
 */
export const PromotionDropNotice = ({ amounts, agreed, onAgree, error, onOtherCard }: Props) => {
  const t = useT()
  const locale = useLocale()
  const price = useFormatPrice()
  const places = amounts.lines.flatMap((line) => line.places).filter((place) => place.promotionDropped)
  const extraFor = (idPromocion: number) =>
    places
      .filter((place) => place.promotion?.idPromocion === idPromocion)
      .reduce((total, place) => total + place.position.fDescuento, 0)
  return (
    <div className={styles.notice} role="region" aria-labelledby="promotion-drop-title" data-testid="promotion-drop">
      <p id="promotion-drop-title" className={styles.title} role="status">
        {t("payment.promotionDrop.title")}
      </p>
      {amounts.droppedPromotions.map((promotion) => (
        <p key={promotion.idPromocion}>
          {t("payment.promotionDrop.body", {
            name: promotion.cNombre,
            bins: formatCardBins(promotion.listaBin ?? [], locale),
            extra: price(extraFor(promotion.idPromocion)),
          })}
        </p>
      ))}
      <p>{t("payment.promotionDrop.total", { total: price(amounts.toPay) })}</p>
      <CheckField
        label={t("payment.promotionDrop.agree", { total: price(amounts.toPay) })}
        name="fullPriceAgreed"
        checked={agreed}
        onChange={(event) => onAgree(event.target.checked)}
        error={error}
      />
      <div className={checkoutStyles.actions}>
        <button type="button" className={checkoutStyles.linkButton} onClick={onOtherCard}>
          {t("payment.promotionDrop.otherCard")}
        </button>
      </div>
    </div>
  )
}
