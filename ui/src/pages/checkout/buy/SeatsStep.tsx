import { useCart, useCheckout, useT } from "../../../app/ShopContext.js"
import { Button } from "../../../components/Button.js"
import { ShopLink } from "../../../components/ShopLink.js"
import * as styles from "../checkout.css.js"

/** The places are held: the shopper reviews them (in the summary) and goes on to delivery. */
export const SeatsStep = () => {
  const t = useT()
  const cart = useCart()
  const checkout = useCheckout()
  return (
    <section className={styles.section} aria-labelledby="seats-title">
      <h2 id="seats-title" className={styles.sectionTitle} tabIndex={-1}>
        {t("checkout.seats.title")}
      </h2>
      <p className={styles.muted}>{t("checkout.seats.held")}</p>
      <div className={styles.actions}>
        <Button onClick={checkout.chooseDelivery} disabled={!cart.canCheckout}>
          {t("checkout.seats.continue")}
        </Button>
        <ShopLink to="/" className={styles.link}>
          {t("checkout.seats.addMore")}
        </ShopLink>
      </div>
    </section>
  )
}
