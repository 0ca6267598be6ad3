import { MESSAGES } from "@boleteria/core"
import { useCart, useT } from "../../../app/ShopContext.js"
import * as styles from "./FunctionPage.css.js"

/**
 * What happened to the last take: in progress, the not-contiguous notice (best available could
 * not keep the seats together), or the server's reason when the places were not available.
 */
export const TakeStatus = () => {
  const t = useT()
  const cart = useCart()
  const message = cart.message
  const isNotice = message === MESSAGES.seatsNotContiguous
  return (
    <div>
      <p role="status" className={styles.status}>
        {cart.isBusy ? t("function.taking") : ""}
      </p>
      {message !== null && (
        <div
          className={isNotice ? styles.notice : styles.alert}
          role={isNotice ? "status" : "alert"}
          data-testid="take-message"
        >
          <p>{t(message)}</p>
          <button type="button" className={styles.textButton} onClick={cart.dismissMessage}>
            {t("function.dismiss")}
          </button>
        </div>
      )}
    </div>
  )
}
