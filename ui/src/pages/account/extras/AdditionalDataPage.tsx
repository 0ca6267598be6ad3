import { useT, useTenant } from "../../../app/ShopContext.js"
import { ShopLink } from "../../../components/ShopLink.js"
import { AccountPage } from "../common/AccountPage.js"
import * as styles from "../common/AccountPage.css.js"
import { QueryView } from "../common/QueryView.js"
import { useCustomer } from "../common/accountQueries.js"
import { AdditionalDataForm } from "./AdditionalDataForm.js"

/**
 * Additional data (SPEC §2 /additionalData): the customer fields of SPEC §3 that are not on
 * /myData — the Telegram user and the alias. Names, document, birthday, phone and country are on
 * /myData (which also shows the Telegram user when flags.telegramInMyData is on).
 */
export const AdditionalDataPage = () => {
  const t = useT()
  const tenant = useTenant()
  const customer = useCustomer()
  return (
    <AccountPage title={t("account.extras.title")} lead={t("account.extras.lead")}>
      <QueryView query={customer} loadingLabel={t("account.extras.loading")}>
        {(data) =>
          tenant.flags.myDataEdit ? (
            <AdditionalDataForm customer={data} onSaved={customer.reload} />
          ) : (
            <div className={styles.card}>
              <dl className={styles.facts}>
                <div className={styles.fact}>
                  <dt className={styles.term}>{t("account.extras.telegramUser")}</dt>
                  <dd className={styles.value}>{data.cUsuarioTelegram ?? t("account.notGiven")}</dd>
                </div>
                <div className={styles.fact}>
                  <dt className={styles.term}>{t("account.extras.alias")}</dt>
                  <dd className={styles.value}>{data.cAlias ?? t("account.alias.none")}</dd>
                </div>
              </dl>
              <p className={styles.muted}>{t("account.myData.readOnly")}</p>
            </div>
          )
        }
      </QueryView>
      <p className={styles.muted}>
        {t("account.extras.moreOnMyData")}{" "}
        <ShopLink to="/myData" className={styles.link}>
          {t("account.nav.myData")}
        </ShopLink>
      </p>
    </AccountPage>
  )
}
