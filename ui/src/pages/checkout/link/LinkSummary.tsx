import { formatFunctionDate, type PaymentLinkView } from "@boleteria/core"
import { useLocale, useT } from "../../../app/ShopContext.js"
import { Price } from "../../../components/Price.js"
import { useCheckoutAmounts } from "../amounts/CheckoutDraft.js"
import { PlaceBreakdown } from "../amounts/PlaceBreakdown.js"
import { PurchaseTotals } from "../amounts/PurchaseTotals.js"
import * as cartStyles from "../buy/CartSummary.css.js"
import * as checkoutStyles from "../checkout.css.js"

/** What the link pays, as the checkout's summary shows a cart: each place and every amount, priced with the card typed. */
export const LinkSummary = ({ view }: { readonly view: PaymentLinkView }) => {
  const t = useT()
  const locale = useLocale()
  const amounts = useCheckoutAmounts()
  return (
    <aside className={checkoutStyles.section} aria-labelledby="link-summary-title" data-testid="link-summary">
      <h2 id="link-summary-title" className={checkoutStyles.sectionTitle}>
        {t("checkout.link.page.summary")}
      </h2>
      <ul className={checkoutStyles.plainList}>
        {amounts.lines.map(({ line, places }) => (
          <li key={line.idFuncion} className={cartStyles.line}>
            {line.image === null ? (
              <div className={cartStyles.image} />
            ) : (
              <img className={cartStyles.image} src={line.image.cUrl} alt="" />
            )}
            <div className={cartStyles.details}>
              <h3 className={cartStyles.name}>{line.showName}</h3>
              <p className={cartStyles.meta}>{line.venueName}</p>
              <p className={cartStyles.meta}>{formatFunctionDate(line.date, locale)}</p>
              <div className={checkoutStyles.spread}>
                <span>{t("checkout.summary.positions", { count: line.positions })}</span>
                <Price amount={places.reduce((total, place) => total + place.amount, 0)} />
              </div>
              <ul className={cartStyles.places} aria-label={t("checkout.summary.placesOf", { show: line.showName })}>
                {places.map((place) => (
                  <PlaceBreakdown key={place.position.idPosicion} place={place} />
                ))}
              </ul>
            </div>
          </li>
        ))}
      </ul>
      <PurchaseTotals amounts={amounts} />
      <p className={checkoutStyles.muted}>{t("checkout.link.page.method", { name: view.oFormaDePago.cNombre })}</p>
    </aside>
  )
}
