import { AddressType, addressRequest, Country, validateAddressForm, type Address, type AddressFormValues } from "@boleteria/core"
import { useId, useRef, type FormEvent } from "react"
import { useSession, useT } from "../../../app/ShopContext.js"
import { ApiFailureMessage } from "../../../components/ApiFailureMessage.js"
import { Button } from "../../../components/Button.js"
import { CheckField, SelectField, TextField } from "../../../components/form/Field.js"
import * as fieldStyles from "../../../components/form/Field.css.js"
import { focusFirstInvalid, useFormState } from "../../../components/form/useFormState.js"
import * as styles from "../common/AccountPage.css.js"
import { LiveRegion } from "../common/LiveRegion.js"
import { useAccountAction } from "../common/useAccountAction.js"

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
  const { token } = useSession()
  const titleId = useId()
  const form = useFormState(initial, validateAddressForm)
  const save = useAccountAction()
  const formElement = useRef<HTMLFormElement>(null)
  const { values } = form

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const request = form.submit() ? addressRequest(values) : null
    if (request === null) return focusFirstInvalid(formElement.current)
    const saved = await save.run((api) =>
      address === null ? api.addAddress(token, request) : api.updateAddress(token, address.idClienteDomicilio, request),
    )
    if (saved !== null) onSaved(saved)
  }

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
    <form ref={formElement} className={styles.card} noValidate onSubmit={submit} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        {t(address === null ? "account.address.new" : "account.address.edit")}
      </h2>
      <div className={fieldStyles.form}>
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
      </div>
      <LiveRegion>{save.failure !== null && <ApiFailureMessage failure={save.failure} />}</LiveRegion>
      <div className={styles.actions}>
        <Button type="submit" disabled={save.isRunning} aria-busy={save.isRunning}>
          {t(save.isRunning ? "account.saving" : "account.address.save")}
        </Button>
        <Button kind="ghost" onClick={onCancel}>
          {t("account.cancel")}
        </Button>
      </div>
    </form>
  )
}
