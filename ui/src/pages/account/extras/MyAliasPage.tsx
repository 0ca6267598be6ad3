import { isAliasEditable } from "@boleteria/core"
import { useT, useTenant } from "../../../app/ShopContext.js"
import { AccountPage } from "../common/AccountPage.js"
import * as styles from "../common/AccountPage.css.js"
import { QueryView } from "../common/QueryView.js"
import { useCustomer } from "../common/accountQueries.js"
import { AliasField } from "./AliasField.js"
import { ExtrasForm } from "./ExtrasForm.js"

/**
 * My alias (SPEC §2 /myAlias): the name the shop may show instead of the customer's. SPEC §6 gives
 * it to external login with the alias flag on; elsewhere the page shows the alias and says why it
 * cannot be changed here.
 */
export const MyAliasPage = () => {
  const t = useT()
  const tenant = useTenant()
  const customer = useCustomer()
  const editable = isAliasEditable(tenant.loginSystem, tenant.flags.alias)
  return (
    <AccountPage title={t("account.alias.title")} lead={t("account.alias.lead")}>
      <QueryView query={customer} loadingLabel={t("account.alias.loading")}>
        {(data) =>
          editable ? (
            <ExtrasForm
              customer={data}
              onSaved={customer.reload}
              label={t("account.alias.title")}
              savedNotice={t("account.alias.saved")}
            >
              {(form) => <AliasField {...form.text("alias")} />}
            </ExtrasForm>
          ) : (
            <div className={styles.card}>
              <dl className={styles.facts}>
                <div className={styles.fact}>
                  <dt className={styles.term}>{t("account.extras.alias")}</dt>
                  <dd className={styles.value}>{data.cAlias ?? t("account.alias.none")}</dd>
                </div>
              </dl>
              <p className={styles.muted}>{t("account.alias.off")}</p>
            </div>
          )
        }
      </QueryView>
    </AccountPage>
  )
}
