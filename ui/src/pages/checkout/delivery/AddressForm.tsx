import {
  AddressType,
  asText,
  Country,
  validateAddressForm,
  validateChoice,
  type Address,
  type AddressRequest,
} from "@boleteria/core"
import { useRef, type FormEvent } from "react"
import { useT } from "../../../app/ShopContext.js"
import { ApiFailureMessage } from "../../../components/ApiFailureMessage.js"
import { Button } from "../../../components/Button.js"
import { CheckField, SelectField, TextField } from "../../../components/form/Field.js"
import * as fieldStyles from "../../../components/form/Field.css.js"
import { useApiAction } from "../../../components/form/useApiAction.js"
import { focusFirstInvalid, useFormState } from "../../../components/form/useFormState.js"
import * as styles from "../checkout.css.js"

const EMPTY = {
  type: "PARTICULAR" as string | null,
  street: "",
  number: "",
  floor: "",
  department: "",
  zip: "",
  location: "",
  province: "",
  country: "AR" as string | null,
  referrer: "",
  isDefault: false,
}
type AddressValues = typeof EMPTY
type TextName = "street" | "number" | "floor" | "department" | "zip" | "location" | "province" | "referrer"

const optional = (text: string): string | null => (asText(text) === "" ? null : asText(text))

/** The body of Domicilio/Insertar from values core's rules accepted; null if they would not. */
const addressRequest = (values: AddressValues): AddressRequest | null => {
  const type = validateChoice(values.type, AddressType.literals)
  const country = validateChoice(values.country, Country.literals)
  if (!type.ok || !country.ok) return null
  return {
    cTipo: type.value,
    cReferente: optional(values.referrer),
    cCalle: asText(values.street),
    cNumero: asText(values.number),
    cPiso: optional(values.floor),
    cDepartamento: optional(values.department),
    cPais: country.value,
    cProvincia: asText(values.province),
    cLocalidad: asText(values.location),
    cCodigoPostal: asText(values.zip),
    lPredeterminado: values.isDefault,
  }
}

interface Props {
  readonly canCancel: boolean
  readonly onCancel: () => void
  readonly onSaved: (address: Address) => void
}

/** A new delivery address, saved to the customer's account (SPEC §3 Address). */
export const AddressForm = ({ canCancel, onCancel, onSaved }: Props) => {
  const t = useT()
  const form = useFormState(EMPTY, validateAddressForm)
  const save = useApiAction()
  const formElement = useRef<HTMLFormElement>(null)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const request = form.submit() ? addressRequest(form.values) : null
    if (request === null) return focusFirstInvalid(formElement.current)
    const address = await save.run((api) => api.addAddress({ body: request }))
    if (address !== null) onSaved(address)
  }

  const text = (name: TextName, autoComplete?: string) => ({
    name,
    label: t(`checkout.address.${name}`),
    value: form.values[name],
    autoComplete,
    onChange: (event: { target: { value: string } }) => form.set(name, event.target.value),
    onBlur: () => {
      if (name !== "floor" && name !== "department" && name !== "referrer") form.blur(name)
    },
    error: name === "floor" || name === "department" || name === "referrer" ? undefined : form.shownError(name),
  })

  return (
    <form
      ref={formElement}
      className={fieldStyles.form}
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby="new-address-title"
    >
      <h3 id="new-address-title" className={styles.optionTitle}>
        {t("checkout.address.new")}
      </h3>
      <div className={fieldStyles.row}>
        <SelectField
          label={t("checkout.address.type")}
          value={form.values.type ?? ""}
          onChange={(event) => form.set("type", event.target.value || null)}
          onBlur={() => form.blur("type")}
          error={form.shownError("type")}
        >
          {AddressType.literals.map((type) => (
            <option key={type} value={type}>
              {t(`checkout.address.types.${type}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t("checkout.address.country")}
          value={form.values.country ?? ""}
          onChange={(event) => form.set("country", event.target.value || null)}
          onBlur={() => form.blur("country")}
          error={form.shownError("country")}
        >
          {Country.literals.map((country) => (
            <option key={country} value={country}>
              {t(`signUp.countries.${country}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <div className={fieldStyles.row}>
        <TextField {...text("street", "address-line1")} />
        <TextField {...text("number")} inputMode="numeric" />
      </div>
      <div className={fieldStyles.row}>
        <TextField {...text("floor")} />
        <TextField {...text("department")} />
      </div>
      <div className={fieldStyles.row}>
        <TextField {...text("location", "address-level2")} />
        <TextField {...text("province", "address-level1")} />
        <TextField {...text("zip", "postal-code")} />
      </div>
      <TextField {...text("referrer")} />
      <CheckField
        label={t("checkout.address.isDefault")}
        checked={form.values.isDefault}
        onChange={(event) => form.set("isDefault", event.target.checked)}
      />
      <div aria-live="polite">{save.state.status === "failed" && <ApiFailureMessage failure={save.state.error} />}</div>
      <div className={styles.actions}>
        <Button type="submit" busy={save.isRunning}>
          {t("checkout.address.save")}
        </Button>
        {canCancel && (
          <Button kind="ghost" onClick={onCancel}>
            {t("checkout.address.cancel")}
          </Button>
        )}
      </div>
    </form>
  )
}
