import { useT } from "../../../app/ShopContext.js"
import { ShopLink } from "../../../components/ShopLink.js"
import * as styles from "../checkout.css.js"

/** Where a shopper goes after paying: the orders, or back to the billboard. */
export const ResultActions = () => {
  const t = useT()
  return (
    <>
      <ShopLink to="/myOrders" className={styles.link}>
        {t("checkout.toOrders")}
      </ShopLink>
      <ShopLink to="/" className={styles.link}>
        {t("checkout.toBillboard")}
      </ShopLink>
    </>
  )
}
