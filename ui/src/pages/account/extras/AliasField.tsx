import { useT } from "../../../app/ShopContext.js"
import { TextField } from "../../../components/form/Field.js"
import type { FieldBinding } from "../../../components/form/useFormState.js"

/** The alias box, where the customer may change it (SPEC §6). */
export const AliasField = (binding: FieldBinding) => {
  const t = useT()
  return (
    <TextField label={t("account.extras.alias")} autoComplete="nickname" hint={t("account.alias.hint")} {...binding} />
  )
}
