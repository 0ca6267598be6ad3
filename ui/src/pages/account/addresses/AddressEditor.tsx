import {
  AddressType,
  addressRequest,
  Country,
  validateAddressForm,
  type Address,
  type AddressFormValues,
  type ApiShape,
} from "@boleteria/core"
import { useT } from "../../../app/ShopContext.js"
import { ChoiceField, TextField } from "../../../components/form/Field.js"
import * as fieldStyles from "../../../components/form/Field.css.js"
import { ContactEditor, DefaultCheck } from "../common/ContactEditor.js"

type Checked = "street" | "number" | "province" | "location" | "zip"
type Optional = "floor" | "department" | "referrer"

interface Props {
  /** The address being edited; null adds a new one. */
  readonly address: Address | null
  readonly initial: AddressFormValues
  readonly onSaved: (address: Address) => void
  readonly onCancel: () => void
}

/** Adds or edits one address (SPEC §3 Address), judged by core's validateAddressForm. */
export const AddressEditor = ({ address, initial, onSaved, onCancel }: Props) => {
  const t = useT()
  const save = (values: AddressFormValues) => {
    const request = addressRequest(values)
    if (request === null) return null
    return (api: ApiShape) =>
      address === null
        ? api.addAddress({ body: request })
        : api.updateAddress({ path: { idClienteDomicilio: address.idClienteDomicilio }, body: request })
  }

  return (
    <ContactEditor
      title={t(address === null ? "account.address.new" : "account.address.edit")}
      saveLabel={t("account.address.save")}
      initial={initial}
      validate={validateAddressForm}
      save={save}
      onSaved={onSaved}
      onCancel={onCancel}
    >
      {(form) => {
        const field = (name: Checked | Optional, autoComplete?: string) => ({
          ...form.text(name),
          label: t(`account.address.${name}`),
          autoComplete,
        })
        return (
          <>
            <div className={fieldStyles.row}>
              <ChoiceField
                label={t("account.address.type")}
                options={AddressType.literals}
                optionTexts="account.addressTypes"
                {...form.choice("type")}
              />
              <TextField {...field("referrer")} hint={t("account.address.referrerHint")} />
            </div>
            <div className={fieldStyles.row}>
              <TextField {...field("street", "address-line1")} />
              <TextField {...field("number")} />
            </div>
            <div className={fieldStyles.row}>
              <TextField {...field("floor")} />
              <TextField {...field("department")} />
            </div>
            <div className={fieldStyles.row}>
              <ChoiceField
                label={t("account.address.country")}
                autoComplete="country"
                options={Country.literals}
                optionTexts="account.countries"
                {...form.choice("country")}
              />
              <TextField {...field("province", "address-level1")} />
            </div>
            <div className={fieldStyles.row}>
              <TextField {...field("location", "address-level2")} />
              <TextField {...field("zip", "postal-code")} />
            </div>
            <DefaultCheck label={t("account.address.isDefault")} form={form} />
          </>
        )
      }}
    </ContactEditor>
  )
}
