import {
  PhoneType,
  phoneRequest,
  validatePhoneForm,
  type ApiShape,
  type Phone,
  type PhoneFormValues,
} from "@boleteria/core"
import { useT } from "../../../app/ShopContext.js"
import { ChoiceField, TextField } from "../../../components/form/Field.js"
import * as fieldStyles from "../../../components/form/Field.css.js"
import { ContactEditor, DefaultCheck } from "../common/ContactEditor.js"

export const NEW_PHONE: PhoneFormValues = { type: "MOVIL", number: "", isDefault: false }

interface Props {
  /** The phone being edited; null adds a new one. */
  readonly phone: Phone | null
  readonly initial: PhoneFormValues
  readonly onSaved: (phone: Phone) => void
  readonly onCancel: () => void
}

/** Adds or edits one phone (SPEC §3 Phone), judged by core's validatePhoneForm. */
export const PhoneEditor = ({ phone, initial, onSaved, onCancel }: Props) => {
  const t = useT()

  const save = (values: PhoneFormValues) => {
    const request = phoneRequest(values)
    if (request === null) return null
    return (api: ApiShape) =>
      phone === null
        ? api.addPhone({ body: request })
        : api.updatePhone({ path: { idClienteTelefono: phone.idClienteTelefono }, body: request })
  }

  return (
    <ContactEditor
      title={t(phone === null ? "account.phone.new" : "account.phone.edit")}
      saveLabel={t("account.phone.save")}
      initial={initial}
      validate={validatePhoneForm}
      save={save}
      onSaved={onSaved}
      onCancel={onCancel}
    >
      {(form) => (
        <>
          <div className={fieldStyles.row}>
            <ChoiceField
              label={t("account.phone.type")}
              options={PhoneType.literals}
              optionTexts="account.phoneTypes"
              {...form.choice("type")}
            />
            <TextField
              label={t("account.phone.number")}
              type="tel"
              autoComplete="tel"
              hint={t("account.phone.numberHint")}
              {...form.text("number")}
            />
          </div>
          <DefaultCheck label={t("account.phone.isDefault")} form={form} />
        </>
      )}
    </ContactEditor>
  )
}
