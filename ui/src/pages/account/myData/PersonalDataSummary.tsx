import type { Customer } from "@boleteria/core"
import { useT, useTenant } from "../../../app/ShopContext.js"
import { ShopLink } from "../../../components/ShopLink.js"
import * as styles from "../common/AccountPage.css.js"
import { useDateText } from "../common/useDateText.js"

/** My data when the tenant does not let customers edit it (flags.myDataEdit off): what the account holds. */
export const PersonalDataSummary = ({ customer }: { readonly customer: Customer }) => {
  const t = useT()
  const tenant = useTenant()
  const dates = useDateText()
  const notGiven = t("account.notGiven")
  const birthday = customer.oFechaNacimiento
  const rows: ReadonlyArray<readonly [string, string]> = [
    [t("account.myData.name"), `${customer.cNombre} ${customer.cApellido}`],
    [t("account.myData.email"), customer.cEmail],
    [t("account.myData.gender"), t(`account.genders.${customer.cGenero}`)],
    [
      t("account.myData.document"),
      customer.cTipoDocumento === null
        ? notGiven
        : `${t(`account.documentTypes.${customer.cTipoDocumento}`)} ${customer.cNumeroDocumento ?? ""}`.trim(),
    ],
    [t("account.myData.birthday"), birthday === null ? notGiven : dates.birthday(birthday)],
    [
      t("account.myData.phone"),
      customer.cTelefono === null
        ? notGiven
        : `${customer.cTelefono}${customer.cTipoTelefono === null ? "" : ` (${t(`account.phoneTypes.${customer.cTipoTelefono}`)})`}`,
    ],
    [t("account.myData.country"), t(`account.countries.${customer.cPais}`)],
    ...(tenant.flags.telegramInMyData
      ? [[t("account.myData.telegramUser"), customer.cUsuarioTelegram ?? notGiven] as const]
      : []),
  ]
  return (
    <div className={styles.card}>
      <dl className={styles.facts}>
        {rows.map(([term, value]) => (
          <div key={term} className={styles.fact}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.muted}>
        {t("account.myData.readOnly")}{" "}
        <ShopLink to="/TechnicalSupport" className={styles.link}>
          {t("account.myData.contactSupport")}
        </ShopLink>
      </p>
    </div>
  )
}
