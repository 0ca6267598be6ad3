import { useCheckout, useT } from "../../../app/ShopContext.js"
import { ShopLink } from "../../../components/ShopLink.js"
import * as styles from "../checkout.css.js"

/**
 * No purchase to show: none was started, it ended, or the address names another one (or one
 * another browser holds). Why it ended (the checkout machine's message) is the shell's notice.
 */
export const NoPurchase = () => {
  const t = useT()
  const checkout = useCheckout()
  return (
    <div className={styles.page}>
      <section className={styles.section} aria-labelledby="no-purchase-title">
        <h1 id="no-purchase-title" className={styles.title}>
          {t("checkout.none.title")}
        </h1>
        <p>{t("checkout.none.body")}</p>
        <div className={styles.actions}>
          {checkout.lastFunctionPath !== null && (
            <ShopLink to={checkout.lastFunctionPath} className={styles.link}>
              {t("checkout.backToFunction")}
            </ShopLink>
          )}
          <ShopLink to="/" className={styles.link}>
            {t("checkout.toBillboard")}
          </ShopLink>
        </div>
      </section>
    </div>
  )
}
