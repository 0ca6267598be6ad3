import { isAliasEditable, type Customer } from "@boleteria/core"
import { useState, type FormEvent } from "react"
import { useT, useTenant } from "../../../app/ShopContext.js"
import { TextField } from "../../../components/form/Field.js"
import * as fieldStyles from "../../../components/form/Field.css.js"
import { AccountPage } from "../common/AccountPage.js"
import * as styles from "../common/AccountPage.css.js"
import { QueryView } from "../common/QueryView.js"
import { useCustomer } from "../common/accountQueries.js"
import { SaveExtrasFooter } from "./SaveExtrasFooter.js"
import { useSaveExtras } from "./useSaveExtras.js"

const AliasForm = ({
  customer,
  onSaved,
}: {
  readonly customer: Customer
  readonly onSaved: (customer: Customer) => void
}) => {
  const t = useT()
  const [alias, setAlias] = useState(customer.cAlias ?? "")
  const [saved, setSaved] = useState(false)
  const extras = useSaveExtras(customer, onSaved)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setSaved(false)
    setSaved(await extras.save({ alias, telegramUser: customer.cUsuarioTelegram ?? "" }))
  }
  return (
    <form
      className={styles.card}
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={t("account.alias.title")}
    >
      <div className={fieldStyles.form}>
        <TextField
          label={t("account.extras.alias")}
          name="alias"
          autoComplete="nickname"
          hint={t("account.alias.hint")}
          value={alias}
          onChange={(event) => {
            setSaved(false)
            setAlias(event.target.value)
          }}
        />
      </div>
      <SaveExtrasFooter extras={extras} savedNotice={saved ? t("account.alias.saved") : null} />
    </form>
  )
}

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
            <AliasForm customer={data} onSaved={customer.reload} />
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
