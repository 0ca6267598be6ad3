import { AddressType, addressRequest, Country, validateAddressForm, type Address } from "@boleteria/core"
import { useId } from "react"
import { useT } from "../../../app/ShopContext.js"
import { ApiFailureMessage } from "../../../components/ApiFailureMessage.js"
import { Button } from "../../../components/Button.js"
import { CheckField, ChoiceField, TextField } from "../../../components/form/Field.js"
import * as fieldStyles from "../../../components/form/Field.css.js"
import { useApiAction } from "../../../components/form/useApiAction.js"
import { useFormSubmit } from "../../../components/form/useFormSubmit.js"
import { useFormState } from "../../../components/form/useFormState.js"
import { NEW_ADDRESS } from "../../account/addresses/newAddress.js"
import * as styles from "../checkout.css.js"

type TextName = "street" | "number" | "floor" | "department" | "zip" | "location" | "province" | "referrer"

interface Props {
  readonly canCancel: boolean
  readonly onCancel: () => void
  readonly onSaved: (address: Address) => void
}

/** A new delivery address, saved to the customer's account (SPEC §3 Address). */
export const AddressForm = ({ canCancel, onCancel, onSaved }: Props) => {
  const t = useT()
  const form = useFormState(NEW_ADDRESS, validateAddressForm)
  const save = useApiAction()
  const submitting = useFormSubmit(form, save, {
    send: (values) => {
      const request = addressRequest(values)
      return request === null ? null : (api) => api.addAddress({ body: request })
    },
    then: onSaved,
  })
  const titleId = useId()
  const text = (name: TextName, autoComplete?: string) => ({
    ...form.text(name),
    label: t(`checkout.address.${name}`),
    autoComplete,
  })

  return (
    <form {...submitting.props} className={fieldStyles.form} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.optionTitle}>
        {t("checkout.address.new")}
      </h3>
      <div className={fieldStyles.row}>
        <ChoiceField
          label={t("checkout.address.type")}
          options={AddressType.literals}
          optionTexts="checkout.address.types"
          {...form.choice("type")}
        />
        <ChoiceField
          label={t("checkout.address.country")}
          options={Country.literals}
          optionTexts="signUp.countries"
          {...form.choice("country")}
        />
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
      <div aria-live="polite">{save.failure !== null && <ApiFailureMessage failure={save.failure} />}</div>
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
