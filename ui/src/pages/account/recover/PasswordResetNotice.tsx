import { useSearch } from "wouter"
import { useT } from "../../../app/ShopContext.js"
import * as styles from "../common/AccountPage.css.js"
import { wrap } from "./PasswordResetNotice.css.js"

/** The query the recovery page sends the customer to login with, once the new password is set. */
export const PASSWORD_RESET_QUERY = "passwordReset=1"

/** Above the login form after a recovery: the new password is set, log in with it. */
export const PasswordResetNotice = () => {
  const t = useT()
  if (new URLSearchParams(useSearch()).get("passwordReset") !== "1") return null
  return (
    <div className={wrap} role="status">
      <p className={styles.notice}>{t("account.recover.done")}</p>
    </div>
  )
}
