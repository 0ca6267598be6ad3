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
import { CheckField, SelectField, TextField } from "../../../components/form/Field.js"
import * as fieldStyles from "../../../components/form/Field.css.js"
import { ContactEditor } from "../common/ContactEditor.js"

export const NEW_ADDRESS: AddressFormValues = {
  type: "PARTICULAR",
  street: "",
  number: "",
  floor: "",
  department: "",
  country: "AR",
  province: "",
  location: "",
  zip: "",
  referrer: "",
  isDefault: false,
}

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
        const { values } = form
        const checked = (name: Checked, autoComplete?: string) => ({
          name,
          label: t(`account.address.${name}`),
          value: String(values[name] ?? ""),
          autoComplete,
          onChange: (event: { target: { value: string } }) => form.set(name, event.target.value),
          onBlur: () => form.blur(name),
          error: form.shownError(name),
        })
        const optional = (name: Optional) => ({
          name,
          label: t(`account.address.${name}`),
          value: String(values[name] ?? ""),
          onChange: (event: { target: { value: string } }) => form.set(name, event.target.value),
        })
        return (
          <>
            <div className={fieldStyles.row}>
              <SelectField
                label={t("account.address.type")}
                name="type"
                value={values.type ?? ""}
                onChange={(event) => form.set("type", event.target.value || null)}
                onBlur={() => form.blur("type")}
                error={form.shownError("type")}
              >
                {AddressType.literals.map((type) => (
                  <option key={type} value={type}>
                    {t(`account.addressTypes.${type}`)}
                  </option>
                ))}
              </SelectField>
              <TextField {...optional("referrer")} hint={t("account.address.referrerHint")} />
            </div>
            <div className={fieldStyles.row}>
              <TextField {...checked("street", "address-line1")} />
              <TextField {...checked("number")} />
            </div>
            <div className={fieldStyles.row}>
              <TextField {...optional("floor")} />
              <TextField {...optional("department")} />
            </div>
            <div className={fieldStyles.row}>
              <SelectField
                label={t("account.address.country")}
                name="country"
                autoComplete="country"
                value={values.country ?? ""}
                onChange={(event) => form.set("country", event.target.value || null)}
                onBlur={() => form.blur("country")}
                error={form.shownError("country")}
              >
                {Country.literals.map((country) => (
                  <option key={country} value={country}>
                    {t(`account.countries.${country}`)}
                  </option>
                ))}
              </SelectField>
              <TextField {...checked("province", "address-level1")} />
            </div>
            <div className={fieldStyles.row}>
              <TextField {...checked("location", "address-level2")} />
              <TextField {...checked("zip", "postal-code")} />
            </div>
            <CheckField
              label={t("account.address.isDefault")}
              name="isDefault"
              checked={values.isDefault}
              onChange={(event) => form.set("isDefault", event.target.checked)}
            />
          </>
        )
      }}
    </ContactEditor>
  )
}
