import { isAliasEditable, type Customer } from "@boleteria/core"
import { useState, type FormEvent } from "react"
import { useT, useTenant } from "../../../app/ShopContext.js"
import { TextField } from "../../../components/form/Field.js"
import * as fieldStyles from "../../../components/form/Field.css.js"
import * as styles from "../common/AccountPage.css.js"
import { SaveExtrasFooter } from "./SaveExtrasFooter.js"
import { useSaveExtras } from "./useSaveExtras.js"

interface Props {
  readonly customer: Customer
  readonly onSaved: (customer: Customer) => void
}

/** The optional extras: a Telegram user, and the alias where the tenant uses aliases. */
export const AdditionalDataForm = ({ customer, onSaved }: Props) => {
  const t = useT()
  const tenant = useTenant()
  const aliasEditable = isAliasEditable(tenant.loginSystem, tenant.flags.alias)
  const [telegramUser, setTelegramUser] = useState(customer.cUsuarioTelegram ?? "")
  const [alias, setAlias] = useState(customer.cAlias ?? "")
  const [saved, setSaved] = useState(false)
  const extras = useSaveExtras(customer, onSaved)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setSaved(false)
    setSaved(await extras.save({ telegramUser, alias: aliasEditable ? alias : (customer.cAlias ?? "") }))
  }

  return (
    <form
      className={styles.card}
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={t("account.extras.formLabel")}
    >
      <div className={fieldStyles.form}>
        <TextField
          label={t("account.extras.telegramUser")}
          name="telegramUser"
          autoComplete="off"
          hint={t("account.telegramHint")}
          value={telegramUser}
          onChange={(event) => {
            setSaved(false)
            setTelegramUser(event.target.value)
          }}
        />
        {aliasEditable ? (
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
        ) : (
          <div className={fieldStyles.field}>
            <p className={fieldStyles.label}>{t("account.extras.alias")}</p>
            <p className={styles.value}>{customer.cAlias ?? t("account.alias.none")}</p>
            <p className={fieldStyles.hint}>{t("account.alias.off")}</p>
          </div>
        )}
      </div>
      <SaveExtrasFooter extras={extras} savedNotice={saved ? t("account.extras.saved") : null} />
    </form>
  )
}
