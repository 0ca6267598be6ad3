import { isAliasEditable, type Customer } from "@boleteria/core"
import { useT, useTenant } from "../../../app/ShopContext.js"
import { TextField } from "../../../components/form/Field.js"
import * as fieldStyles from "../../../components/form/Field.css.js"
import * as styles from "../common/AccountPage.css.js"
import { AliasField } from "./AliasField.js"
import { ExtrasForm } from "./ExtrasForm.js"

interface Props {
  readonly customer: Customer
  readonly onSaved: (customer: Customer) => void
}

/** The optional extras: a Telegram user, and the alias where the tenant uses aliases. */
export const AdditionalDataForm = ({ customer, onSaved }: Props) => {
  const t = useT()
  const tenant = useTenant()
  const aliasEditable = isAliasEditable(tenant.loginSystem, tenant.flags.alias)
  return (
    <ExtrasForm
      customer={customer}
      onSaved={onSaved}
      label={t("account.extras.formLabel")}
      savedNotice={t("account.extras.saved")}
    >
      {(form) => (
        <>
          <TextField
            label={t("account.extras.telegramUser")}
            autoComplete="off"
            hint={t("account.telegramHint")}
            {...form.text("telegramUser")}
          />
          {aliasEditable ? (
            <AliasField {...form.text("alias")} />
          ) : (
            <div className={fieldStyles.field}>
              <p className={fieldStyles.label}>{t("account.extras.alias")}</p>
              <p className={styles.value}>{customer.cAlias ?? t("account.alias.none")}</p>
              <p className={fieldStyles.hint}>{t("account.alias.off")}</p>
            </div>
          )}
        </>
      )}
    </ExtrasForm>
  )
}
