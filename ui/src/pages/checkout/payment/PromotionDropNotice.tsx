import { formatCardBins, type CartLineView, type CheckoutAmounts, type MessageKey } from "@boleteria/core"
import { useLocale, useT } from "../../../app/ShopContext.js"
import { CheckField } from "../../../components/form/Field.js"
import { useFormatPrice } from "../../../components/Price.js"
import * as checkoutStyles from "../checkout.css.js"
import * as styles from "./PromotionDropNotice.css.js"

/** The notice's words for a card typed, or for a wallet (which pays with no card the promotion knows). */
const CARD_TEXTS = {
  title: "payment.promotionDrop.title",
  body: "payment.promotionDrop.body",
  total: "payment.promotionDrop.total",
  agree: "payment.promotionDrop.agree",
  otherCard: "payment.promotionDrop.otherCard",
} as const
const WALLET_TEXTS = {
  title: "checkout.payment.wallet.promotionDrop.title",
  body: "checkout.payment.wallet.promotionDrop.body",
  total: "checkout.payment.wallet.promotionDrop.total",
  agree: "checkout.payment.wallet.promotionDrop.agree",
  otherCard: "checkout.payment.wallet.promotionDrop.otherCard",
} as const

interface Props {
  /** The wallet paying, by name; none: the card typed. */
  readonly wallet?: string
  readonly amounts: CheckoutAmounts<CartLineView>
  readonly agreed: boolean
  readonly onAgree: (agreed: boolean) => void
  /** The shopper tried to pay without agreeing. */
  readonly error: MessageKey | undefined
  /** Back to the card number, to pay with a card of the promotion instead. */
  readonly onOtherCard: () => void
}

/**
 * The card typed (or the wallet chosen) is not one of a bank promotion's: its places go back to
 * full price. Says so with the difference and the new total, and asks the shopper to agree (the
 * confirm step) or to use a card of the promotion: paying never stops here.
 */
export const PromotionDropNotice = ({ wallet, amounts, agreed, onAgree, error, onOtherCard }: Props) => {
  const t = useT()
  const texts = wallet === undefined ? CARD_TEXTS : WALLET_TEXTS
  const provider = wallet ?? ""
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
        {t(texts.title, { provider })}
      </p>
      {amounts.droppedPromotions.map((promotion) => (
        <p key={promotion.idPromocion}>
          {t(texts.body, {
            provider,
            name: promotion.cNombre,
            bins: formatCardBins(promotion.listaBin ?? [], locale),
            extra: price(extraFor(promotion.idPromocion)),
          })}
        </p>
      ))}
      <p>{t(texts.total, { provider, total: price(amounts.toPay) })}</p>
      <CheckField
        label={t(texts.agree, { provider, total: price(amounts.toPay) })}
        name="fullPriceAgreed"
        checked={agreed}
        onChange={(event) => onAgree(event.target.checked)}
        error={error}
      />
      <div className={checkoutStyles.actions}>
        <button type="button" className={checkoutStyles.linkButton} onClick={onOtherCard}>
          {t(texts.otherCard)}
        </button>
      </div>
    </div>
  )
}
